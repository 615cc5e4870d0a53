/**
 * What rendering the printable book costs: the PDF of a 12-page story (a child of 9) with
 * storycraft's SVG pictures, rendered once in a fresh process (fonts read and parsed) and then
 * five times more, median printed, with the file's size. `npm run bench` in apps/server. The
 * goal the PDF issue set: under 1 second and under 15 MB. Then the same book with a provider's
 * raster pictures, as bind renders it and as its print files are made.
 */
import os from 'node:os';
import sharp from 'sharp';
import { craftStory } from '@littlestar/storycraft';
import { pageCountForAge } from '@littlestar/shared/story';
import { renderBookPdf, type BookContent } from '@littlestar/bookbinder/book-pdf';
import { renderPrintFiles } from '@littlestar/bookbinder/print-book';
import { preflightPrintFiles } from '@littlestar/bookbinder/print-preflight';

const RUNS = 5;
const CHILD_AGE = 9;

const crafted = craftStory({
  child: { name: 'Aarav', age: CHILD_AGE, pronouns: 'he/him' },
  story: { title: 'The Bench Adventure', theme: 'adventure', setting: 'space' },
  seed: 'bench',
});
const svg = (text: string) => ({ data: Buffer.from(text, 'utf8'), contentType: 'image/svg+xml' });
const book: BookContent = {
  title: crafted.title,
  childName: 'Aarav',
  cover: svg(crafted.cover.svg),
  pages: crafted.pages.map((page) => ({ text: page.text, picture: svg(page.svg) })),
};

async function timed() {
  const started = performance.now();
  const pdf = await renderBookPdf(book);
  return { ms: performance.now() - started, bytes: pdf.length };
}

const first = await timed();
const runs = [];
for (let run = 0; run < RUNS; run += 1) runs.push(await timed());
const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
const megabytes = (first.bytes / 1024 / 1024).toFixed(2);

console.log(
  `\nStory PDF (${pageCountForAge(CHILD_AGE)} pages, SVG pictures, ` +
    `node ${process.version}, ${os.cpus().length} cores)`,
);
console.log(`  first in a fresh process (fonts loaded): ${Math.round(first.ms)} ms`);
console.log(`  then ${RUNS} runs: ${runs.map((run) => `${Math.round(run.ms)} ms`).join(', ')}`);
console.log(
  `  median ${Math.round(median)} ms (goal: under 1000 ms), ${megabytes} MB (goal: under 15 MB)`,
);

// The same story as a provider draws it (1024 px PNG pictures): the screen book keeps them as
// they are; the print files enlarge each to 300 ppi (2625 px) and the preflight reads them.
const providerPicture = await sharp({
  create: { width: 1024, height: 1024, channels: 3, background: '#8bc9a0' },
})
  .png()
  .toBuffer();
const rasterBook: BookContent = {
  ...book,
  cover: { data: providerPicture, contentType: 'image/png' },
  pages: book.pages.map((page) => ({
    ...page,
    picture: { data: providerPicture, contentType: 'image/png' },
  })),
};
const cpuAndWall = async (work: () => Promise<unknown>) => {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
};
const screen = await cpuAndWall(() => renderBookPdf(rasterBook));
let files: Awaited<ReturnType<typeof renderPrintFiles>> | undefined;
const print = await cpuAndWall(async () => (files = await renderPrintFiles(rasterBook)));
const preflight = await cpuAndWall(() => (files ? preflightPrintFiles(files) : Promise.resolve()));
console.log('\nWith 1024 px PNG pictures (as a provider draws them)');
console.log(
  `  screen book (bind): ${Math.round(screen.ms)} ms, ${Math.round(screen.cpuMs)} ms of CPU`,
);
console.log(
  `  print files (asked for): ${Math.round(print.ms)} ms, ${Math.round(print.cpuMs)} ms of CPU ` +
    `(sharp's threads included), ${files?.pageCount} pages, ` +
    `${((files?.interior.length ?? 0) / 1024 / 1024).toFixed(1)} MB interior; ` +
    `preflight ${Math.round(preflight.ms)} ms`,
);
