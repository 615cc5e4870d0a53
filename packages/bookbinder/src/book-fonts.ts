import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';

/*
 * The book's typefaces and the per-character fallback between them. Baloo 2 (a rounded face
 * made for Latin and Devanagari) sets the book; what it lacks comes from Noto Sans (accents of
 * every Latin language, Greek, Cyrillic) and Noto Emoji. They ship in @fontsource packages, so
 * `npm ci` brings them, as WOFF files split by script: each file is one face to pdfkit, which
 * embeds only the glyphs a book uses (a subset per face).
 */

export type BookWeight = 'body' | 'title';

/** One font file of the fallback chain, parsed once per process and shared by every book. */
export interface BookFace {
  /** The name the face is registered under in a PDF document. */
  key: string;
  font: fontkit.Font;
}

/** A piece of text that one face draws. */
export interface TextRun {
  text: string;
  face: BookFace;
}

const WEIGHTS: Record<BookWeight, { baloo: number; noto: number; emoji: number }> = {
  body: { baloo: 500, noto: 500, emoji: 500 },
  title: { baloo: 800, noto: 800, emoji: 700 },
};
const BALOO_SCRIPTS = ['latin', 'latin-ext', 'devanagari', 'vietnamese'];
const NOTO_SCRIPTS = [
  'latin',
  'latin-ext',
  'vietnamese',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
  'devanagari',
];
const EMOJI_SUBSETS = Array.from({ length: 12 }, (_, index) => String(index));

const require = createRequire(import.meta.url);
const packageFiles = (name: string) =>
  path.join(path.dirname(require.resolve(`@fontsource/${name}/package.json`)), 'files');

function chainFiles(weight: BookWeight): string[] {
  const { baloo, noto, emoji } = WEIGHTS[weight];
  return [
    ...BALOO_SCRIPTS.map((script) =>
      path.join(packageFiles('baloo-2'), `baloo-2-${script}-${baloo}-normal.woff`),
    ),
    ...NOTO_SCRIPTS.map((script) =>
      path.join(packageFiles('noto-sans'), `noto-sans-${script}-${noto}-normal.woff`),
    ),
    ...EMOJI_SUBSETS.map((subset) =>
      path.join(packageFiles('noto-emoji'), `noto-emoji-${subset}-${emoji}-normal.woff`),
    ),
  ];
}

/**
 * The TrueType font inside a WOFF file. fontkit reads WOFF itself, but inflates it in plain
 * JavaScript (a quarter of a second for the book's fonts); node's zlib does it in a moment.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  woff.copy(header, 0, 4, 8); // the flavour: TrueType or CFF
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    table.tag.copy(header, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** A fallback chain whose files are read and parsed only when a character needs them. */
class FaceChain {
  private readonly faces: Array<BookFace | undefined>;

  constructor(private readonly files: string[]) {
    this.faces = files.map(() => undefined);
  }

  get length() {
    return this.files.length;
  }

  face(index: number): BookFace {
    let face = this.faces[index];
    if (!face) {
      const file = this.files[index] as string;
      const font = fontkit.create(woffToSfnt(fs.readFileSync(file)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection`);
      face = { key: path.basename(file, '.woff'), font };
      this.faces[index] = face;
    }
    return face;
  }
}

const chains = new Map<BookWeight, FaceChain>();
function chainFor(weight: BookWeight): FaceChain {
  let chain = chains.get(weight);
  if (!chain) {
    chain = new FaceChain(chainFiles(weight));
    chains.set(weight, chain);
  }
  return chain;
}

/** The face every text starts in. */
export function primaryFace(weight: BookWeight): BookFace {
  return chainFor(weight).face(0);
}

// Joiners, variation selectors and tag characters ride along with the character before them.
function ridesAlong(character: string): boolean {
  const codePoint = character.codePointAt(0) ?? 0;
  return (
    codePoint === 0x200c ||
    codePoint === 0x200d ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0xe0020 && codePoint <= 0xe007f)
  );
}
const SPACE = /^\s+$/u;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first face of the chain that has every visible character of a grapheme. */
function faceForGrapheme(chain: FaceChain, grapheme: string): BookFace {
  const codePoints = [...grapheme]
    .filter((character) => !ridesAlong(character))
    .map((character) => character.codePointAt(0) as number);
  if (codePoints.length === 0) return chain.face(0);
  let firstOnly: BookFace | undefined;
  for (let index = 0; index < chain.length; index += 1) {
    const face = chain.face(index);
    if (codePoints.every((codePoint) => face.font.hasGlyphForCodePoint(codePoint))) return face;
    if (!firstOnly && face.font.hasGlyphForCodePoint(codePoints[0] as number)) firstOnly = face;
  }
  // No face has all of it (a sequence newer than the fonts): its base character at least.
  return firstOnly ?? chain.face(0);
}

/** Whether some face of the chain draws every character of `text` (missing glyphs otherwise). */
export function canDraw(text: string, weight: BookWeight): boolean {
  const chain = chainFor(weight);
  return [...text].every((character) => {
    if (ridesAlong(character) || SPACE.test(character)) return true;
    const codePoint = character.codePointAt(0) as number;
    for (let index = 0; index < chain.length; index += 1) {
      if (chain.face(index).font.hasGlyphForCodePoint(codePoint)) return true;
    }
    return false;
  });
}

/**
 * Splits text into runs that one face each can draw: every grapheme goes to the first face of
 * the chain that has it; spaces stay in the face of the text around them (so a Devanagari or
 * emoji phrase is one run, shaped as a whole).
 */
export function splitRuns(text: string, weight: BookWeight): TextRun[] {
  const chain = chainFor(weight);
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  for (const { segment } of segmenter.segment(text)) {
    const face = SPACE.test(segment)
      ? spaceFace(current?.face, weight)
      : faceForGrapheme(chain, segment);
    if (current && current.face === face) {
      current.text += segment;
    } else {
      current = { text: segment, face };
      runs.push(current);
    }
  }
  return runs;
}

/**
 * The face a space after `face` is set in: the same one (a run stays whole for shaping) unless
 * its space is missing or unusually wide (an emoji font's), then the primary face.
 */
export function spaceFace(face: BookFace | undefined, weight: BookWeight): BookFace {
  const primary = primaryFace(weight);
  if (!face || face === primary || !face.font.hasGlyphForCodePoint(32)) return primary;
  const width = (font: fontkit.Font) => font.glyphForCodePoint(32).advanceWidth / font.unitsPerEm;
  return width(face.font) <= width(primary.font) * 1.25 ? face : primary;
}

/** The advance width of a run at 1 pt (shaped as pdfkit shapes it, kerning and ligatures). */
export function unitWidth(run: TextRun): number {
  return run.face.font.layout(run.text).advanceWidth / run.face.font.unitsPerEm;
}
