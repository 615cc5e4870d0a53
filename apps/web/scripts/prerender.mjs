// Prerenders the public marketing pages into dist/prerendered/, after both builds ran:
// `vite build` (the app) and `vite build --ssr src/prerender.tsx` (a Node copy of it).
// The server sends these for their paths, so a visitor sees the page before any script
// runs; everything else still gets dist/index.html. Each file also names its page's own code
// for src/boot.ts, which fetches it with the app after the first paint, and is written with
// .br and .gz copies like the assets. A page whose content lives in the database
// (/demo/children, `live`) is prerendered in its loading state, which the server falls back
// to, and also written as a template, `<file>.template`, that the server fills with the page
// rendered on request (apps/server/src/http/live-pages.ts): its shelf is in the first HTML.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** The meta tag src/boot.ts reads (PAGE_CODE_META there). */
const PAGE_CODE_META = 'littlestar-page-code';
/** Where the server puts a live page's markup and its data (LIVE_PAGE_SLOTS there). */
const LIVE_MARKUP_SLOT = '<!--littlestar-page-->';
const LIVE_DATA_SLOT = '<!--littlestar-page-data-->';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(webDir, 'dist');

/** The pages to prerender: their path, file name and the module of their lazy route. */
const pages = [
  { path: '/', file: 'index.html', module: 'src/features/marketing/pages/home-page.tsx' },
  {
    path: '/user-guide',
    file: 'user-guide.html',
    module: 'src/features/marketing/pages/user-guide-page.tsx',
  },
  {
    path: '/details',
    file: 'details.html',
    module: 'src/features/marketing/pages/details-page.tsx',
  },
  {
    path: '/demo/children',
    file: 'demo/children.html',
    module: 'src/features/demo/pages/demo-children-page.tsx',
    live: true,
  },
];

// React's production build, as the browser gets it.
process.env.NODE_ENV = 'production';
const { renderPage } = await import(path.join(webDir, 'dist-ssr', 'prerender.js'));
const manifest = JSON.parse(
  await fs.readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
);
const template = await fs.readFile(path.join(distDir, 'index.html'), 'utf8');

/**
 * Nunito's Latin face, which every page's text is set in. Asked for with the stylesheets, it
 * is in before the page is first laid out, so the text is not laid out a second time when it
 * swaps in over the fallback face (on a phone that relayout blocked the main thread ~100 ms).
 */
const bodyFont = (await fs.readdir(path.join(distDir, 'assets'))).find((file) =>
  /^nunito-latin-wght-normal-[\w-]+\.woff2$/.test(file),
);
if (!bodyFont) throw new Error('The build has no Nunito Latin font file.');
const fontPreload = `<link rel="preload" href="/assets/${bodyFont}" as="font" type="font/woff2" crossorigin>`;

/** A chunk's own file and every file it imports, without those index.html loads already. */
function chunkFiles(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest.`);
  if (chunk.isEntry || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => chunkFiles(next, seen))];
}

/**
 * Vite writes the stylesheets after the script and its preloads; the page can paint as soon
 * as the stylesheets are in, so they are asked for first.
 */
function stylesheetsFirst(html) {
  const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const script = html.indexOf('<script type="module"');
  if (stylesheets.length === 0 || script < 0)
    throw new Error('index.html has no stylesheet or script');
  const head = [...stylesheets, fontPreload].join('\n    ');
  const without = stylesheets.reduce((rest, link) => rest.replace(link, ''), html);
  return `${without.slice(0, script)}${head}\n    ${without.slice(script)}`;
}

const outDir = path.join(distDir, 'prerendered');
await fs.rm(outDir, { recursive: true, force: true });
await fs.mkdir(outDir);
/** Writes `html` with the .br and .gz copies the server sends to browsers that take them. */
async function writeCompressed(target, html) {
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, html);
  await fs.writeFile(`${target}.br`, zlib.brotliCompressSync(html));
  await fs.writeFile(`${target}.gz`, zlib.gzipSync(html, { level: 9 }));
}

for (const page of pages) {
  const { markup } = await renderPage(page.path);
  // Not preloaded here: anything fetched before the first paint competes with it. boot.ts
  // asks for these files together with the app's own code once the page is painted.
  const pageCode = [...new Set(chunkFiles(page.module))]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `/${file}`)
    .join(' ');
  const preloads = `<meta name="${PAGE_CODE_META}" content="${pageCode}">`;
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const pageHtml = (root, head = '') =>
    stylesheetsFirst(template)
      .replace('</head>', `${preloads}${head}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${root}</div>`);
  const html = pageHtml(markup);
  const target = path.join(outDir, page.file);
  await writeCompressed(target, html);
  if (page.live)
    await fs.writeFile(`${target}.template`, pageHtml(LIVE_MARKUP_SLOT, LIVE_DATA_SLOT));
  console.log(`prerendered ${page.path} (${(html.length / 1024).toFixed(1)} KB)`);
}
