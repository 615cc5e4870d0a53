import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import type { PrintPreflight } from '@littlestar/shared/stories';
import {
  COVER_WRAP,
  MIN_PRINT_PAGES,
  PRINT_BLEED,
  PRINT_PPI,
  coverSheetSize,
} from './print-book.js';
import { PAGE } from './book-pdf.js';

/*
 * A print service refuses (or prints badly) a file whose pages are the wrong size, that has no
 * bleed, whose fonts are not embedded or are Type 3, or whose pictures are below 300 ppi where
 * they are placed. This reads the files themselves, as the service would: page boxes, font
 * dictionaries, and every picture's size in pixels against the size it is drawn at (from the
 * page's content stream), and answers each problem in words.
 */

const INCH = 72;
/** Points of slack when comparing sizes (rounding in the file). */
const SLACK = 0.5;
/** A picture enlarged to exactly 300 ppi may read 299.9 after rounding. */
const PPI_SLACK = 0.5;

interface Placed {
  page: number;
  width: number;
  height: number;
  ppi: number;
}

const inches = (points: number) => Math.round((points / INCH) * 1000) / 1000;

/** Checks an interior and its cover; `ok` only when neither has a problem. */
export async function preflightPrintFiles(files: {
  interior: Buffer;
  cover: Buffer;
}): Promise<PrintPreflight> {
  const problems: string[] = [];
  const interior = await PDFDocument.load(files.interior, { updateMetadata: false });
  const cover = await PDFDocument.load(files.cover, { updateMetadata: false });
  const pages = interior.getPages();
  const pageCount = pages.length;

  if (pageCount < MIN_PRINT_PAGES) {
    problems.push(
      `The interior has ${pageCount} pages; a hardcover needs at least ${MIN_PRINT_PAGES}.`,
    );
  }
  if (pageCount % 4 !== 0) {
    problems.push(`The interior has ${pageCount} pages, not a multiple of 4.`);
  }
  const expectedPage = PAGE + 2 * PRINT_BLEED;
  let bleed = Infinity;
  pages.forEach((page, index) => {
    const media = page.getMediaBox();
    const trim = page.node.get(PDFName.of('TrimBox'));
    const trimBox = trim instanceof PDFArray ? trim.asRectangle() : media;
    const pageBleed = Math.min(
      trimBox.x - media.x,
      trimBox.y - media.y,
      media.x + media.width - (trimBox.x + trimBox.width),
      media.y + media.height - (trimBox.y + trimBox.height),
    );
    bleed = Math.min(bleed, pageBleed);
    const sizeOk =
      Math.abs(media.width - expectedPage) <= SLACK &&
      Math.abs(media.height - expectedPage) <= SLACK &&
      Math.abs(trimBox.width - PAGE) <= SLACK &&
      Math.abs(trimBox.height - PAGE) <= SLACK;
    if (!sizeOk || pageBleed < PRINT_BLEED - SLACK) {
      problems.push(
        `Page ${index + 1} is ${inches(media.width)} × ${inches(media.height)} in with ` +
          `${inches(Math.max(0, pageBleed))} in of bleed; it must be ${inches(expectedPage)} in ` +
          `square: ${inches(PAGE)} in trimmed, ${inches(PRINT_BLEED)} in of bleed on every edge.`,
      );
    }
  });

  const sheet = coverSheetSize(pageCount);
  const [coverPage] = cover.getPages();
  if (!coverPage) {
    problems.push('The cover file has no page.');
  } else {
    const { width, height } = coverPage.getMediaBox();
    if (Math.abs(width - sheet.width) > SLACK || Math.abs(height - sheet.height) > SLACK) {
      problems.push(
        `The cover is ${inches(width)} × ${inches(height)} in; for ${pageCount} pages it must be ` +
          `${inches(sheet.width)} × ${inches(sheet.height)} in (a ${inches(sheet.spine)} in ` +
          `spine and ${inches(COVER_WRAP)} in of wrap).`,
      );
    }
  }

  const fonts = new Map<string, { name: string; type: string; embedded: boolean }>();
  const pictures: Placed[] = [];
  for (const [label, document] of [
    ['interior', interior],
    ['cover', cover],
  ] as const) {
    document.getPages().forEach((page, index) => {
      const resources = page.node.Resources();
      collectFonts(document, resources, fonts);
      for (const placed of placedImages(document, page.node.Contents(), resources)) {
        pictures.push({ ...placed, page: label === 'cover' ? 0 : index + 1 });
      }
    });
  }
  for (const font of fonts.values()) {
    if (font.type === 'Type3')
      problems.push(`The font ${font.name} is Type 3: print services refuse it.`);
    else if (!font.embedded) problems.push(`The font ${font.name} is not embedded.`);
  }
  for (const picture of pictures) {
    if (picture.ppi + PPI_SLACK < PRINT_PPI) {
      const where = picture.page === 0 ? 'the cover' : `page ${picture.page}`;
      problems.push(
        `A picture on ${where} prints at ${Math.floor(picture.ppi)} ppi ` +
          `(${picture.width} × ${picture.height} pixels); it needs ${PRINT_PPI}.`,
      );
    }
  }
  const lowest = pictures.reduce((min, picture) => Math.min(min, picture.ppi), Infinity);
  return {
    ok: problems.length === 0,
    problems,
    page_count: pageCount,
    page_size_inches: inches(pages[0]?.getMediaBox().width ?? 0),
    bleed_inches: inches(Number.isFinite(bleed) ? Math.max(0, bleed) : 0),
    cover_size_inches: { width: inches(sheet.width), height: inches(sheet.height) },
    fonts: [...fonts.values()],
    pictures: pictures.length,
    lowest_picture_ppi: Number.isFinite(lowest) ? Math.floor(lowest) : null,
  };
}

function lookup<T extends PDFObject>(
  document: PDFDocument,
  value: PDFObject | undefined,
  // pdf-lib's constructors are private: the class is taken by its prototype.
  type: { prototype: T },
): T | undefined {
  const resolved = value instanceof PDFRef ? document.context.lookup(value) : value;
  return resolved instanceof (type as unknown as new () => T) ? resolved : undefined;
}

function collectFonts(
  document: PDFDocument,
  resources: PDFDict | undefined,
  fonts: Map<string, { name: string; type: string; embedded: boolean }>,
) {
  const fontDict = lookup(document, resources?.get(PDFName.of('Font')), PDFDict);
  if (!fontDict) return;
  for (const [, value] of fontDict.entries()) {
    const font = lookup(document, value, PDFDict);
    if (!font) continue;
    const type = lookup(document, font.get(PDFName.of('Subtype')), PDFName)?.decodeText() ?? '?';
    const name = lookup(document, font.get(PDFName.of('BaseFont')), PDFName)?.decodeText() ?? type;
    // A composite (Type 0) font's glyphs live in its descendant's descriptor.
    const descendants = lookup(document, font.get(PDFName.of('DescendantFonts')), PDFArray);
    const described = descendants ? lookup(document, descendants.get(0), PDFDict) : font;
    const descriptor = lookup(document, described?.get(PDFName.of('FontDescriptor')), PDFDict);
    const embedded =
      type === 'Type3' ||
      ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor?.has(PDFName.of(key)));
    fonts.set(name, { name, type, embedded });
  }
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

function streamBytes(document: PDFDocument, contents: PDFObject | undefined): Uint8Array[] {
  const resolved = contents instanceof PDFRef ? document.context.lookup(contents) : contents;
  if (resolved instanceof PDFArray) {
    return resolved.asArray().flatMap((part) => streamBytes(document, part));
  }
  if (resolved instanceof PDFRawStream) return [decodePDFRawStream(resolved).decode()];
  if (resolved instanceof PDFStream) return [resolved.getContents()];
  return [];
}

/** A content stream as it is read: the current matrix, the saved ones, the pending operands. */
interface Reading {
  document: PDFDocument;
  resources: PDFDict | undefined;
  xObjects: PDFDict | undefined;
  start: Matrix;
  depth: number;
  matrix: Matrix;
  stack: Matrix[];
  operands: string[];
  found: Omit<Placed, 'page'>[];
}

/** `q`: saves the matrix. */
function save(reading: Reading) {
  reading.stack.push(reading.matrix);
}

/** `Q`: restores the matrix last saved (the stream's first, when none is). */
function restore(reading: Reading) {
  reading.matrix = reading.stack.pop() ?? reading.start;
}

/** `cm`: concatenates its six operands to the matrix, when they are six numbers. */
function concatenate(reading: Reading) {
  const values = reading.operands.slice(-6).map(Number) as Matrix;
  if (values.length === 6 && values.every(Number.isFinite))
    reading.matrix = multiply(values, reading.matrix);
}

/** `Do`: the images of the XObject its operand names. */
function draw(reading: Reading) {
  reading.found.push(...drawnXObject(reading));
}

/**
 * The operators that place an image (PDF 32000-1:2008, clauses 8.4.4 and 8.8); the others only
 * consume their operands. A Map, not an object: a token named like an Object property
 * ("toString") is no operator here.
 */
const OPERATORS = new Map<string, (reading: Reading) => void>([
  ['q', save],
  ['Q', restore],
  ['cm', concatenate],
  ['Do', draw],
]);

/** An image's pixels and its ppi where the matrix places it (one unit square, clause 8.9.4). */
function placedImage(document: PDFDocument, dict: PDFDict, matrix: Matrix): Omit<Placed, 'page'> {
  const width = lookup(document, dict.get(PDFName.of('Width')), PDFNumber)?.asNumber() ?? 0;
  const height = lookup(document, dict.get(PDFName.of('Height')), PDFNumber)?.asNumber() ?? 0;
  const placedWidth = Math.hypot(matrix[0], matrix[1]);
  const placedHeight = Math.hypot(matrix[2], matrix[3]);
  const ppi = Math.min(
    width / (placedWidth / INCH || Infinity),
    height / (placedHeight / INCH || Infinity),
  );
  return { width, height, ppi };
}

/** The images a form XObject draws, under its own matrix and resources (clause 8.10). */
function formImages(reading: Reading, form: PDFStream): Omit<Placed, 'page'>[] {
  const { document } = reading;
  const { dict } = form;
  const formMatrix = lookup(document, dict.get(PDFName.of('Matrix')), PDFArray)
    ?.asArray()
    .map((value) => (value instanceof PDFNumber ? value.asNumber() : 0)) as Matrix | undefined;
  const formResources = lookup(document, dict.get(PDFName.of('Resources')), PDFDict);
  return placedImages(
    document,
    form,
    formResources ?? reading.resources,
    multiply(formMatrix?.length === 6 ? formMatrix : IDENTITY, reading.matrix),
    reading.depth + 1,
  );
}

/** What a `Do` draws: the image named by its operand, or the images of the form it names. */
function drawnXObject(reading: Reading): Omit<Placed, 'page'>[] {
  const { document } = reading;
  const name = reading.operands.at(-1);
  const ref = name?.startsWith('/') ? reading.xObjects?.get(PDFName.of(name.slice(1))) : undefined;
  const object = ref instanceof PDFRef ? document.context.lookup(ref) : ref;
  if (!(object instanceof PDFStream)) return [];
  const subtype = lookup(document, object.dict.get(PDFName.of('Subtype')), PDFName)?.decodeText();
  if (subtype === 'Image') return [placedImage(document, object.dict, reading.matrix)];
  if (subtype === 'Form') return formImages(reading, object);
  return [];
}

/** Every image a content stream draws (forms followed), with its pixels and placed ppi. */
function placedImages(
  document: PDFDocument,
  contents: PDFObject | undefined,
  resources: PDFDict | undefined,
  start: Matrix = IDENTITY,
  depth = 0,
): Omit<Placed, 'page'>[] {
  if (depth > 8) return [];
  const reading: Reading = {
    document,
    resources,
    xObjects: lookup(document, resources?.get(PDFName.of('XObject')), PDFDict),
    start,
    depth,
    matrix: start,
    stack: [],
    operands: [],
    found: [],
  };
  for (const bytes of streamBytes(document, contents)) {
    for (const token of tokens(bytes)) {
      OPERATORS.get(token)?.(reading);
      // An operator takes the operands before it; anything else is one more operand.
      if (/^[A-Za-z'"*]+$/.test(token)) reading.operands.length = 0;
      else reading.operands.push(token);
    }
  }
  return reading.found;
}

const isSpace = (char: string) => /[\s\0]/.test(char);
const isDelimiter = (char: string) => /[()<>[\]{}/%]/.test(char);
const BRACKETS: ReadonlySet<string> = new Set(['[', ']', '{', '}']);

/** Past a comment: to the end of its line. */
function commentEnd(text: string, index: number): number {
  let end = index;
  while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end += 1;
  return end;
}

/** Past a literal string, its balanced parentheses and escapes included (clause 7.3.4.2). */
function stringEnd(text: string, index: number): number {
  let end = index;
  let depth = 0;
  for (; end < text.length; end += 1) {
    const current = text[end];
    if (current === '\\') end += 1;
    else if (current === '(') depth += 1;
    else if (current === ')' && --depth === 0) break;
  }
  return end + 1;
}

/** Past a number, name or operator: to the next white space or delimiter. */
function wordEnd(text: string, index: number): number {
  let end = index + 1;
  while (end < text.length && !isSpace(text[end] as string) && !isDelimiter(text[end] as string))
    end += 1;
  return end;
}

/** The token at `index` and where the next one starts; no token for white space or a comment. */
function readToken(text: string, index: number): { next: number; token?: string } {
  const char = text[index] as string;
  if (isSpace(char)) return { next: index + 1 };
  if (char === '%') return { next: commentEnd(text, index) };
  if (char === '(') return { next: stringEnd(text, index), token: '(string)' };
  if (char === '<' && text[index + 1] !== '<')
    return { next: text.indexOf('>', index) + 1 || text.length, token: '<hex>' };
  if (BRACKETS.has(char)) return { next: index + 1, token: char };
  if (char === '<' || char === '>') return { next: index + 2, token: char + char };
  const next = wordEnd(text, index);
  return { next, token: text.slice(index, next) };
}

/**
 * The tokens of a content stream: numbers, names and operators as text; strings, hex
 * strings, arrays and dictionaries skipped as one placeholder (nothing here reads them).
 */
function* tokens(bytes: Uint8Array): Generator<string> {
  const text = Buffer.from(bytes).toString('latin1');
  let index = 0;
  while (index < text.length) {
    const { next, token } = readToken(text, index);
    index = next;
    if (token !== undefined) yield token;
  }
}
