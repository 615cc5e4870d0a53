import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { craftStory } from '@littlestar/storycraft';
import { poppler, skipPdfTests, writeTemporaryPdf } from './poppler.js';
import { renderBookPdf, type BookContent, type BookPicture } from './book-pdf.js';
import { coverSheetSize, renderPrintFiles, type PrintFiles } from './print-book.js';
import { preflightPrintFiles } from './print-preflight.js';

const CHILD = 'Maya';

function offlineBook(age: number): BookContent {
  const crafted = craftStory({
    child: { name: CHILD, age, pronouns: 'she/her' },
    story: { title: 'Maya and the Moon Kite', theme: 'adventure', setting: 'forest' },
    seed: 'print-book-test',
  });
  const svg = (text: string): BookPicture => ({
    data: Buffer.from(text),
    contentType: 'image/svg+xml',
  });
  return {
    title: 'Maya and the Moon Kite',
    childName: CHILD,
    cover: svg(crafted.cover.svg),
    pages: crafted.pages.map((page) => ({ text: page.text, picture: svg(page.svg) })),
  };
}

/** A provider's picture as they come: a 1024 px PNG. */
async function providerPicture(hue: string): Promise<BookPicture> {
  const data = await sharp({
    create: { width: 1024, height: 1024, channels: 3, background: hue },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><circle cx="512" cy="512" r="300" fill="#f2a93b"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  return { data, contentType: 'image/png' };
}

const inchesOf = (info: string, field: string) => {
  const match = new RegExp(`^${field}:\\s+([\\d.]+) x ([\\d.]+) pts`, 'm').exec(info);
  return match ? [Number(match[1]) / 72, Number(match[2]) / 72] : null;
};
/** A page box of `pdfinfo -box` ("TrimBox: x1 y1 x2 y2") as its width and height in inches. */
const boxOf = (info: string, box: string) => {
  const match = new RegExp(
    `^${box}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`,
    'm',
  ).exec(info);
  const [x1, y1, x2, y2] = (match?.slice(1) ?? []).map(Number);
  return match ? [(x2! - x1!) / 72, (y2! - y1!) / 72] : null;
};

describe('the print files', () => {
  let offline: PrintFiles;
  let raster: PrintFiles;

  beforeAll(async () => {
    offline = await renderPrintFiles(offlineBook(6));
    const book = offlineBook(4);
    raster = await renderPrintFiles({
      ...book,
      cover: await providerPicture('#6fb4e0'),
      pages: await Promise.all(
        book.pages.map(async (page) => ({ ...page, picture: await providerPicture('#8bc9a0') })),
      ),
    });
  });

  it('pass the preflight for an offline story, vector pictures left vector', async () => {
    const preflight = await preflightPrintFiles(offline);
    expect(preflight.problems).toEqual([]);
    expect(preflight).toMatchObject({ ok: true, page_size_inches: 8.75, bleed_inches: 0.125 });
    expect(preflight.pictures).toBe(0);
    expect(preflight.fonts.length).toBeGreaterThan(0);
    expect(preflight.fonts.every((font) => font.embedded && font.type !== 'Type3')).toBe(true);
  });

  it('pass the preflight with a provider’s 1024 px pictures, enlarged to 300 ppi', async () => {
    const preflight = await preflightPrintFiles(raster);
    expect(preflight.problems).toEqual([]);
    // Every page's picture, the title page's and the cover's.
    expect(preflight.pictures).toBeGreaterThanOrEqual(raster.pageCount / 4);
    expect(preflight.lowest_picture_ppi).toBeGreaterThanOrEqual(299);
  });

  it.skipIf(skipPdfTests)(
    'read in poppler as 8.75 in pages, trimmed to 8.5, at least 24 of them, fonts embedded',
    async () => {
      const file = await writeTemporaryPdf(offline.interior);
      const info = await poppler('pdfinfo', ['-box', file]);
      const pages = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
      expect(pages).toBe(offline.pageCount);
      expect(pages).toBeGreaterThanOrEqual(24);
      expect(pages % 4).toBe(0);
      expect(boxOf(info, 'MediaBox')).toEqual([8.75, 8.75]);
      expect(boxOf(info, 'BleedBox')).toEqual([8.75, 8.75]);
      expect(boxOf(info, 'TrimBox')).toEqual([8.5, 8.5]);
      const fonts = (await poppler('pdffonts', [file])).trim().split('\n').slice(2);
      expect(fonts.length).toBeGreaterThan(0);
      for (const row of fonts) {
        expect(row, row).toMatch(/CID TrueType/);
        // emb sub uni: "yes yes yes"
        expect(row, row).toMatch(/\byes\s+yes\s+yes\b/);
      }
    },
  );

  it('pad a short story with designed pages to a count a hardcover binds', async () => {
    // The title page, the dedication, the bookplate, a spread a page, the end: 24 for ten
    // pages; eight pages make 20, and four designed pages follow.
    const short = offlineBook(4);
    const files = await renderPrintFiles({ ...short, pages: short.pages.slice(0, 8) });
    expect(files.pageCount).toBe(24);
    if (!skipPdfTests) {
      const file = await writeTemporaryPdf(files.interior);
      const last = await poppler('pdftotext', ['-f', '21', '-l', '24', file, '-']);
      expect(last).toContain('Draw your favourite moment from the story');
      expect(last).toContain('What will happen in the next adventure?');
    }
  });

  it('make a cover as wide as the page count says, title on the front, name on the back', async () => {
    const sheet = coverSheetSize(offline.pageCount);
    // 0.75 in wrap, 8.5 in back and front, spine = pages / 444 + 0.06 in.
    expect(sheet.width / 72).toBeCloseTo(1.5 + 17 + offline.pageCount / 444 + 0.06, 3);
    expect(coverSheetSize(48).width).toBeGreaterThan(coverSheetSize(24).width);
    if (!skipPdfTests) {
      const file = await writeTemporaryPdf(offline.cover);
      const info = await poppler('pdfinfo', [file]);
      const [width, height] = inchesOf(info, 'Page size') ?? [0, 0];
      expect(width).toBeCloseTo(sheet.width / 72, 2);
      expect(height).toBeCloseTo(10, 2);
      const text = (await poppler('pdftotext', [file, '-'])).replace(/\s+/g, ' ');
      expect(text).toContain('Maya and the Moon Kite');
      expect(text).toContain('Starring Maya');
      expect(text).toContain('A story made just for Maya.');
    }
  });

  it('refuse the screen book (no bleed) and pictures left below 300 ppi, saying why', async () => {
    const screen = await renderBookPdf(offlineBook(6));
    const noBleed = await preflightPrintFiles({ interior: screen, cover: offline.cover });
    expect(noBleed.ok).toBe(false);
    expect(noBleed.problems).toContainEqual(
      expect.stringMatching(
        /^Page 1 is 8\.5 × 8\.5 in with 0 in of bleed; it must be 8\.75 in square/,
      ),
    );
    expect(noBleed.problems).toContainEqual(expect.stringMatching(/^The interior has 22 pages/));

    const book = offlineBook(4);
    const lowResolution = await renderPrintFiles(
      { ...book, pages: [{ ...book.pages[0]!, picture: await providerPicture('#8bc9a0') }] },
      { enlarge: false },
    );
    const blurred = await preflightPrintFiles(lowResolution);
    expect(blurred.ok).toBe(false);
    expect(blurred.problems).toContain(
      'A picture on page 4 prints at 117 ppi (1024 × 1024 pixels); it needs 300.',
    );
    expect(blurred.lowest_picture_ppi).toBe(117);
  });
});
