import type { CharacterSheet, Child } from '@littlestar/shared/children';
import { ImageOff, LoaderCircle, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useLocale, useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error-message';
import { cn } from '@/lib/cn';
import { useRedrawCharacterSheet } from '../api/redraw-character-sheet';
import { formatNextRedraw, nextRedrawAt } from '../utils/next-redraw';

type SheetStatus = NonNullable<CharacterSheet>['status'];

/** What the last drawing the parent watched came to, said once it is over. */
type Outcome = 'new' | 'unchanged' | null;

/**
 * Tracks the sheet across renders: when a drawing the page saw start is over, whether it
 * brought a new picture (a provider that refuses leaves the old one).
 */
function useDrawingOutcome(status: SheetStatus, drawnAt: string | null): Outcome {
  const [seen, setSeen] = useState({ status, drawnAt, outcome: null as Outcome });
  if (seen.status !== status || seen.drawnAt !== drawnAt) {
    const finished = seen.status === 'drawing' && status !== 'drawing';
    setSeen({
      status,
      drawnAt,
      outcome: finished ? (drawnAt !== seen.drawnAt ? 'new' : 'unchanged') : seen.outcome,
    });
  }
  return status === 'drawing' ? null : seen.outcome;
}

/** The portrait, dimmed under a spinner while a new one is drawn. */
function SheetPicture({
  imageUrl,
  name,
  isDrawing,
  onError,
}: {
  imageUrl: string | null;
  name: string;
  isDrawing: boolean;
  onError: () => void;
}) {
  const t = useTranslations('children.characterSheet');
  return (
    <div className="relative mx-auto aspect-square w-full max-w-72 overflow-hidden rounded-2xl bg-[#fdf6ec] ring-1 ring-black/5 dark:ring-white/10">
      {imageUrl ? (
        <img
          src={imageUrl}
          alt={t('alt', { name })}
          className={cn('size-full object-contain transition-opacity', isDrawing && 'opacity-40')}
          onError={onError}
        />
      ) : (
        <span className="grid size-full place-items-center text-brand-900/60">
          <ImageOff aria-hidden="true" className="size-8" />
          <span className="sr-only">{t('noPicture')}</span>
        </span>
      )}
      {isDrawing ? (
        <span className="absolute inset-0 grid place-items-center">
          <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-brand-600" />
        </span>
      ) : null}
    </div>
  );
}

/**
 * The child's character sheet, on a server whose pictures come from an image model: the
 * portrait every picture of every story copies, so the parent can judge the likeness, and a
 * button to ask for a new one (once a day). `saveLookFirst` is given while the look below
 * has unsaved changes: the new picture should be drawn from the look the parent sees.
 */
export function CharacterSheetPanel({
  child,
  saveLookFirst,
}: {
  child: Pick<Child, 'id' | 'name' | 'imageUrl'> & { character_sheet: NonNullable<CharacterSheet> };
  saveLookFirst?: () => Promise<boolean>;
}) {
  const sheet = child.character_sheet;
  const headingId = useId();
  const noteId = useId();
  const redraw = useRedrawCharacterSheet();
  const t = useTranslations('children.characterSheet');
  const locale = useLocale();
  const outcome = useDrawingOutcome(sheet.status, sheet.drawn_at);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  /** Saving the look before asking: the button is off meanwhile, so one click asks once. */
  const [isSavingLook, setIsSavingLook] = useState(false);
  const isDrawing = sheet.status === 'drawing';
  const isAsking = isSavingLook || redraw.isPending;
  const waitUntil = nextRedrawAt(sheet, new Date());
  const canAsk = sheet.status === 'ready' && !waitUntil && !isAsking;

  const draw = async () => {
    if (saveLookFirst) {
      setIsSavingLook(true);
      const saved = await saveLookFirst();
      setIsSavingLook(false);
      if (!saved) return;
    }
    redraw.mutate(child.id, {
      onError: (error) => toast.error(apiErrorMessage(error, t('failed'))),
    });
  };

  if (sheet.status === 'none') {
    return (
      <section
        aria-labelledby={headingId}
        className="grid gap-1 rounded-2xl bg-muted/60 p-4"
        data-testid="character-sheet"
      >
        <h3 id={headingId} className="text-base font-extrabold">
          {t('heading', { name: child.name })}
        </h3>
        <p className="text-sm text-muted-foreground">{t('noneText', { name: child.name })}</p>
      </section>
    );
  }

  const imageUrl = child.imageUrl && failedUrl !== child.imageUrl ? child.imageUrl : null;
  const statusText = isDrawing
    ? t('drawing')
    : outcome === 'new'
      ? t('newPicture', { name: child.name })
      : outcome === 'unchanged'
        ? t('unchanged')
        : '';
  // In English the browser's own time style (12 or 24 hours); in Hindi, hi-IN's.
  const when = waitUntil
    ? formatNextRedraw(
        waitUntil,
        new Date(),
        locale.startsWith('en') ? undefined : locale,
        (day, values) => t(day, values),
      )
    : '';
  const note =
    waitUntil && !isDrawing
      ? t('waitNote', { when })
      : saveLookFirst && canAsk
        ? t('savedFirst')
        : null;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isDrawing}
      className="grid gap-4 rounded-2xl bg-muted/60 p-4 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]"
      data-testid="character-sheet"
    >
      <SheetPicture
        imageUrl={imageUrl}
        name={child.name}
        isDrawing={isDrawing}
        onError={() => setFailedUrl(imageUrl)}
      />
      <div className="grid content-start gap-3">
        <h3 id={headingId} className="text-base font-extrabold">
          {t('heading', { name: child.name })}
        </h3>
        <p className="text-sm text-pretty text-muted-foreground">
          {t('intro', { name: child.name })}
        </p>
        <p role="status" className="text-sm font-semibold empty:hidden">
          {statusText}
        </p>
        <div className="grid justify-items-start gap-1.5">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={!canAsk}
            aria-describedby={note ? noteId : undefined}
            onClick={() => void draw()}
          >
            {isDrawing || isAsking ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <RefreshCw aria-hidden="true" />
            )}
            {t('draw')}
          </Button>
          {note ? (
            <p id={noteId} className="text-xs text-muted-foreground">
              {note}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
