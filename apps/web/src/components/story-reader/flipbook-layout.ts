/** product.md#reader: the flipbook's constants. */
export const FLIPBOOK = {
  flippingTimeMs: 600,
  maxShadowOpacity: 0.5,
  swipeDistance: 10,
  minBook: { width: 300, height: 400 },
  desktop: {
    maxSpreadWidth: 1400,
    maxHeight: 900,
    /** Width of the open book (two pages) over its height. */
    spreadAspect: 1.5,
    minPage: { width: 400, height: 500 },
  },
  mobile: {
    /** Height of a page over its width. */
    pageAspect: 1.6,
    maxPage: { width: 480, height: 780 },
    minPage: { width: 300, height: 400 },
  },
  /** Room kept for the bars above and below the book. */
  reservedHeight: 120 + 50,
  horizontalMargin: 50,
} as const;

export interface FlipbookSize {
  pageWidth: number;
  pageHeight: number;
  /** One page at a time (phones), else an open book of two pages. */
  isPortrait: boolean;
}

/** A minimum that gives way when the screen is smaller still (no sideways scrolling). */
const atLeast = (value: number, minimum: number, room: number) =>
  Math.min(Math.max(value, minimum), Math.max(room, FLIPBOOK.minBook.width / 2));

/**
 * The size of one page for a viewport. Desktop: an open book 1.5 times as wide as it is tall,
 * capped at 1400×900, each page half the width. Under the 768 px breakpoint: one portrait
 * page, 1.6 times as tall as it is wide, capped at 480×780.
 */
export function flipbookSize(viewport: { width: number; height: number }, isWide: boolean) {
  const roomWidth = viewport.width - FLIPBOOK.horizontalMargin;
  const roomHeight = Math.max(viewport.height - FLIPBOOK.reservedHeight, FLIPBOOK.minBook.height);

  if (isWide) {
    const { maxSpreadWidth, maxHeight, spreadAspect, minPage } = FLIPBOOK.desktop;
    const spreadWidth = Math.min(
      roomWidth,
      maxSpreadWidth,
      Math.min(roomHeight, maxHeight) * spreadAspect,
    );
    const pageWidth = atLeast(spreadWidth / 2, minPage.width, roomWidth / 2);
    const pageHeight = Math.max((pageWidth * 2) / spreadAspect, FLIPBOOK.minBook.height);
    return {
      pageWidth: Math.floor(pageWidth),
      pageHeight: Math.floor(pageHeight),
      isPortrait: false,
    };
  }

  const { pageAspect, maxPage, minPage } = FLIPBOOK.mobile;
  let pageWidth = Math.min(roomWidth, maxPage.width);
  let pageHeight = Math.min(pageWidth * pageAspect, maxPage.height);
  if (pageHeight > roomHeight) {
    pageHeight = Math.max(roomHeight, minPage.height);
    pageWidth = pageHeight / pageAspect;
  }
  pageWidth = atLeast(pageWidth, minPage.width, roomWidth);
  return {
    pageWidth: Math.floor(pageWidth),
    pageHeight: Math.floor(Math.max(pageHeight, FLIPBOOK.minBook.height)),
    isPortrait: true,
  } satisfies FlipbookSize;
}

/**
 * The book's pages: a cover, then a picture page and a text page for each story page.
 * `unit` is what read aloud speaks: 0 the title, n the text of story page n.
 */
export type BookPage =
  { kind: 'cover' } | { kind: 'image'; storyPage: number } | { kind: 'text'; storyPage: number };

export const bookPageCount = (storyPageCount: number) => 1 + 2 * storyPageCount;

export function bookPages(storyPageCount: number): BookPage[] {
  const pages: BookPage[] = [{ kind: 'cover' }];
  for (let storyPage = 1; storyPage <= storyPageCount; storyPage += 1) {
    pages.push({ kind: 'image', storyPage }, { kind: 'text', storyPage });
  }
  return pages;
}

/** 'Cover', 'Img 2', 'Txt 2': the thumbnail labels of product.md#reader. */
export function bookPageLabel(page: BookPage): string {
  if (page.kind === 'cover') return 'Cover';
  return `${page.kind === 'image' ? 'Img' : 'Txt'} ${page.storyPage}`;
}

/** The read-aloud unit shown on a book page: the cover reads the title. */
export const unitOfBookPage = (index: number) => Math.ceil(index / 2);

/** Where read aloud turns to for a unit: the cover, else the page with its text. */
export const bookPageOfUnit = (unit: number) => unit * 2;

/**
 * Whether the book shows its last page. An open book shows two pages at a time (the cover
 * alone), and page-flip reports the left one.
 */
export function isAtLastPage(current: number, count: number, isPortrait: boolean): boolean {
  if (isPortrait || current === 0) return current >= count - 1;
  return current + 1 >= count - 1;
}
