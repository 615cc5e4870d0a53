import '@fontsource/andika/400.css';
import '@fontsource/andika/700.css';
// Devanagari for books in Hindi: the PDF's face (Baloo 2). Its faces carry unicode-ranges, so
// a browser fetches one only for a page with those letters; Andika draws the Latin ones.
import '@fontsource/baloo-2/400.css';
import '@fontsource/baloo-2/700.css';
import { ArrowLeft, BookOpen, Download, LoaderCircle, PencilLine, ScrollText } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import type { ReadingMark } from './book-pages';
import { ReaderBarButton } from './reader-bar-button';
import { BookPosition, FlipView } from './flip-view';
import type { FlipbookHandle } from './flipbook';
import { bookPageCount, bookPageOfUnit, unitOfBookPage } from './flipbook-layout';
import { ReadAloudControls, ReadAloudUnavailable } from './read-aloud-controls';
import type { ReaderBook } from './reader-book';
import { splitSentences } from './read-aloud-controller';
import { ScrollView, scrollUnitId, unitInView } from './scroll-view';
import { useReadAloud } from './use-read-aloud';
import { useViewMode } from './use-view-mode';

export interface StoryReaderProps {
  /** A complete story, or a book opened through a share link. */
  story: ReaderBook;
  /** Where 'Back to Stories' goes; without it (a shared book's reader) there is no such link. */
  backTo?: string;
  /** Downloads the PDF; without it there is no download button. */
  onDownload?: () => void;
  /** The download button's name: 'Download Story' unless told. */
  downloadLabel?: string;
  isDownloading?: boolean;
  /** One more action in the top bar, before the download (the parent's "Order a printed book"). */
  action?: ReactNode;
  /**
   * The owner's "Edit this page", told the unit in view: 0 the cover, n page n.
   * Without it (the demo) there is no such button.
   */
  onEditPage?: (unit: number) => void;
  /**
   * The child's name, for the picture judge's badges on the owner's pictures ("Looks like
   * Maya: 91 %"); "your child" without it.
   */
  childName?: string | undefined;
}

/** Switches between the flipbook and the scroll view, named for the view it leads to. */
function ViewToggleButton({
  viewMode,
  onToggle,
}: {
  viewMode: ReturnType<typeof useViewMode>['viewMode'];
  onToggle: () => void;
}) {
  const t = useTranslations('reader.reader');
  const toggleLabel = viewMode === 'flip' ? t('toScroll') : t('toFlipbook');
  return (
    <ReaderBarButton
      icon={
        viewMode === 'flip' ? <ScrollText aria-hidden="true" /> : <BookOpen aria-hidden="true" />
      }
      label={toggleLabel}
      onClick={onToggle}
    />
  );
}

/** The owner's "Edit this page", for the page in view. */
function EditPageButton({ onClick }: { onClick: () => void }) {
  const t = useTranslations('reader.reader');
  return (
    <ReaderBarButton
      icon={<PencilLine aria-hidden="true" />}
      label={t('editPage')}
      onClick={onClick}
    />
  );
}

/** 'Download Story' (unless told another name), a spinner in its place while the PDF is fetched. */
function DownloadButton({
  label,
  isDownloading,
  onDownload,
}: {
  label: string | undefined;
  isDownloading: boolean;
  onDownload: () => void;
}) {
  const t = useTranslations('reader.reader');
  label ??= t('download');
  return (
    <Button
      variant="primary"
      size="icon"
      aria-label={label}
      title={label}
      aria-busy={isDownloading}
      disabled={isDownloading}
      onClick={onDownload}
    >
      {isDownloading ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <Download aria-hidden="true" />
      )}
    </Button>
  );
}

/** 'With Leo, Biscuit': the story's companions, under its (hidden) title; nothing without. */
function CastLine({ cast }: { cast: readonly { name: string }[] }) {
  const t = useTranslations('reader.reader');
  if (cast.length === 0) return null;
  const names = cast.map((member) => member.name).join(', ');
  return (
    <p className="text-center text-sm font-semibold text-muted-foreground">
      {t('castLine', { names })}
    </p>
  );
}

/** A complete story without a page (none should be; the reader says so rather than show nothing). */
function NoPages() {
  const t = useTranslations('reader.reader');
  return (
    <p className="rounded-3xl border-2 border-dashed px-6 py-16 text-center font-semibold text-muted-foreground">
      {t('noPages')}
    </p>
  );
}

/**
 * The top bar. A phone: Back to Stories, then the buttons in a row of their own, then the page
 * position. A tablet: the back link and the buttons side by side. From lg: the position between
 * them. The buttons sit in a container of their own (reader-bar.ts): icons until it is wide enough
 * for every word, so the bar never wraps a lone button onto a second row.
 */
function ReaderTopBar({
  backTo,
  position,
  children,
}: {
  backTo: string | undefined;
  position: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('reader.reader');
  return (
    <div className="grid grid-cols-1 items-center gap-x-3 gap-y-2 sm:grid-cols-[auto_1fr] lg:grid-cols-[1fr_auto_1fr]">
      {backTo ? (
        <Link
          to={backTo}
          className="col-start-1 row-start-1 inline-flex min-h-6 items-center gap-1.5 justify-self-start rounded-full text-sm font-bold text-brand-700 hover:underline dark:text-brand-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('backToStories')}
        </Link>
      ) : (
        <span className="max-sm:hidden" />
      )}
      {position ? (
        <div
          className={`col-span-full sm:row-start-2 lg:col-span-1 lg:col-start-2 lg:row-start-1 lg:w-64 ${backTo ? 'row-start-3' : 'row-start-2'}`}
        >
          {position}
        </div>
      ) : null}
      <div
        className={`@container/reader-actions sm:col-start-2 sm:row-start-1 lg:col-start-3 ${backTo ? 'row-start-2' : 'row-start-1'}`}
      >
        <div className="flex flex-wrap items-center justify-end gap-2">{children}</div>
      </div>
    </div>
  );
}

/**
 * The story reader (product.md#story-preview, status complete): a top bar with 'Back to Stories',
 * the view toggle, read aloud and 'Download Story'; then the scroll view or the flipbook,
 * chosen by width until the parent toggles. Used by the parent's and the demo's preview, and
 * by a book opened through a share link (no back link, no owner's tools).
 */
export function StoryReader({
  story,
  backTo,
  onDownload,
  downloadLabel,
  isDownloading = false,
  action,
  onEditPage,
  childName,
}: StoryReaderProps) {
  const { viewMode, toggleViewMode, isWide } = useViewMode();
  const [bookPage, setBookPage] = useState(0);
  const flipbookRef = useRef<FlipbookHandle | null>(null);
  const texts = useMemo(
    () => [story.title, ...story.pages.map((page) => page.text)],
    [story.title, story.pages],
  );
  const viewModeRef = useRef(viewMode);
  useEffect(() => {
    viewModeRef.current = viewMode;
  }, [viewMode]);

  const showUnit = useCallback((unit: number) => {
    if (viewModeRef.current === 'flip') {
      flipbookRef.current?.flipTo(bookPageOfUnit(unit));
    } else {
      document
        .getElementById(scrollUnitId(unit))
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, []);
  const lang = story.language ?? 'en';
  const readAloud = useReadAloud({ texts, lang, onTurnPage: showUnit });
  const { controller } = readAloud;
  const fallbackSentences = useMemo(
    () => texts.map((text) => splitSentences(text, lang)),
    [texts, lang],
  );
  const sentencesOf = useCallback(
    (unit: number) => controller?.sentencesOf(unit) ?? fallbackSentences[unit] ?? [],
    [controller, fallbackSentences],
  );
  const state = readAloud.state;
  const mark: ReadingMark | null =
    state && state.status !== 'idle'
      ? { unit: state.unit, sentence: state.sentence, word: state.word }
      : null;

  const onFlip = useCallback(
    (page: number) => {
      setBookPage(page);
      controller?.showUnit(unitOfBookPage(page));
    },
    [controller],
  );
  const startUnit = () =>
    viewMode === 'flip' ? unitOfBookPage(bookPage) : unitInView(texts.length);

  return (
    <div className="mx-auto grid w-full max-w-[1500px] gap-3 px-4 py-3 sm:px-6">
      <h1 className="sr-only" lang={lang}>
        {story.title}
      </h1>
      <CastLine cast={story.cast ?? []} />
      <ReaderTopBar
        backTo={backTo}
        position={
          viewMode === 'flip' && story.pages.length > 0 ? (
            <BookPosition current={bookPage} count={bookPageCount(story.pages.length)} />
          ) : null
        }
      >
        {readAloud.isAvailable && controller && state ? (
          <ReadAloudControls
            controller={controller}
            state={state}
            startUnit={startUnit}
            lang={lang}
          />
        ) : readAloud.hasNoVoiceForBook ? (
          <ReadAloudUnavailable lang={lang} />
        ) : null}
        {story.pages.length > 0 ? (
          <ViewToggleButton viewMode={viewMode} onToggle={toggleViewMode} />
        ) : null}
        {onEditPage && story.pages.length > 0 ? (
          <EditPageButton onClick={() => onEditPage(startUnit())} />
        ) : null}
        {action}
        {onDownload ? (
          <DownloadButton
            label={downloadLabel}
            isDownloading={isDownloading}
            onDownload={onDownload}
          />
        ) : null}
      </ReaderTopBar>

      {story.pages.length === 0 ? (
        <NoPages />
      ) : viewMode === 'flip' ? (
        <FlipView
          story={story}
          sentencesOf={sentencesOf}
          mark={mark}
          currentPage={bookPage}
          onFlip={onFlip}
          flipbookRef={flipbookRef}
          showThumbnails={isWide}
          childName={childName}
        />
      ) : (
        <div className="mx-auto w-full max-w-4xl">
          <ScrollView story={story} sentencesOf={sentencesOf} mark={mark} childName={childName} />
        </div>
      )}
    </div>
  );
}
