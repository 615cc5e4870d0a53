import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'use-intl';
import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { StoryImage } from '@/components/story-image';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { CoverPage, markFor, PicturePage, TextPage, type ReadingMark } from './book-pages';
import type { FlipbookHandle } from './flipbook';
import {
  bookPageLabel,
  bookPages,
  flipbookSize,
  isAtLastPage,
  type FlipbookSize,
} from './flipbook-layout';
import type { TextRange } from './read-aloud-controller';
import type { ReaderBook } from './reader-book';
import { isWideViewport } from './view-mode';

const Flipbook = lazy(() => import('./flipbook'));

const RESIZE_SETTLE_MS = 150;

function currentFlipbookSize(): FlipbookSize {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  return flipbookSize(viewport, isWideViewport(viewport.width));
}

/** The book's size for the window, once a resize has settled (a new size rebuilds the book). */
function useFlipbookSize(): FlipbookSize {
  const [size, setSize] = useState(currentFlipbookSize);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = currentFlipbookSize();
        setSize((previous) =>
          previous.pageWidth === next.pageWidth &&
          previous.pageHeight === next.pageHeight &&
          previous.isPortrait === next.isPortrait
            ? previous
            : next,
        );
      }, RESIZE_SETTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return size;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/** 'Page X of Y' and a progress bar: where the reader is in the book. */
export function BookPosition({
  current,
  count,
  className,
}: {
  current: number;
  count: number;
  className?: string;
}) {
  const t = useTranslations('reader.position');
  return (
    <div className={cn('grid gap-1.5', className)}>
      <p className="text-center text-sm font-bold" aria-live="polite" data-testid="page-position">
        {t('pageOf', { page: current + 1, count })}
      </p>
      <Progress value={((current + 1) / count) * 100} aria-label={t('progress')} />
    </div>
  );
}

/** The arrow keys turn the pages, unless the reader is typing or holds a modifier. */
function useArrowKeys(flipbookRef: RefObject<FlipbookHandle | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === 'ArrowRight') flipbookRef.current?.next();
      else if (event.key === 'ArrowLeft') flipbookRef.current?.previous();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [flipbookRef]);
}

/** The book's pages: the cover, then a picture page and a text page per story page. */
function bookPageNodes({
  story,
  layout,
  sentencesOf,
  mark,
  pageWidth,
  pageHeight,
  childName,
}: {
  story: ReaderBook;
  layout: ReturnType<typeof bookPages>;
  sentencesOf: (unit: number) => readonly TextRange[];
  mark: ReadingMark | null;
  pageWidth: number;
  pageHeight: number;
  childName?: string | undefined;
}): ReactNode[] {
  return layout.map((page) => {
    if (page.kind === 'cover') {
      return (
        <CoverPage
          story={story}
          sentences={sentencesOf(0)}
          mark={markFor(mark, 0)}
          pageWidth={pageWidth}
          childName={childName}
        />
      );
    }
    const storyPage = story.pages[page.storyPage - 1]!;
    if (page.kind === 'image') {
      return (
        <PicturePage
          src={storyPage.image_url}
          number={page.storyPage}
          drawing={storyPage.redraw?.status === 'drawing'}
          judged={storyPage.judged}
          childName={childName}
        />
      );
    }
    return (
      <TextPage
        text={storyPage.text}
        lang={story.language}
        number={page.storyPage}
        sentences={sentencesOf(page.storyPage)}
        mark={markFor(mark, page.storyPage)}
        pageWidth={pageWidth}
        pageHeight={pageHeight}
      />
    );
  });
}

/** On wide screens: a thumbnail per page, jumping to it. */
function ThumbnailStrip({
  story,
  layout,
  currentPage,
  isPortrait,
  isReady,
  flipbookRef,
}: {
  story: ReaderBook;
  layout: ReturnType<typeof bookPages>;
  currentPage: number;
  isPortrait: boolean;
  isReady: boolean;
  flipbookRef: RefObject<FlipbookHandle | null>;
}) {
  const t = useTranslations('reader.flipView');
  return (
    <nav aria-labelledby="navigate-pages" className="mx-auto grid w-full max-w-5xl gap-2">
      <h2 id="navigate-pages" className="text-center text-sm font-bold text-muted-foreground">
        {t('navigate')}
      </h2>
      <ol className="flex gap-2 overflow-x-auto px-1 py-2">
        {layout.map((page, index) => {
          const key = bookPageLabel(page);
          const label =
            page.kind === 'cover'
              ? t('cover')
              : t(page.kind === 'image' ? 'image' : 'textPage', { page: page.storyPage });
          const isCurrent =
            index === currentPage || (!isPortrait && currentPage > 0 && index === currentPage + 1);
          const src =
            page.kind === 'cover'
              ? story.cover_url
              : page.kind === 'image'
                ? (story.pages[page.storyPage - 1]?.image_url ?? null)
                : null;
          return (
            <li key={key} className="shrink-0">
              <button
                type="button"
                onClick={() => {
                  if (isReady) flipbookRef.current?.flipTo(index);
                }}
                // Like the arrows, the thumbnails wait for the book: a click before it
                // can turn pages would be lost. aria-disabled, not disabled, keeps them in
                // the tab order, so the scrolling strip stays reachable by keyboard.
                aria-disabled={!isReady || undefined}
                aria-label={label}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'grid w-20 cursor-pointer gap-1 rounded-xl p-1 text-xs font-bold transition-colors hover:bg-accent aria-disabled:cursor-wait aria-disabled:opacity-60',
                  isCurrent && 'bg-accent ring-2 ring-brand-400',
                )}
              >
                <span className="grid h-28 w-full place-items-center overflow-hidden rounded-lg border bg-card">
                  {page.kind === 'text' ? (
                    <span className="story-paper grid size-full place-items-center font-story text-sm">
                      {t('text')}
                    </span>
                  ) : (
                    <StoryImage src={src} alt="" className="size-full" />
                  )}
                </span>
                <span aria-hidden="true">{label}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * product.md#reader: the cover, then a picture page and a text page per story page; previous
 * and next (disabled at the ends), arrow keys and swipes turn pages; on wide screens a
 * thumbnail strip that jumps to a page. 'Page X of Y' sits in the reader's top bar.
 */
export function FlipView({
  story,
  sentencesOf,
  mark,
  currentPage,
  onFlip,
  flipbookRef,
  showThumbnails,
  childName,
}: {
  story: ReaderBook;
  sentencesOf: (unit: number) => readonly TextRange[];
  mark: ReadingMark | null;
  currentPage: number;
  onFlip: (page: number) => void;
  flipbookRef: RefObject<FlipbookHandle | null>;
  showThumbnails: boolean;
  /** The child's name, for the picture judge's badges. */
  childName?: string | undefined;
}) {
  const { pageWidth, pageHeight, isPortrait } = useFlipbookSize();
  const layout = useMemo(() => bookPages(story.pages.length), [story.pages.length]);
  const pageCount = layout.length;
  const [isReady, setIsReady] = useState(false);
  const isFirst = currentPage === 0;
  const isLast = isAtLastPage(currentPage, pageCount, isPortrait);

  useArrowKeys(flipbookRef);
  const t = useTranslations('reader.flipView');

  const pages = bookPageNodes({
    story,
    layout,
    sentencesOf,
    mark,
    pageWidth,
    pageHeight,
    childName,
  });

  const turnButton = 'size-12 shrink-0 [&_svg]:size-6';
  const previousButton = (
    <Button
      variant="outline"
      size="icon"
      className={turnButton}
      aria-label={t('previous')}
      disabled={!isReady || isFirst}
      onClick={() => flipbookRef.current?.previous()}
    >
      <ChevronLeft aria-hidden="true" />
    </Button>
  );
  const nextButton = (
    <Button
      variant="outline"
      size="icon"
      className={turnButton}
      aria-label={t('next')}
      disabled={!isReady || isLast}
      onClick={() => flipbookRef.current?.next()}
    >
      <ChevronRight aria-hidden="true" />
    </Button>
  );

  return (
    <div className="grid gap-3" data-testid="flip-view">
      <div className="flex items-center justify-center gap-3">
        {isPortrait ? null : previousButton}
        <section
          aria-label={t('book')}
          aria-roledescription="book"
          className="min-w-0"
          style={{ width: isPortrait ? pageWidth : pageWidth * 2 }}
        >
          <Suspense
            fallback={
              <div className="grid place-items-center" style={{ height: pageHeight }}>
                <Spinner className="[&_svg]:size-8" label={t('opening')} />
              </div>
            }
          >
            <Flipbook
              ref={flipbookRef}
              pages={pages}
              pageWidth={pageWidth}
              pageHeight={pageHeight}
              isPortrait={isPortrait}
              startPage={currentPage}
              onFlip={onFlip}
              onReady={setIsReady}
            />
          </Suspense>
        </section>
        {isPortrait ? null : nextButton}
      </div>

      {isPortrait ? (
        <div className="flex items-center justify-center gap-6">
          {previousButton}
          {nextButton}
        </div>
      ) : null}

      {showThumbnails && pageCount > 1 ? (
        <ThumbnailStrip
          story={story}
          layout={layout}
          currentPage={currentPage}
          isPortrait={isPortrait}
          isReady={isReady}
          flipbookRef={flipbookRef}
        />
      ) : null}
    </div>
  );
}
