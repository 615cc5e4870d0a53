import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import SVGtoPDF from 'svg-to-pdfkit';
import type { StoryLanguage } from '@littlestar/shared/languages';
import { storyBookTextsFor } from '@littlestar/shared/stories';
import { withActualText } from './actual-text.js';
import {
  primaryFace,
  spaceFace,
  splitRuns,
  unitWidth,
  type BookFace,
  type BookWeight,
  type TextRun,
} from './book-fonts.js';

/*
 * The printable book: 8.5 × 8.5 in square pages. A cover (title, picture, the child's name),
 * then each story page as a spread, the picture full-bleed on the left and the text on the
 * right in large type (read aloud, the child looks at the picture while the grown-up reads),
 * and a closing page. SVG pictures stay vector; raster ones are embedded at their own
 * resolution, only reduced past 300 ppi. This is the screen book: upscaling every picture to
 * 300 ppi for print cost about 3 CPU-seconds a book in bind (most of a worker's time under
 * load, measured by the soak) and adds no detail a screen shows; print files are their own.
 */

export interface BookPicture {
  data: Buffer;
  contentType: string;
}

export interface BookContent {
  title: string;
  childName: string;
  /** The language of the text and of the book's own words (absent: English). */
  language?: StoryLanguage;
  cover: BookPicture | null;
  pages: Array<{ text: string; picture: BookPicture | null }>;
}
type BookInfo = Pick<BookContent, 'title' | 'childName' | 'language'>;

/** The trim size of a page, in points: 8.5 in square. */
export const PAGE = 8.5 * 72;
/** Raster pictures at most this many pixels on their short side (300 ppi): more is waste. */
const MAX_RASTER_PIXELS = Math.ceil((PAGE / 72) * 300);

export const COLORS = {
  paper: '#fff8ec',
  coverPaper: '#fde9cf',
  ink: '#3b2b33',
  title: '#3a2d6b',
  muted: '#9c8170',
  star: '#f2a93b',
  frame: '#ffffff',
};

/** Story text: as large as fits, never below a size a grown-up reads aloud easily, never cut. */
const STORY_TEXT = { maxSize: 30, minSize: 15, lastResortSize: 9, lineHeight: 1.42 };
const STORY_MARGIN = 62;
const STORY_FOOTER = 54;

export type Prepared =
  | { kind: 'svg'; svg: string }
  | { kind: 'raster'; data: Buffer; width: number; height: number }
  | null;

/** Renders the book; the same content gives the same pages (only the dates in the file vary). */
export async function renderBookPdf(book: BookContent): Promise<Buffer> {
  const [cover, ...pictures] = await Promise.all([
    preparePicture(book.cover),
    ...book.pages.map((page) => preparePicture(page.picture)),
  ]);
  const { doc, finished } = newBookDocument(book, [PAGE, PAGE]);
  const draw = new Drawing(doc);

  draw.cover(book, cover ?? null);
  book.pages.forEach((page, index) => {
    draw.picturePage(pictures[index] ?? null);
    draw.textPages(page.text, index + 1);
  });
  draw.closing(book);
  return finished();
}

/** A PDF document of the book's pages at `size` (points) in its /Lang, and how to end it. */
export function newBookDocument(book: BookInfo, size: number[]) {
  const doc = new PDFDocument({
    lang: book.language ?? 'en',
    size,
    margin: 0,
    autoFirstPage: false,
    pdfVersion: '1.7',
    displayTitle: true,
    info: {
      Title: book.title,
      Author: 'Littlestar',
      Subject: storyBookTextsFor(book.language).subject(book.childName),
      Creator: 'Littlestar',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const finished = async () => {
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  };
  return { doc, finished };
}

/**
 * SVG as text; raster as JPEG (or the JPEG it was), never enlarged past what it is unless
 * `minPixels` asks for it (print: 300 ppi at the printed size), and at most `maxPixels` on
 * its short side.
 */
export async function preparePicture(
  picture: BookPicture | null,
  options: { minPixels?: number; maxPixels?: number } = {},
): Promise<Prepared> {
  if (!picture) return null;
  if (picture.contentType === 'image/svg+xml') {
    return { kind: 'svg', svg: picture.data.toString('utf8') };
  }
  const minPixels = options.minPixels ?? 0;
  const maxPixels = Math.max(options.maxPixels ?? MAX_RASTER_PIXELS, minPixels);
  const image = sharp(picture.data, { failOn: 'none' }).rotate();
  const meta = await image.metadata();
  const oriented = (meta.orientation ?? 1) === 1;
  const [width, height] = oriented ? [meta.width, meta.height] : [meta.height, meta.width];
  const shortSide = Math.min(width, height);
  if (meta.format === 'jpeg' && oriented && shortSide >= minPixels && shortSide <= maxPixels) {
    return { kind: 'raster', data: picture.data, width, height };
  }
  const scale = Math.min(Math.max(1, minPixels / shortSide), maxPixels / shortSide);
  const size = { width: Math.round(width * scale), height: Math.round(height * scale) };
  const resized = scale === 1 ? image : image.resize({ ...size, kernel: 'lanczos3' });
  const data = await resized
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
  return { kind: 'raster', data, ...size };
}

interface Word {
  runs: TextRun[];
  /** Width at 1 pt. */
  width: number;
}

export interface TextBlock {
  size: number;
  lines: Word[][];
  lineHeight: number;
}

function toWords(text: string, weight: BookWeight): Word[][] {
  return text
    .split(/\n\s*\n|\r?\n/)
    .map((paragraph) =>
      paragraph
        .split(/\s+/u)
        .filter(Boolean)
        .map((word) => measured(splitRuns(word, weight))),
    )
    .filter((paragraph) => paragraph.length > 0);
}

function measured(runs: TextRun[]): Word {
  return { runs, width: runs.reduce((total, run) => total + unitWidth(run), 0) };
}

/** A word wider than the line is broken between its characters (it still shows in full). */
function breakWord(word: Word, maxWidth: number, weight: BookWeight): Word[] {
  const graphemes = [
    ...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(
      word.runs.map((run) => run.text).join(''),
    ),
  ].map((part) => part.segment);
  const pieces: Word[] = [];
  let text = '';
  for (const grapheme of graphemes) {
    const candidate = measured(splitRuns(text + grapheme, weight));
    if (text && candidate.width > maxWidth) {
      pieces.push(measured(splitRuns(text, weight)));
      text = grapheme;
    } else {
      text += grapheme;
    }
  }
  if (text) pieces.push(measured(splitRuns(text, weight)));
  return pieces;
}

/** Greedy line breaking of measured words for a line `maxWidth` long (at 1 pt). */
function wrap(paragraphs: Word[][], maxWidth: number, space: number, weight: BookWeight) {
  const lines: Word[][] = [];
  for (const paragraph of paragraphs) {
    let line: Word[] = [];
    let width = 0;
    for (const whole of paragraph) {
      const parts = whole.width > maxWidth ? breakWord(whole, maxWidth, weight) : [whole];
      for (const word of parts) {
        const next = line.length === 0 ? word.width : width + space + word.width;
        if (line.length > 0 && next > maxWidth) {
          lines.push(line);
          line = [word];
          width = word.width;
        } else {
          line.push(word);
          width = next;
        }
      }
    }
    if (line.length > 0) lines.push(line);
  }
  return lines;
}

/**
 * The largest size from `maxSize` down to `minSize` (half points) at which the text fits the
 * box in at most `maxLines`; at `minSize` it may run past the box (the caller decides).
 */
export function fitText(options: {
  text: string;
  weight: BookWeight;
  width: number;
  height: number;
  maxSize: number;
  minSize: number;
  lineHeight: number;
  maxLines?: number;
}): TextBlock {
  const paragraphs = toWords(options.text, options.weight);
  const space = unitWidth({ text: ' ', face: primaryFace(options.weight) });
  // A little slack: spaces are drawn in the face of the word before them.
  const width = options.width * 0.985;
  let block: TextBlock | undefined;
  for (let size = options.maxSize; size >= options.minSize; size -= 0.5) {
    const lines = wrap(paragraphs, width / size, space, options.weight);
    block = { size, lines, lineHeight: size * options.lineHeight };
    const fits =
      lines.length * block.lineHeight <= options.height &&
      lines.length <= (options.maxLines ?? Infinity);
    if (fits) return block;
  }
  return (
    block ?? {
      size: options.minSize,
      lines: wrap(paragraphs, width / options.minSize, space, options.weight),
      lineHeight: options.minSize * options.lineHeight,
    }
  );
}

/**
 * Draws the book's pages in trim coordinates (0…PAGE). With a bleed (print), each page is
 * that much larger on every edge, backgrounds and full-page pictures run to its edge, and the
 * page says where it is trimmed (TrimBox) and how far it bleeds (BleedBox).
 */
export class Drawing {
  private readonly registered = new Set<string>();

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly bleed = 0,
  ) {}

  /** A new page, its background `color` (to the bleed) when given. */
  page(color?: string) {
    const { doc, bleed } = this;
    doc.addPage();
    if (bleed > 0) {
      const full = PAGE + 2 * bleed;
      // pdfkit writes whatever the page dictionary holds; its types know only some keys.
      const page = doc.page.dictionary.data as Record<string, unknown>;
      page.BleedBox = [0, 0, full, full];
      page.TrimBox = [bleed, bleed, bleed + PAGE, bleed + PAGE];
      doc.translate(bleed, bleed);
    }
    if (color) doc.rect(-bleed, -bleed, PAGE + 2 * bleed, PAGE + 2 * bleed).fill(color);
  }

  cover(book: BookInfo, picture: Prepared) {
    const { doc } = this;
    this.page(COLORS.coverPaper);
    const sideMargin = 48;
    const title = fitText({
      text: book.title,
      weight: 'title',
      width: PAGE - sideMargin * 2,
      height: 150,
      maxSize: 46,
      minSize: 22,
      lineHeight: 1.08,
      maxLines: 3,
    });
    const titleTop = 40;
    const titleBottom = titleTop + title.lines.length * title.lineHeight;
    this.lines(title, { top: titleTop, left: sideMargin, width: PAGE - sideMargin * 2 }, 'center', {
      weight: 'title',
      color: COLORS.title,
    });

    const starring = fitText({
      text: storyBookTextsFor(book.language).starring(book.childName),
      weight: 'title',
      width: PAGE - sideMargin * 2,
      height: 40,
      maxSize: 26,
      minSize: 14,
      lineHeight: 1.1,
      maxLines: 1,
    });
    const bottom = PAGE - 40;
    const starringTop = bottom - starring.lines.length * starring.lineHeight;
    const gap = 18;
    const side = Math.min(PAGE - 2 * 90, starringTop - gap - (titleBottom + gap));
    const x = (PAGE - side) / 2;
    const y = titleBottom + gap + (starringTop - gap - (titleBottom + gap) - side) / 2;
    doc.roundedRect(x - 8, y - 8, side + 16, side + 16, 30).fill(COLORS.frame);
    doc.save();
    doc.roundedRect(x, y, side, side, 24).clip();
    this.picture(picture, x, y, side, side);
    doc.restore();
    this.lines(
      starring,
      { top: starringTop, left: sideMargin, width: PAGE - sideMargin * 2 },
      'center',
      { weight: 'title', color: COLORS.ink },
    );
  }

  picturePage(picture: Prepared) {
    this.page();
    const { bleed } = this;
    this.picture(picture, -bleed, -bleed, PAGE + 2 * bleed, PAGE + 2 * bleed);
  }

  /** The page's text on one page; text too long even at the smallest size goes on. */
  textPages(text: string, pageNumber: number) {
    const width = PAGE - STORY_MARGIN * 2;
    const height = PAGE - STORY_MARGIN - STORY_FOOTER - 20;
    let block = fitText({ text, weight: 'body', width, height, ...STORY_TEXT });
    if (block.lines.length * block.lineHeight > height) {
      block = fitText({
        text,
        weight: 'body',
        width,
        height,
        ...STORY_TEXT,
        maxSize: STORY_TEXT.minSize - 0.5,
        minSize: STORY_TEXT.lastResortSize,
      });
    }
    const perPage = Math.max(1, Math.floor(height / block.lineHeight));
    for (let start = 0; start < block.lines.length || start === 0; start += perPage) {
      const lines = block.lines.slice(start, start + perPage);
      this.page(COLORS.paper);
      const used = lines.length * block.lineHeight;
      const top = STORY_MARGIN + Math.max(0, (height - used) / 2);
      this.lines({ ...block, lines }, { top, left: STORY_MARGIN, width }, 'left', {
        weight: 'body',
        color: COLORS.ink,
      });
      this.footer(pageNumber);
      if (block.lines.length === 0) break;
    }
  }

  closing({ childName, language }: Pick<BookContent, 'childName' | 'language'>) {
    this.page(COLORS.coverPaper);
    const width = PAGE - 2 * 70;
    const end = fitText({
      text: storyBookTextsFor(language).theEnd,
      weight: 'title',
      width,
      height: 100,
      maxSize: 72,
      minSize: 40,
      lineHeight: 1.05,
    });
    const line = fitText({
      text: storyBookTextsFor(language).closingLine(childName),
      weight: 'body',
      width,
      height: 120,
      maxSize: 26,
      minSize: 16,
      lineHeight: 1.35,
      maxLines: 3,
    });
    const starsHeight = 60;
    const total =
      end.lines.length * end.lineHeight + starsHeight + line.lines.length * line.lineHeight;
    let top = (PAGE - total) / 2;
    this.lines(end, { top, left: 70, width }, 'center', { weight: 'title', color: COLORS.title });
    top += end.lines.length * end.lineHeight;
    const stars = { '-44': 9, '0': 14, '44': 9 };
    for (const [dx, radius] of Object.entries(stars)) {
      this.star(PAGE / 2 + Number(dx), top + starsHeight / 2, radius);
    }
    top += starsHeight;
    this.lines(line, { top, left: 70, width }, 'center', { weight: 'body', color: COLORS.ink });
  }

  footer(pageNumber: number) {
    const block = fitText({
      text: String(pageNumber),
      weight: 'body',
      width: 100,
      height: 30,
      maxSize: 13,
      minSize: 13,
      lineHeight: 1,
    });
    const top = PAGE - STORY_FOOTER + 4;
    this.star(PAGE / 2, top - 8, 5);
    this.lines(block, { top, left: PAGE / 2 - 50, width: 100 }, 'center', {
      weight: 'body',
      color: COLORS.muted,
    });
  }

  star(cx: number, cy: number, outer: number) {
    const points: Array<[number, number]> = [];
    for (let index = 0; index < 10; index += 1) {
      const radius = index % 2 === 0 ? outer : outer * 0.45;
      const angle = -Math.PI / 2 + (index * Math.PI) / 5;
      points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
    }
    this.doc.polygon(...points).fill(COLORS.star);
  }

  picture(picture: Prepared, x: number, y: number, width: number, height: number) {
    const { doc } = this;
    if (!picture) {
      doc.rect(x, y, width, height).fill('#e8dccb');
      return;
    }
    doc.save();
    doc.rect(x, y, width, height).clip();
    if (picture.kind === 'svg') {
      SVGtoPDF(doc, picture.svg, x, y, {
        width,
        height,
        preserveAspectRatio: 'xMidYMid slice',
      });
    } else {
      doc.image(picture.data, x, y, { cover: [width, height], align: 'center', valign: 'center' });
    }
    doc.restore();
  }

  private face(face: BookFace) {
    if (!this.registered.has(face.key)) {
      // pdfkit takes an already parsed fontkit font; the fonts are parsed once per process.
      this.doc.registerFont(face.key, face.font as unknown as Uint8Array);
      this.registered.add(face.key);
    }
    return face.key;
  }

  /** Draws laid-out lines from `top`, one line box per line, baselines aligned across faces. */
  lines(
    block: TextBlock,
    box: { top: number; left: number; width: number },
    align: 'left' | 'center',
    style: { weight: BookWeight; color: string },
  ) {
    const { doc } = this;
    const ascent = 0.78 * block.size + (block.lineHeight - block.size) / 2;
    block.lines.forEach((words, index) => {
      const runs: TextRun[] = [];
      words.forEach((word, wordIndex) => {
        runs.push(...word.runs);
        if (wordIndex === words.length - 1) return;
        const last = runs[runs.length - 1] as TextRun;
        const space = spaceFace(last.face, style.weight);
        if (space === last.face) runs[runs.length - 1] = { ...last, text: `${last.text} ` };
        else runs.push({ text: ' ', face: space });
      });
      const widths = runs.map((run) => unitWidth(run) * block.size);
      const lineWidth = widths.reduce((total, width) => total + width, 0);
      let x = align === 'center' ? box.left + (box.width - lineWidth) / 2 : box.left;
      const baseline = box.top + index * block.lineHeight + ascent;
      runs.forEach((run, runIndex) => {
        doc.font(this.face(run.face)).fontSize(block.size).fillColor(style.color);
        withActualText(doc, run.text, () =>
          doc.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' }),
        );
        x += widths[runIndex] ?? 0;
      });
    });
  }
}
