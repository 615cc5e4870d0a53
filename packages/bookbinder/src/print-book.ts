import {
  printBookTextsFor,
  storyBookTextsFor,
  type PrintBookTexts,
} from '@littlestar/shared/stories';
import {
  COLORS,
  Drawing,
  fitText,
  newBookDocument,
  PAGE,
  preparePicture,
  type BookContent,
  type Prepared,
} from './book-pdf.js';

/*
 * The print files of a story: an interior that a print service trims to 8.5 × 8.5 in, and a
 * one-piece hardcover wrap. The screen book's pages are drawn again with 0.125 in of bleed on
 * every edge, front matter, and designed pages that bring the count to what a hardcover binds;
 * raster pictures are enlarged to 300 ppi at the size they are printed (vector ones stay
 * vector). Figures follow the print services' specifications (Lulu's in the first place).
 */

const INCH = 72;
/** What the printer trims off every edge of a page. */
export const PRINT_BLEED = 0.125 * INCH;
/** Text and faces stay this far inside the trim. */
export const PRINT_SAFE_MARGIN = 0.5 * INCH;
/** A casewrap cover is printed this much larger on every edge, to fold round the boards. */
export const COVER_WRAP = 0.75 * INCH;
/** The fewest pages a hardcover binds; the count is also a multiple of 4 (saddle stitch). */
export const MIN_PRINT_PAGES = 24;
export const PRINT_PPI = 300;
/** No text on a spine this thin: it would not stay on it (fewer than 80 pages). */
const MIN_SPINE_TEXT_PAGES = 80;

export interface PrintFiles {
  interior: Buffer;
  cover: Buffer;
  pageCount: number;
  /** The cover sheet's size, in points. */
  coverSize: { width: number; height: number; spine: number };
}

/** Spine width (points) of a book of `pageCount` pages: the print service's formula. */
export const spineWidth = (pageCount: number) => (pageCount / 444 + 0.06) * INCH;

/** The one-piece cover's size: wrap, back, spine, front, wrap across; wrap, front, wrap down. */
export function coverSheetSize(pageCount: number) {
  const spine = spineWidth(pageCount);
  return { width: 2 * COVER_WRAP + 2 * PAGE + spine, height: PAGE + 2 * COVER_WRAP, spine };
}

/** Pixels a picture needs on its short side to be 300 ppi over `points`. */
const pixelsFor = (points: number) => Math.ceil((points / INCH) * PRINT_PPI);

export async function renderPrintFiles(
  book: BookContent,
  // Tests turn the enlargement off to make a file the preflight must refuse.
  options: { enlarge?: boolean } = {},
): Promise<PrintFiles> {
  const enlarge = options.enlarge ?? true;
  const fullPage = PAGE + 2 * PRINT_BLEED;
  const coverPanel = PAGE + 2 * COVER_WRAP;
  // The cover picture is prepared once, at the wrap's size: the title page shows it smaller.
  const [pagePictures, coverPicture] = await Promise.all([
    Promise.all(
      book.pages.map((page) =>
        preparePicture(page.picture, enlarge ? { minPixels: pixelsFor(fullPage) } : {}),
      ),
    ),
    preparePicture(book.cover, enlarge ? { minPixels: pixelsFor(coverPanel) } : {}),
  ]);
  const interior = await renderInterior(book, coverPicture, pagePictures);
  const sheet = coverSheetSize(interior.pageCount);
  const cover = await renderCoverWrap(book, coverPicture, interior.pageCount);
  return { interior: interior.pdf, cover, pageCount: interior.pageCount, coverSize: sheet };
}

async function renderInterior(book: BookContent, titlePicture: Prepared, pictures: Prepared[]) {
  const size = PAGE + 2 * PRINT_BLEED;
  const { doc, finished } = newBookDocument(book, [size, size]);
  const draw = new Drawing(doc, PRINT_BLEED);
  let pageCount = 0;
  doc.on('pageAdded', () => (pageCount += 1));
  // Page 1 (a right-hand page) is the title page, so every picture falls on a left-hand page
  // facing its text, as on screen.
  const texts = printBookTextsFor(book.language);
  draw.cover(book, titlePicture);
  centredPage(draw, texts.madeFor(book.childName), 'body', COLORS.paper);
  bookplate(draw, book.childName, texts);
  book.pages.forEach((page, index) => {
    draw.picturePage(pictures[index] ?? null);
    draw.textPages(page.text, index + 1);
  });
  draw.closing(book);
  // Designed pages, never blank ones, up to what a hardcover binds.
  const target = Math.max(MIN_PRINT_PAGES, Math.ceil(pageCount / 4) * 4);
  for (let extra = 0; pageCount < target; extra += 1) {
    if (extra % 2 === 0) drawingPage(draw, texts);
    else notesPage(draw, texts);
  }
  return { pdf: await finished(), pageCount };
}

/** One line of type, centred on its own page. */
function centredPage(draw: Drawing, text: string, weight: 'body' | 'title', color: string) {
  draw.page(color);
  const width = PAGE - 2 * (PRINT_SAFE_MARGIN + 60);
  const block = fitText({
    text,
    weight,
    width,
    height: 200,
    maxSize: 26,
    minSize: 16,
    lineHeight: 1.4,
  });
  const top = (PAGE - block.lines.length * block.lineHeight) / 2;
  draw.lines(block, { top, left: (PAGE - width) / 2, width }, 'center', {
    weight,
    color: COLORS.ink,
  });
  draw.star(PAGE / 2, top - 40, 12);
}

/** "This book belongs to", the child's name on the line. */
function bookplate(draw: Drawing, childName: string, texts: PrintBookTexts) {
  const { doc } = draw;
  draw.page(COLORS.coverPaper);
  const width = PAGE - 2 * (PRINT_SAFE_MARGIN + 40);
  const left = (PAGE - width) / 2;
  doc
    .roundedRect(left - 20, PAGE / 2 - 130, width + 40, 260, 28)
    .lineWidth(3)
    .stroke(COLORS.star);
  const heading = fitText({
    text: texts.belongsTo,
    weight: 'title',
    width,
    height: 60,
    maxSize: 30,
    minSize: 18,
    lineHeight: 1.2,
    maxLines: 1,
  });
  draw.lines(heading, { top: PAGE / 2 - 90, left, width }, 'center', {
    weight: 'title',
    color: COLORS.title,
  });
  const name = fitText({
    text: childName,
    weight: 'title',
    width: width - 40,
    height: 70,
    maxSize: 40,
    minSize: 18,
    lineHeight: 1.2,
    maxLines: 1,
  });
  draw.lines(name, { top: PAGE / 2 + 5, left, width }, 'center', {
    weight: 'title',
    color: COLORS.ink,
  });
  doc
    .moveTo(left + 30, PAGE / 2 + 70)
    .lineTo(left + width - 30, PAGE / 2 + 70)
    .lineWidth(1.5)
    .stroke(COLORS.muted);
}

/** A designed page's heading, centred at the top of its safe area; where its text ends. */
function pageHeading(draw: Drawing, text: string, inset: number): number {
  const heading = fitText({
    text,
    weight: 'title',
    width: PAGE - 2 * inset,
    height: 80,
    maxSize: 24,
    minSize: 16,
    lineHeight: 1.2,
    maxLines: 2,
  });
  draw.lines(heading, { top: inset, left: inset, width: PAGE - 2 * inset }, 'center', {
    weight: 'title',
    color: COLORS.title,
  });
  return inset + heading.lines.length * heading.lineHeight;
}

/** A frame to draw in, with its invitation above. */
function drawingPage(draw: Drawing, texts: PrintBookTexts) {
  draw.page(COLORS.paper);
  const inset = PRINT_SAFE_MARGIN + 20;
  const top = pageHeading(draw, texts.drawPage, inset) + 24;
  draw.doc
    .roundedRect(inset, top, PAGE - 2 * inset, PAGE - inset - top, 24)
    .lineWidth(3)
    .dash(10, { space: 8 })
    .stroke(COLORS.star)
    .undash();
}

/** Lines to write on, under a question about the next adventure. */
function notesPage(draw: Drawing, texts: PrintBookTexts) {
  draw.page(COLORS.coverPaper);
  const inset = PRINT_SAFE_MARGIN + 30;
  pageHeading(draw, texts.notesPage, inset);
  for (let y = inset + 120; y < PAGE - inset; y += 48) {
    draw.doc
      .moveTo(inset, y)
      .lineTo(PAGE - inset, y)
      .lineWidth(1)
      .stroke(COLORS.muted);
  }
  for (const dx of [-30, 0, 30]) draw.star(PAGE / 2 + dx, inset + 90, dx === 0 ? 10 : 7);
}

/** The back cover: a short line with the child's name, stars, and our name, centred. */
function drawCoverBack(
  draw: Drawing,
  book: BookContent,
  area: { trimTop: number; safe: number; width: number },
) {
  const { trimTop, safe, width } = area;
  const backLeft = COVER_WRAP + safe;
  const line = fitText({
    text: printBookTextsFor(book.language).backLine(book.childName),
    weight: 'body',
    width,
    height: 120,
    maxSize: 24,
    minSize: 14,
    lineHeight: 1.4,
    maxLines: 3,
  });
  const lineTop = trimTop + PAGE / 2 - line.lines.length * line.lineHeight;
  draw.lines(line, { top: lineTop, left: backLeft, width }, 'center', {
    weight: 'body',
    color: COLORS.ink,
  });
  for (const dx of [-36, 0, 36]) {
    draw.star(COVER_WRAP + PAGE / 2 + dx, trimTop + PAGE / 2 + 30, dx === 0 ? 12 : 8);
  }
  const brand = fitText({
    text: printBookTextsFor(book.language).backBrand,
    weight: 'body',
    width,
    height: 30,
    maxSize: 14,
    minSize: 14,
    lineHeight: 1.2,
  });
  draw.lines(brand, { top: trimTop + PAGE - safe - 20, left: backLeft, width }, 'center', {
    weight: 'body',
    color: COLORS.muted,
  });
}

/** Back, spine and front on one sheet; art runs into the wrap that folds round the boards. */
async function renderCoverWrap(book: BookContent, picture: Prepared, pageCount: number) {
  const sheet = coverSheetSize(pageCount);
  const { doc, finished } = newBookDocument(book, [sheet.width, sheet.height]);
  const draw = new Drawing(doc);
  doc.addPage();
  const frontLeft = COVER_WRAP + PAGE + sheet.spine;
  const trimTop = COVER_WRAP;
  // Back and spine: the book's paper colours; the front: the cover picture to the sheet's edge.
  doc.rect(0, 0, frontLeft, sheet.height).fill(COLORS.coverPaper);
  doc.rect(COVER_WRAP + PAGE, 0, sheet.spine, sheet.height).fill(COLORS.title);
  draw.picture(picture, frontLeft, 0, sheet.width - frontLeft, sheet.height);

  // Front: the title on a band at the top and the child's name at the bottom, inside the
  // hardcover's safe area (0.75 in from the trim).
  const safe = 0.75 * INCH;
  const width = PAGE - 2 * safe;
  const title = fitText({
    text: book.title,
    weight: 'title',
    width: width - 40,
    height: 130,
    maxSize: 44,
    minSize: 22,
    lineHeight: 1.08,
    maxLines: 3,
  });
  const titleHeight = title.lines.length * title.lineHeight;
  doc
    .roundedRect(frontLeft + safe, trimTop + safe, width, titleHeight + 36, 24)
    .fillOpacity(0.9)
    .fill(COLORS.coverPaper)
    .fillOpacity(1);
  draw.lines(
    title,
    { top: trimTop + safe + 18, left: frontLeft + safe + 20, width: width - 40 },
    'center',
    {
      weight: 'title',
      color: COLORS.title,
    },
  );
  const starring = fitText({
    text: storyBookTextsFor(book.language).starring(book.childName),
    weight: 'title',
    width: width - 40,
    height: 40,
    maxSize: 26,
    minSize: 14,
    lineHeight: 1.1,
    maxLines: 1,
  });
  const starringTop = trimTop + PAGE - safe - starring.lineHeight - 24;
  doc
    .roundedRect(frontLeft + safe, starringTop - 12, width, starring.lineHeight + 24, 20)
    .fillOpacity(0.9)
    .fill(COLORS.coverPaper)
    .fillOpacity(1);
  draw.lines(
    starring,
    { top: starringTop, left: frontLeft + safe + 20, width: width - 40 },
    'center',
    {
      weight: 'title',
      color: COLORS.ink,
    },
  );

  drawCoverBack(draw, book, { trimTop, safe, width });
  if (pageCount >= MIN_SPINE_TEXT_PAGES) {
    // Not reached by today's books (24–32 pages); kept so a longer book gets its spine title.
    doc.save();
    doc.rotate(90, { origin: [COVER_WRAP + PAGE + sheet.spine / 2, sheet.height / 2] });
    const spineTitle = fitText({
      text: book.title,
      weight: 'title',
      width: PAGE - 2 * safe,
      height: sheet.spine * 0.7,
      maxSize: 18,
      minSize: 8,
      lineHeight: 1,
      maxLines: 1,
    });
    draw.lines(
      spineTitle,
      {
        top: sheet.height / 2 - spineTitle.lineHeight / 2,
        left: COVER_WRAP + PAGE + sheet.spine / 2 - (PAGE - 2 * safe) / 2,
        width: PAGE - 2 * safe,
      },
      'center',
      { weight: 'title', color: COLORS.frame },
    );
    doc.restore();
  }
  return finished();
}
