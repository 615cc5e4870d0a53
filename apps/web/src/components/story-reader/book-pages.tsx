import type { Story } from '@littlestar/shared/stories';
import { LoaderCircle } from 'lucide-react';
import { pageEditTexts } from '@littlestar/shared/page-edits';
import { StoryImage } from '@/components/story-image';
import { PageText } from './page-text';
import type { TextRange } from './read-aloud-controller';
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
 * Laid over a picture being drawn again (issue #30): the old one stays in the book until
 * the new one is in and chosen.
 */
export function DrawingAgainBadge() {
  return (
    <p
      role="status"
      className="absolute inset-x-3 top-3 z-10 flex items-center gap-2 rounded-full bg-card/95 px-3 py-1.5 text-xs font-bold text-card-foreground shadow-md"
    >
      <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-brand-500" />
      {pageEditTexts.drawing}
    </p>
  );
}

/** The cover: its picture, with the title laid over it. */
export function CoverPage({
  story,
  sentences,
  mark,
  pageWidth,
}: {
  story: Story;
  sentences: readonly TextRange[];
  mark: ReadingMark | null;
  pageWidth: number;
}) {
  return (
    <div className="relative size-full overflow-hidden rounded-r-md bg-brand-100 dark:bg-brand-950">
      <StoryImage
        src={story.cover_url}
        alt={`Cover of ${story.title}`}
        className="absolute inset-0 size-full dark:brightness-90"
      />
      {story.cover_redraw?.status === 'drawing' ? <DrawingAgainBadge /> : null}
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/45 to-transparent px-[8%] pt-[30%] pb-[10%]">
        <PageText
          text={story.title}
          sentences={sentences}
          activeSentence={mark?.sentence ?? null}
          activeWord={mark?.word ?? null}
          className="font-story font-bold text-balance text-white drop-shadow-[0_2px_6px_rgba(0,0,0,0.6)] [&_[data-reading=sentence]]:bg-black/30"
          style={{ fontSize: Math.round(Math.min(pageWidth * 0.09, 44)), lineHeight: 1.2 }}
        />
      </div>
    </div>
  );
}

/** A story page's picture, on the left of the open book. */
export function PicturePage({
  src,
  number,
  drawing = false,
}: {
  src: string | null;
  number: number;
  /** A new picture of this page is being drawn. */
  drawing?: boolean;
}) {
  return (
    <div className="relative size-full overflow-hidden rounded-l-md bg-brand-50 dark:bg-brand-950">
      <StoryImage
        src={src}
        alt={`Illustration for page ${number}`}
        className="absolute inset-0 size-full dark:brightness-90"
      />
      {drawing ? <DrawingAgainBadge /> : null}
    </div>
  );
}

/** A story page's text, on warm paper, as large as the page allows. */
export function TextPage({
  text,
  number,
  sentences,
  mark,
  pageWidth,
  pageHeight,
}: {
  text: string;
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
