import { ALLOWED_PHOTO_TYPES, MAX_PHOTOS, type CheckedPhoto } from '@littlestar/shared/photos';
import { Check, ImagePlus, TriangleAlert, X } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { SelectedPhoto } from '../utils/photo-selection';

/** One chosen photo: its thumbnail, the server's mark on it, and its remove button. */
function ChosenPhoto({
  photo,
  index,
  verdict,
  disabled,
  onRemove,
}: {
  photo: SelectedPhoto;
  index: number;
  verdict: CheckedPhoto | undefined;
  disabled: boolean;
  onRemove: () => void;
}) {
  const problem = verdict?.problem ?? null;
  const t = useTranslations('children.photoPicker');
  const number = index + 1;
  return (
    <li
      className="grid content-start gap-1"
      data-testid="chosen-photo"
      data-usable={verdict ? String(verdict.usable) : undefined}
    >
      <div className="relative aspect-square">
        <img
          src={photo.previewUrl}
          alt={t('photoAlt', { index: number })}
          className={cn(
            'size-full rounded-2xl border object-cover',
            verdict && !verdict.usable && 'border-2 border-destructive opacity-70',
            verdict?.usable && 'border-2 border-emerald-600',
          )}
        />
        {verdict ? (
          <span
            role="img"
            aria-label={
              problem
                ? t('photoProblem', { index: number, problem: t(`problems.${problem}`) })
                : t('photoUsable', { index: number })
            }
            title={problem ? t(`problems.${problem}`) : t('usableTitle')}
            className={cn(
              'absolute bottom-1.5 left-1.5 grid size-7 place-items-center rounded-full border-2 border-card text-white shadow-md',
              problem ? 'bg-destructive' : 'bg-emerald-600',
            )}
          >
            {problem ? (
              <TriangleAlert aria-hidden="true" className="size-4" />
            ) : (
              <Check aria-hidden="true" className="size-4" />
            )}
          </span>
        ) : null}
        <button
          type="button"
          data-remove-photo
          aria-label={t('remove', { index: number })}
          disabled={disabled}
          onClick={onRemove}
          className="absolute -top-2 -right-2 grid size-8 cursor-pointer place-items-center rounded-full border-2 border-card bg-foreground text-background shadow-md transition-colors hover:bg-red-600 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {problem ? (
        <p aria-hidden="true" className="text-center text-xs font-semibold text-destructive">
          {t(`problemLabels.${problem}`)}
        </p>
      ) : null}
    </li>
  );
}

/** The drop zone, the 'Choose Photos' button and the thumbnails with their remove buttons. */
export function PhotoPicker({
  childName,
  minPhotos,
  photos,
  disabled = false,
  onAdd,
  onRemove,
  verdicts,
}: {
  childName: string;
  /** The server's minimum (see useMinPhotos). */
  minPhotos: number;
  photos: readonly SelectedPhoto[];
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
  /** The server's photo check, by photo id: a mark on each photo it saw. */
  verdicts?: ReadonlyMap<number, CheckedPhoto> | undefined;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const isFull = photos.length >= MAX_PHOTOS;
  const t = useTranslations('children.photoPicker');
  const missing = minPhotos - photos.length;
  const count = { count: photos.length, max: MAX_PHOTOS, missing };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (disabled) return;
    onAdd(Array.from(event.dataTransfer.files));
  };

  const handleRemove = (index: number, id: number) => {
    onRemove(id);
    // Keep the keyboard where it was: the next photo's remove button, else 'Choose Photos'.
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>('[data-remove-photo]');
      (buttons[Math.min(index, buttons.length - 1)] ?? chooseRef.current)?.focus();
    });
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-pretty text-muted-foreground">
        {t('intro', { min: minPhotos, max: MAX_PHOTOS, name: childName || t('yourChild') })}
      </p>
      <div
        data-testid="photo-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          isDragging
            ? 'border-brand-400 bg-brand-50 dark:bg-brand-950/60'
            : 'border-brand-200 dark:border-brand-900',
        )}
      >
        <span className="grid size-12 place-items-center rounded-2xl bg-brand-100 text-brand-600 dark:bg-brand-900/50 dark:text-brand-300">
          <ImagePlus aria-hidden="true" className="size-6" />
        </span>
        <p className="text-sm font-semibold">
          <span className="hidden sm:inline">{t('dragHere')}</span>
          <span className="sm:hidden">{t('pickPhotos')}</span>
        </p>
        <Button
          ref={chooseRef}
          type="button"
          variant="outline"
          disabled={disabled || isFull}
          onClick={() => inputRef.current?.click()}
        >
          {t('choose')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('types')}</p>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          aria-label={t('filesLabel')}
          data-testid="photo-input"
          accept={ALLOWED_PHOTO_TYPES.join(',')}
          onChange={(event) => {
            onAdd(Array.from(event.target.files ?? []));
            // The same file chosen again (after removing it) should fire again.
            event.target.value = '';
          }}
        />
      </div>
      <p aria-live="polite" className="text-sm font-bold" data-testid="photo-count">
        {missing <= 0
          ? t('count', count)
          : photos.length === 0
            ? t('countMissing', count)
            : t('countMissingMore', count)}
      </p>
      {photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label={t('chosenLabel')}>
          {photos.map((photo, index) => (
            <ChosenPhoto
              key={photo.id}
              photo={photo}
              index={index}
              verdict={verdicts?.get(photo.id)}
              disabled={disabled}
              onRemove={() => handleRemove(index, photo.id)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
