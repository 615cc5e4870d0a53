import { PageFlip } from 'page-flip';
import { useEffect, useImperativeHandle, useMemo, useRef, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { FLIPBOOK } from './flipbook-layout';

export interface FlipbookHandle {
  next(): void;
  previous(): void;
  flipTo(page: number): void;
}

/**
 * The page-turning book, on page-flip (StPageFlip). Loaded on its own (React.lazy) so that
 * other routes, and phones that stay in the scroll view, never download it.
 *
 * page-flip moves the page elements it is given into a block of its own and removes that
 * block when destroyed, so React owns neither: each page is a plain element made here, and
 * React renders the page's content into it through a portal.
 */
export default function Flipbook({
  pages,
  pageWidth,
  pageHeight,
  isPortrait,
  startPage,
  onFlip,
  onReady,
  ref,
}: {
  pages: readonly ReactNode[];
  pageWidth: number;
  pageHeight: number;
  isPortrait: boolean;
  startPage: number;
  onFlip: (page: number) => void;
  /** The book can turn pages (it was built, or rebuilt at a new size). */
  onReady?: (isReady: boolean) => void;
  ref?: Ref<FlipbookHandle>;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const bookRef = useRef<PageFlip | null>(null);
  const onFlipRef = useRef(onFlip);
  const onReadyRef = useRef(onReady);
  const startPageRef = useRef(startPage);
  useEffect(() => {
    onFlipRef.current = onFlip;
    onReadyRef.current = onReady;
    startPageRef.current = startPage;
  });

  const pageCount = pages.length;
  const elements = useMemo(
    () =>
      Array.from({ length: pageCount }, (_, index) => {
        const element = document.createElement('div');
        element.className = 'story-book-page';
        element.dataset.bookPage = String(index);
        return element;
      }),
    [pageCount],
  );

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const block = document.createElement('div');
    host.append(block);
    const book = new PageFlip(block, {
      size: 'fixed',
      width: pageWidth,
      height: pageHeight,
      startPage: Math.min(startPageRef.current, pageCount - 1),
      showCover: true,
      usePortrait: isPortrait,
      autoSize: true,
      drawShadow: true,
      flippingTime: FLIPBOOK.flippingTimeMs,
      maxShadowOpacity: FLIPBOOK.maxShadowOpacity,
      swipeDistance: FLIPBOOK.swipeDistance,
      mobileScrollSupport: true,
      clickEventForward: true,
      useMouseEvents: true,
      // product.md#reader: folded corners invite a mouse, not a finger.
      showPageCorners: !isPortrait,
    });
    book.loadFromHTML(elements);
    book.on('flip', (event) => onFlipRef.current(event.data));
    bookRef.current = book;
    onReadyRef.current?.(true);
    return () => {
      bookRef.current = null;
      onReadyRef.current?.(false);
      book.destroy();
      // page-flip's drawing loop never ends and would go on styling the page elements that
      // the next book reuses: a destroyed book draws nothing.
      Object.assign(book.getRender() as object, { render: () => {} });
    };
  }, [elements, pageCount, pageWidth, pageHeight, isPortrait]);

  useImperativeHandle(
    ref,
    () => ({
      next: () => bookRef.current?.flipNext(),
      previous: () => bookRef.current?.flipPrev(),
      flipTo: (page) => {
        const book = bookRef.current;
        if (book && page !== book.getCurrentPageIndex()) book.flip(page);
      },
    }),
    [],
  );

  return (
    <>
      <div
        ref={hostRef}
        className="mx-auto"
        style={{ width: isPortrait ? pageWidth : pageWidth * 2, height: pageHeight }}
      />
      {elements.map((element, index) => createPortal(pages[index], element, String(index)))}
    </>
  );
}
