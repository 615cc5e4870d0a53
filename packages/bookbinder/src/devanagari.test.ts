import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { woffToSfnt } from './book-fonts.js';
import { renderBookPdf, type BookContent } from './book-pdf.js';
import { poppler, skipPdfTests, writeTemporaryPdf } from './poppler.js';

/*
 * Hindi in the book. Devanagari is drawn shaped (a conjunct as one glyph, the short i before the
 * consonant it follows, the reph above the syllable after it), as a browser draws it, and it
 * reads back as written: a glyph-by-glyph reading of shaped Devanagari gives the words
 * scrambled ("िक" for "कि"), so the book carries their text alongside (actual-text.ts).
 * The reference is Chromium: the same line, in the same face, drawn by HarfBuzz in the browser.
 */

const run = promisify(execFile);
const isCi = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Without Chromium the comparison is skipped with a message, except in CI (as poppler's). */
const skipBrowser = !existsSync(chromium) && !isCi;

/** Conjuncts (क्ष, श्र, न्द), the reordered short i (ि), a reph (र्म) and nasal marks. */
const LINE = 'क्षितिज श्री कर्म हिन्दी';
const STORY =
  'राजकुमारी मीरा ने क्षितिज की ओर देखा। उसके मित्र श्री प्रेम ने कहा, "चलो स्कूल चलें!" ' +
  'हिन्दी में कर्म और द्वार।';

const require = createRequire(import.meta.url);
/** The face the book sets Devanagari in (book-fonts.ts: Baloo 2, the body's weight). */
const FACE_FILE = path.join(
  path.dirname(require.resolve('@fontsource/baloo-2/package.json')),
  'files',
  'baloo-2-devanagari-500-normal.woff',
);

const blank = {
  data: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#fff"/></svg>',
  ),
  contentType: 'image/svg+xml',
};
const hindiBook = (text: string): BookContent => ({
  title: 'मीरा का सपना',
  childName: 'मीरा',
  cover: blank,
  pages: [{ text, picture: blank }],
});
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The first story page's text: cover, then the page's picture, then its words. */
const TEXT_PAGE = '3';

/** The PDF's text page as a PNG, without the page number under the text. */
async function pdfLine(pdf: Buffer): Promise<Buffer> {
  const file = await writeTemporaryPdf(pdf);
  const prefix = path.join(path.dirname(file), 'page');
  await poppler(
    'pdftoppm',
    ['-f', TEXT_PAGE, '-l', TEXT_PAGE, '-r', '200', '-png', '-singlefile'].concat([file, prefix]),
  );
  const page = sharp(`${prefix}.png`);
  const { width = 0, height = 0 } = await page.metadata();
  return page
    .extract({ left: 0, top: 0, width, height: Math.round(height * 0.8) })
    .png()
    .toBuffer();
}

/** The line as Chromium draws it in the same face. */
async function browserLine(text: string): Promise<Buffer> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-deva-'));
  const face = (await fs.readFile(FACE_FILE)).toString('base64');
  const html = `<!doctype html><meta charset="utf-8"><style>
    @font-face { font-family: Book; src: url(data:font/woff;base64,${face}) format('woff'); }
    body { margin: 40px; background: #fff; color: #000; font: 500 120px/1.4 Book; white-space: nowrap; }
  </style><body>${text}</body>`;
  await fs.writeFile(path.join(folder, 'line.html'), html);
  const shot = path.join(folder, 'line.png');
  await run(chromium, [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    `--user-data-dir=${path.join(folder, 'profile')}`,
    '--window-size=2000,400',
    // Time for the face to load before the picture is taken.
    '--virtual-time-budget=5000',
    `--screenshot=${shot}`,
    `file://${path.join(folder, 'line.html')}`,
  ]);
  return fs.readFile(shot);
}

const SIZE = { width: 800, height: 110 };

/** The ink of a picture of a line: black on white, one channel, cut to its edges, at one size. */
async function ink(png: Buffer): Promise<Buffer> {
  const inked = sharp(png).flatten({ background: '#fff' }).greyscale().threshold(160).png();
  return sharp(await inked.toBuffer())
    .trim()
    .resize({ ...SIZE, fit: 'fill' })
    .extractChannel(0)
    .threshold(128)
    .raw()
    .toBuffer();
}

/** The share of pixels where one picture has ink and the other none, of those with ink. */
function difference(a: Buffer, b: Buffer): number {
  let differ = 0;
  let inked = 0;
  for (let index = 0; index < a.length; index += 1) {
    const inA = (a[index] ?? 255) < 128;
    const inB = (b[index] ?? 255) < 128;
    if (inA || inB) inked += 1;
    if (inA !== inB) differ += 1;
  }
  return differ / Math.max(1, inked);
}

/** The line drawn one character at a time, unshaped: what a PDF without a shaper shows. */
async function unshapedPdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: [612, 612], margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.registerFont('face', woffToSfnt(await fs.readFile(FACE_FILE)));
  for (let page = 1; page < Number(TEXT_PAGE); page += 1) doc.addPage();
  doc.font('face').fontSize(40);
  let x = 62;
  for (const character of text) {
    doc.text(character, x, 280, { lineBreak: false });
    x += doc.widthOfString(character);
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

describe.skipIf(skipPdfTests)('a Hindi book', () => {
  let pdf: Buffer;

  beforeAll(async () => {
    pdf = await renderBookPdf(hindiBook(STORY));
  });

  it('reads back as written: pdftotext gives the story its own words', async () => {
    const file = await writeTemporaryPdf(pdf);
    const page = await poppler(
      'pdftotext',
      ['-enc', 'UTF-8', '-f', TEXT_PAGE, '-l', TEXT_PAGE].concat([file, '-']),
    );
    // Without the page number under the text.
    expect(words(page.replace(/\s\d+\s*$/, ''))).toBe(words(STORY));
    const cover = await poppler('pdftotext', ['-enc', 'UTF-8', '-l', '1', file, '-']);
    expect(words(cover)).toBe('मीरा का सपना Starring मीरा');
  });

  it('says its own words in Hindi when the book is in Hindi, and tells readers it is', async () => {
    const hindi = await renderBookPdf({ ...hindiBook(STORY), language: 'hi' });
    const file = await writeTemporaryPdf(hindi);
    const cover = await poppler('pdftotext', ['-enc', 'UTF-8', '-l', '1', file, '-']);
    expect(words(cover)).toBe('मीरा का सपना मुख्य किरदार: मीरा');
    const last = (await poppler('pdfinfo', [file])).match(/Pages:\s+(\d+)/)?.[1] ?? '';
    const closing = await poppler('pdftotext', ['-enc', 'UTF-8', '-f', last, file, '-']);
    expect(words(closing)).toBe('समाप्त अगले रोमांच तक, मीरा!');
    // The catalogue's language, for screen readers; an English book keeps 'en'.
    expect(hindi.toString('latin1')).toContain('/Lang (hi)');
    expect(pdf.toString('latin1')).toContain('/Lang (en)');
  });

  it.skipIf(skipBrowser)('draws a line with conjuncts as Chromium draws it', async () => {
    const reference = await ink(await browserLine(LINE));
    const shaped = difference(
      await ink(await pdfLine(await renderBookPdf(hindiBook(LINE)))),
      reference,
    );
    const unshaped = difference(await ink(await pdfLine(await unshapedPdf(LINE))), reference);
    console.log(
      `ink differing from Chromium's: shaped ${shaped.toFixed(3)}, unshaped ${unshaped.toFixed(3)}`,
    );
    expect(shaped).toBeLessThan(0.25);
    // The comparison tells the two apart: a PDF drawing Devanagari unshaped fails it.
    expect(unshaped).toBeGreaterThan(0.5);
  });
});
