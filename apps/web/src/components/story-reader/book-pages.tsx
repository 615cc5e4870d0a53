import type { PictureJudgement } from '@littlestar/shared/stories';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'use-intl';
import { StoryImage } from '@/components/story-image';
import { cn } from '@/lib/cn';
import { PageText } from './page-text';
import type { TextRange } from './read-aloud-controller';
import type { ReaderBook } from './reader-book';
import { fittedFontSize } from './text-fit';

/** What the book shows of read aloud: the unit being read, its sentence and word. */
export interface ReadingMark {
  unit: number;
  sentence: number | null;
  word: { start: number; end: number } | null;
}

export const markFor = (mark: ReadingMark | null, unit: number) =>
  mark && mark.unit === unit ? mark : null;

/**
 * Laid over a picture being drawn again: the old one stays in the book until
 * the new one is in and chosen.
 */
export function DrawingAgainBadge() {
  const t = useTranslations('reader.pages');
  return (
    <p
      role="status"
      className="absolute inset-x-3 top-3 z-10 flex items-center gap-2 rounded-full bg-card/95 px-3 py-1.5 text-xs font-bold text-card-foreground shadow-md"
    >
      <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-brand-500" />
      {t('drawingAgain')}
    </p>
  );
}

/**
 * The picture judge's look at a picture (docs/pictures.md), for its owner: the likeness
 * measured, or that none was; and whether it was drawn again, or still falls short. Nothing for
 * a picture not judged (the offline illustrator's). Laid at the bottom of the picture, clear of
 * the DrawingAgainBadge at its top; `placement="flow"` leaves it in the page's flow (on the
 * cover, under the title laid over the picture).
 */
export function PictureJudgeBadge({
  judged,
  childName,
  placement = 'picture',
}: {
  judged: PictureJudgement | null | undefined;
  /** The child's first name; "your child" until it is known. */
  childName?: string | undefined;
  placement?: 'picture' | 'flow';
}) {
  const t = useTranslations('reader.pictureJudge');
  if (!judged) return null;
  const name = childName?.trim() || t('yourChild');
  const isShort = judged.mark === 'short';
  return (
    <div
      data-testid="picture-judge"
      className={cn(
        'grid w-fit gap-0.5 rounded-2xl px-2.5 py-1 text-xs leading-snug shadow-md sm:px-3 sm:py-1.5',
        placement === 'picture'
          ? 'absolute bottom-3 left-3 z-10 max-w-[calc(100%-1.5rem)]'
          : 'mt-3 max-w-full',
        isShort
          ? 'border border-amber-200 bg-amber-50/95 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/95 dark:text-amber-50'
          : 'bg-card/95 text-card-foreground',
      )}
    >
      {judged.likeness === null ? (
        <p className={cn('font-semibold', !isShort && 'text-muted-foreground')}>
          {t('notMeasured')}
        </p>
      ) : (
        <p className="font-bold">{t('likeness', { name, score: judged.likeness })}</p>
      )}
      {judged.mark === 'redrawn' ? <p className="font-semibold">{t('redrawn', { name })}</p> : null}
      {isShort ? (
        <p className="flex items-start gap-1.5 font-bold">
          <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {t('short', { name })}
        </p>
      ) : null}
    </div>
  );
}

/** The cover: its picture, with the title laid over it. */
export function CoverPage({
  story,
  sentences,
  mark,
  pageWidth,
  childName,
}: {
  story: ReaderBook;
  sentences: readonly TextRange[];
  mark: ReadingMark | null;
  pageWidth: number;
  /** The child's name, for the picture judge's badge. */
  childName?: string | undefined;
}) {
  const t = useTranslations('reader.pages');
  return (
    <div className="relative size-full overflow-hidden rounded-r-md bg-brand-100 dark:bg-brand-950">
      <StoryImage
        src={story.cover_url}
        alt={t('coverAlt', { title: story.title })}
        className="absolute inset-0 size-full dark:brightness-90"
      />
      {story.cover_redraw?.status === 'drawing' ? <DrawingAgainBadge /> : null}
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/45 to-transparent px-[8%] pt-[30%] pb-[10%]">
        <PageText
          text={story.title}
          lang={story.language}
          sentences={sentences}
          activeSentence={mark?.sentence ?? null}
          activeWord={mark?.word ?? null}
          className="font-story font-bold text-balance text-white drop-shadow-[0_2px_6px_rgba(0,0,0,0.6)] [&_[data-reading=sentence]]:bg-black/30"
          style={{ fontSize: Math.round(Math.min(pageWidth * 0.09, 44)), lineHeight: 1.2 }}
        />
        <PictureJudgeBadge judged={story.cover_judged} childName={childName} placement="flow" />
      </div>
    </div>
  );
}

/** A story page's picture, on the left of the open book. */
export function PicturePage({
  src,
  number,
  drawing = false,
  judged,
  childName,
}: {
  src: string | null;
  number: number;
  /** A new picture of this page is being drawn. */
  drawing?: boolean;
  /** The picture judge's look at this picture (the owner's, a real provider's picture). */
  judged?: PictureJudgement | null | undefined;
  /** The child's name, for the picture judge's badge. */
  childName?: string | undefined;
}) {
  const t = useTranslations('reader.pages');
  return (
    <div className="relative size-full overflow-hidden rounded-l-md bg-brand-50 dark:bg-brand-950">
      <StoryImage
        src={src}
        alt={t('illustrationAlt', { page: number })}
        className="absolute inset-0 size-full dark:brightness-90"
      />
      {drawing ? <DrawingAgainBadge /> : null}
      <PictureJudgeBadge judged={judged} childName={childName} />
    </div>
  );
}

/** A story page's text, on warm paper, as large as the page allows. */
export function TextPage({
  text,
  lang,
  number,
  sentences,
  mark,
  pageWidth,
  pageHeight,
}: {
  text: string;
  lang?: string | undefined;
  number: number;
  sentences: readonly TextRange[];
  mark: ReadingMark | null;
  pageWidth: number;
  pageHeight: number;
}) {
  const fontSize = fittedFontSize({
    characters: text.length,
    width: pageWidth,
    height: pageHeight,
  });
  return (
    <div className="story-paper flex size-full flex-col overflow-hidden rounded-r-md border-l border-story-muted/20 shadow-[inset_0_0_0_1px_var(--color-border)]">
      <div className="flex flex-1 items-center overflow-y-auto px-[10%] py-[10%]">
        <PageText
          text={text}
          lang={lang}
          sentences={sentences}
          activeSentence={mark?.sentence ?? null}
          activeWord={mark?.word ?? null}
          className="font-story text-pretty"
          style={{ fontSize, lineHeight: 1.6 }}
        />
      </div>
      <p className="pb-4 text-center font-story text-sm text-story-muted" aria-hidden="true">
        {number}
      </p>
    </div>
  );
}
