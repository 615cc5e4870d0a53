import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { craftStory } from '@littlestar/storycraft';
import { PAGE_TEXT_MAX_LENGTH, pageCountForAge } from '@littlestar/shared/story';
import {
  hasPoppler,
  POPPLER_MISSING,
  poppler,
  skipPdfTests,
  writeTemporaryPdf,
} from './poppler.js';
import { canDraw } from './book-fonts.js';
import { renderBookPdf, type BookContent, type BookPicture } from './book-pdf.js';

const TITLE = "Zoë's 🌟 तारा Adventure";
const CHILD = 'Zoë';
const AGE = 6;

const svg = (text: string): BookPicture => ({
  data: Buffer.from(text, 'utf8'),
  contentType: 'image/svg+xml',
});
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

function craftedBook(title = TITLE): BookContent {
  const crafted = craftStory({
    child: { name: CHILD, age: AGE, pronouns: 'she/her' },
    story: { title, theme: 'adventure', setting: 'ocean' },
    seed: 'book-pdf-test',
  });
  return {
    title,
    childName: CHILD,
    cover: svg(crafted.cover.svg),
    pages: crafted.pages.map((page) => ({ text: page.text, picture: svg(page.svg) })),
  };
}

/** Cover, a spread (picture page, text page) per story page, closing page. */
const pagesFor = (storyPages: number) => 1 + 2 * storyPages + 1;

describe.skipIf(skipPdfTests)('the printable book', () => {
  let book: BookContent;
  let file: string;

  beforeAll(async () => {
    book = craftedBook();
    file = await writeTemporaryPdf(await renderBookPdf(book));
  });

  it('can use the PDF tools', () => {
    expect(hasPoppler, POPPLER_MISSING).toBe(true);
  });

  it('has square 8.5 in pages as designed, and the metadata', async () => {
    expect(book.pages).toHaveLength(pageCountForAge(AGE));
    const info = await poppler('pdfinfo', [file]);
    expect(info).toMatch(new RegExp(`^Pages:\\s+${pagesFor(10)}$`, 'm'));
    expect(info).toMatch(/^Page size:\s+612 x 612 pts/m);
    expect(info).toContain(`Title:           ${TITLE}`);
    expect(info).toMatch(/^Author:\s+Littlestar$/m);
    expect(info).toMatch(new RegExp(`^Subject:.*${CHILD}`, 'm'));
  });

  it('renders every page', async () => {
    const folder = path.dirname(file);
    await poppler('pdftoppm', ['-r', '12', '-png', file, path.join(folder, 'page')]);
    const images = (await fs.readdir(folder)).filter((name) => name.endsWith('.png'));
    expect(images).toHaveLength(pagesFor(10));
    // The picture of the first story page is drawn, not left blank.
    const picture = images.sort()[1] as string;
    const stats = await sharp(path.join(folder, picture)).stats();
    expect(stats.channels.some((channel) => channel.stdev > 10)).toBe(true);
  });

  it("carries the child's name, the title and every page's text", async () => {
    const text = words(await poppler('pdftotext', ['-enc', 'UTF-8', file, '-']));
    expect(text).toContain(CHILD);
    for (const page of book.pages) expect(text).toContain(words(page.text));
    const cover = words(await poppler('pdftotext', ['-enc', 'UTF-8', '-l', '1', file, '-']));
    expect(cover).toContain(TITLE);
    expect(cover).toContain(`Starring ${CHILD}`);
  });

  it('embeds every font, with the fallbacks the accents, emoji and Devanagari need', async () => {
    expect(canDraw(TITLE, 'title')).toBe(true);
    const rows = (await poppler('pdffonts', [file])).trim().split('\n').slice(2);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      // name, type (two words), encoding, emb, sub, uni, object, generation
      const columns = row.trim().split(/\s+/);
      expect(columns.slice(-5, -2), row).toEqual(['yes', 'yes', 'yes']);
    }
    const names = rows.join('\n');
    expect(names).toContain('Baloo2');
    expect(names).toContain('NotoEmoji');
  });

  it('keeps SVG pictures vector', async () => {
    const images = (await poppler('pdfimages', ['-list', file])).trim().split('\n').slice(2);
    expect(images).toEqual([]);
  });

  it('fits the longest page text whole on its page, in readable type', async () => {
    const longText = Array.from({ length: 40 }, (_, index) => `Word${index} sailed far away.`)
      .join(' ')
      .slice(0, PAGE_TEXT_MAX_LENGTH)
      .trim();
    const long = { ...book, pages: book.pages.map((page) => ({ ...page })) };
    (long.pages[1] as { text: string }).text = longText;
    const longFile = await writeTemporaryPdf(await renderBookPdf(long));
    const info = await poppler('pdfinfo', [longFile]);
    expect(info).toMatch(new RegExp(`^Pages:\\s+${pagesFor(10)}$`, 'm'));
    // Page 5 is the second story page's text.
    const text = words(await poppler('pdftotext', ['-f', '5', '-l', '5', longFile, '-']));
    expect(text).toContain(longText);
    const boxes = [
      ...(await poppler('pdftotext', ['-f', '5', '-l', '5', '-bbox', longFile, '-'])).matchAll(
        /xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g,
      ),
    ]
      // Not the page number under the text.
      .filter((match) => match[5] !== '2')
      .map((match) => match.slice(1, 5).map(Number) as [number, number, number, number]);
    expect(boxes.length).toBeGreaterThan(100);
    for (const [xMin, yMin, xMax, yMax] of boxes) {
      expect(xMin).toBeGreaterThanOrEqual(36);
      expect(yMin).toBeGreaterThanOrEqual(36);
      expect(xMax).toBeLessThanOrEqual(612 - 36);
      expect(yMax).toBeLessThanOrEqual(612 - 36);
      // A word's box is about 1.6 em tall in Baloo 2: type of 15 pt or more.
      expect(yMax - yMin).toBeGreaterThanOrEqual(15 * 1.55);
    }
  });

  it('embeds raster pictures (PNG, JPEG, WebP) as drawn, never enlarged, at most 300 ppi', async () => {
    const raster = async (format: 'png' | 'jpeg' | 'webp', size: number) => {
      const circle = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#f2a93b"/></svg>`;
      const image = sharp({
        create: { width: size, height: size, channels: 3, background: '#6fb4e0' },
      }).composite([{ input: Buffer.from(circle) }]);
      const encoded =
        format === 'png' ? image.png() : format === 'webp' ? image.webp() : image.jpeg();
      const picture: BookPicture = {
        data: await encoded.toBuffer(),
        contentType: `image/${format}`,
      };
      return picture;
    };
    const pictures = await Promise.all([
      raster('png', 512),
      raster('webp', 1024),
      raster('jpeg', 3000),
    ]);
    const rasterBook: BookContent = {
      ...book,
      cover: pictures[0] ?? null,
      pages: book.pages.slice(0, 2).map((page, index) => ({
        ...page,
        picture: pictures[index + 1] ?? null,
      })),
    };
    const rasterFile = await writeTemporaryPdf(await renderBookPdf(rasterBook));
    const rows = (await poppler('pdfimages', ['-list', rasterFile])).trim().split('\n').slice(2);
    expect(rows).toHaveLength(3);
    // pdfimages -list: page num type width height color comp bpc enc interp object ID x-ppi y-ppi …
    const sizes = rows.map((row) => {
      const columns = row.trim().split(/\s+/);
      return { width: Number(columns[3]), height: Number(columns[4]), xPpi: Number(columns[12]) };
    });
    // The screen book keeps a provider's 512 and 1024 px pictures as they are (upscaling them
    // cost seconds a book and showed nothing new) and brings 3000 px down to 300 ppi.
    expect(sizes.map(({ width, height }) => [width, height])).toEqual([
      [512, 512],
      [1024, 1024],
      [2550, 2550],
    ]);
    expect(sizes[2]?.xPpi).toBe(300);
  });
});
