import { useTranslations } from 'use-intl';
import { StoryImage } from '@/components/story-image';
import { DrawingAgainBadge, markFor, PictureJudgeBadge, type ReadingMark } from './book-pages';
import { PageText } from './page-text';
import type { TextRange } from './read-aloud-controller';
import type { ReaderBook } from './reader-book';

/** The element id of a read-aloud unit in the scroll view: 0 the title, n story page n. */
export const scrollUnitId = (unit: number) => `story-unit-${unit}`;

/** The unit at the top of the window: where reading starts in the scroll view. */
export function unitInView(unitCount: number): number {
  for (let unit = 0; unit < unitCount; unit += 1) {
    const element = document.getElementById(scrollUnitId(unit));
    // Below the sticky header (5rem) counts as on screen.
    if (element && element.getBoundingClientRect().bottom > 96) return unit;
  }
  return 0;
}

/** product.md#reader: each page's picture beside its text (above it on phones). */
export function ScrollView({
  story,
  sentencesOf,
  mark,
  childName,
}: {
  story: ReaderBook;
  sentencesOf: (unit: number) => readonly TextRange[];
  mark: ReadingMark | null;
  /** The child's name, for the picture judge's badges. */
  childName?: string | undefined;
}) {
  const t = useTranslations('reader.pages');
  const titleMark = markFor(mark, 0);
  return (
    <div className="grid gap-6" data-testid="scroll-view">
      <h2
        id={scrollUnitId(0)}
        className="scroll-mt-24 text-center font-story text-3xl font-bold text-balance sm:text-4xl"
      >
        <PageText
          text={story.title}
          lang={story.language}
          sentences={sentencesOf(0)}
          activeSentence={titleMark?.sentence ?? null}
          activeWord={titleMark?.word ?? null}
          as="span"
        />
      </h2>
      <ol className="grid gap-6" aria-label={t('list')}>
        {story.pages.map((page, index) => {
          const unit = index + 1;
          const pageMark = markFor(mark, unit);
          return (
            <li
              key={page.id}
              id={scrollUnitId(unit)}
              className="story-paper grid scroll-mt-24 items-center overflow-hidden rounded-3xl border shadow-sm md:grid-cols-2 md:gap-2 md:p-4"
            >
              <div className="relative">
                <StoryImage
                  src={page.image_url}
                  alt={t('illustrationAlt', { page: unit })}
                  className="h-[300px] w-full md:rounded-2xl dark:brightness-90"
                />
                {page.redraw?.status === 'drawing' ? <DrawingAgainBadge /> : null}
                <PictureJudgeBadge judged={page.judged} childName={childName} />
              </div>
              <div className="flex flex-col justify-center gap-3 p-6 sm:p-8 md:py-4">
                <PageText
                  text={page.text}
                  lang={story.language}
                  sentences={sentencesOf(unit)}
                  activeSentence={pageMark?.sentence ?? null}
                  activeWord={pageMark?.word ?? null}
                  className="font-story text-2xl leading-relaxed text-pretty sm:text-[1.7rem]"
                />
                <p className="text-right font-story text-sm text-story-muted" aria-hidden="true">
                  {unit}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
