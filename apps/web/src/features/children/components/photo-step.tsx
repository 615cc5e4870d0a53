import { ArrowLeft, Upload } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useMinPhotos } from '../api/get-photo-limits';
import { useStartTraining } from '../hooks/use-start-training';
import type { SelectedPhoto } from '../utils/photo-selection';
import { uploadProgressText, uploadProgressValue } from '../utils/upload-progress';
import { PhotoPicker } from './photo-picker';

/** Step 2: choose the photos, then zip, upload and start the training. */
export function PhotoStep({
  childId,
  childName,
  photos,
  onAdd,
  onRemove,
  onBack,
}: {
  childId: string | undefined;
  childName: string;
  photos: readonly SelectedPhoto[];
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
  /** Only the edit wizard can go back to step 1 (product.md#child-wizard). */
  onBack?: () => void;
}) {
  const minPhotos = useMinPhotos();
  const { progress, isSubmitting, submit, check } = useStartTraining(childId, minPhotos);
  const [isTooFewShown, setIsTooFewShown] = useState(false);
  // The check's summary holds for the photos it saw; a change of selection makes it stale.
  const checkedIds = check ? [...check.verdicts.keys()].join(',') : '';
  const isCheckCurrent = check !== null && checkedIds === photos.map((photo) => photo.id).join(',');
  const hasEnough = photos.length >= minPhotos;
  const t = useTranslations('children.photoStep');
  const tooFew = t('tooFew', { minimum: minPhotos });

  const handleSubmit = () => {
    if (isSubmitting) return;
    if (!hasEnough) {
      // The button only looks disabled, so a press can say what is missing.
      setIsTooFewShown(true);
      toast.error(tooFew);
      return;
    }
    void submit(photos);
  };

  return (
    <div className="grid gap-6">
      <PhotoPicker
        childName={childName}
        minPhotos={minPhotos}
        photos={photos}
        disabled={isSubmitting}
        onAdd={(files) => {
          setIsTooFewShown(false);
          onAdd(files);
        }}
        onRemove={onRemove}
        verdicts={check?.verdicts}
      />

      {check && isCheckCurrent ? (
        <p
          role="alert"
          className="text-sm font-semibold text-destructive"
          data-testid="photo-check"
        >
          {check.summary}
        </p>
      ) : null}

      {isTooFewShown && !hasEnough ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {tooFew}
        </p>
      ) : null}

      {progress ? (
        <div className="grid gap-2" data-testid="upload-progress">
          <Progress value={uploadProgressValue(progress)} aria-label={t('progressLabel')} />
          <p role="status" className="text-sm font-semibold text-muted-foreground">
            {uploadProgressText(progress, (phase, values) => t(phase, values))}
          </p>
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {onBack ? (
          <Button type="button" variant="ghost" onClick={onBack} disabled={isSubmitting}>
            <ArrowLeft aria-hidden="true" />
            {t('back')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="button"
          size="lg"
          aria-disabled={!hasEnough || isSubmitting}
          className={!hasEnough || isSubmitting ? 'cursor-not-allowed opacity-50' : undefined}
          onClick={handleSubmit}
        >
          <Upload aria-hidden="true" />
          {t('submit')}
        </Button>
      </div>
    </div>
  );
}
