// Prerenders the public marketing pages into dist/prerendered/, after both builds ran:
// `vite build` (the app) and `vite build --ssr src/prerender.tsx` (a Node copy of it).
// The server sends these for their paths, so a visitor sees the page before any script
// runs; everything else still gets dist/index.html. Each file also names its page's own code
// for src/boot.ts, which fetches it with the app after the first paint. A page whose content lives in the database
// (/demo/children, `live`) is prerendered in its loading state, which the server falls back
// to, and also written as a template, `<file>.template`, that the server fills with the page
// rendered on request (apps/server/src/http/live-pages.ts): its shelf is in the first HTML.
// Every page is written twice, in English at its path and in Hindi under /hi (src/i18n/pages.ts),
// each with `<html lang>` and `hreflang` links to both; the links' origin is the server's
// PUBLIC_URL, unknown here, so they hold ORIGIN_SLOT, which the server fills (spa.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The meta tag src/boot.ts reads (PAGE_CODE_META there). */
const PAGE_CODE_META = 'littlestar-page-code';
/** Where the server puts a live page's markup and its data (LIVE_PAGE_SLOTS there). */
const LIVE_MARKUP_SLOT = '<!--littlestar-page-->';
const LIVE_DATA_SLOT = '<!--littlestar-page-data-->';
/** Where the server puts its PUBLIC_URL in the hreflang links (ORIGIN_SLOT in spa.ts). */
const ORIGIN_SLOT = '__LITTLESTAR_ORIGIN__';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(webDir, 'dist');

/** The pages to prerender in English: their path, file name and the module of their lazy route. */
const englishPages = [
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

/** The Hindi copy of an English page's path or file: `/` → `/hi`, `user-guide.html` → `hi/…`. */
const hindiPath = (english) => (english === '/' ? '/hi' : `/hi${english}`);
const hindiFile = (english) => (english === 'index.html' ? 'hi.html' : `hi/${english}`);

const pages = englishPages.flatMap((page) => [
  { ...page, language: 'en', english: page.path },
  {
    ...page,
    language: 'hi',
    english: page.path,
    path: hindiPath(page.path),
    file: hindiFile(page.file),
  },
]);

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
const assets = await fs.readdir(path.join(distDir, 'assets'));
function fontPreload(pattern, name) {
  const font = assets.find((file) => pattern.test(file));
  if (!font) throw new Error(`The build has no ${name} font file.`);
  return `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`;
}
const bodyFontPreload = fontPreload(/^nunito-latin-wght-normal-[\w-]+\.woff2$/, 'Nunito Latin');
/**
 * The Hindi pages' Devanagari, Baloo 2 (src/index.css), asked for the same way: without it the
 * text would first be drawn in whatever the device has (on Debian's Chromium, boxes). The
 * English pages never load it (their one Devanagari word has a face of its own).
 */
const devanagariFontPreload = fontPreload(
  /^baloo-2-devanagari-wght-normal-[\w-]+\.woff2$/,
  'Baloo 2 Devanagari',
);

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
function stylesheetsFirst(html, fontPreloads) {
  const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const script = html.indexOf('<script type="module"');
  if (stylesheets.length === 0 || script < 0)
    throw new Error('index.html has no stylesheet or script');
  const head = [...stylesheets, ...fontPreloads].join('\n    ');
  const without = stylesheets.reduce((rest, link) => rest.replace(link, ''), html);
  return `${without.slice(0, script)}${head}\n    ${without.slice(script)}`;
}

const outDir = path.join(distDir, 'prerendered');
await fs.rm(outDir, { recursive: true, force: true });
await fs.mkdir(outDir);

/**
 * Each page names itself and its twin in the other language, and English as the page for any
 * other language (https://developers.google.com/search/docs/specialty/international/localized-versions).
 */
function alternateLinks(page) {
  const link = (hreflang, pagePath) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${ORIGIN_SLOT}${pagePath}">`;
  return [
    link('en', page.english),
    link('hi', hindiPath(page.english)),
    link('x-default', page.english),
  ].join('');
}

/**
 * Each language's home title and description (layout.titles.home and .homeDescription). The
 * English ones are index.html's as well, for the pages that are not prerendered: a build whose
 * index.html says otherwise stops here.
 */
async function headTexts(language) {
  const file = path.join(webDir, 'src', 'i18n', 'messages', language, 'layout.json');
  const { titles } = JSON.parse(await fs.readFile(file, 'utf8'));
  return { title: titles.home, description: titles.homeDescription };
}
const headOf = { en: await headTexts('en'), hi: await headTexts('hi') };
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const titleTag = /<title>[^<]*<\/title>/;
const descriptionTag = /<meta\s+name="description"\s+content="[^"]*"\s*\/>/;
if (!template.includes(`<title>${escapeHtml(headOf.en.title)}</title>`))
  throw new Error(`index.html's <title> is not layout.titles.home: ${headOf.en.title}`);
if (!template.includes(`content="${escapeHtml(headOf.en.description)}"`))
  throw new Error(`index.html's description is not layout.titles.homeDescription`);

const htmlTag = '<html lang="en">';
if (!template.includes(htmlTag)) throw new Error(`index.html does not start with ${htmlTag}`);
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

for (const page of pages) {
  const { markup } = await renderPage(page.path);
  // Not preloaded here: anything fetched before the first paint competes with it. boot.ts
  // asks for these files together with the app's own code once the page is painted.
  const pageCode = [...new Set(chunkFiles(page.module))]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `/${file}`)
    .join(' ');
  const preloads = `<meta name="${PAGE_CODE_META}" content="${pageCode}">${alternateLinks(page)}`;
  const fonts =
    page.language === 'hi' ? [bodyFontPreload, devanagariFontPreload] : [bodyFontPreload];
  const texts = headOf[page.language];
  const pageHtml = (root, head = '') =>
    stylesheetsFirst(template, fonts)
      .replace(htmlTag, `<html lang="${page.language}">`)
      .replace(titleTag, `<title>${escapeHtml(texts.title)}</title>`)
      .replace(
        descriptionTag,
        `<meta name="description" content="${escapeHtml(texts.description)}" />`,
      )
      .replace('</head>', `${preloads}${head}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${root}</div>`);
  const html = pageHtml(markup);
  // No compressed copies: the server fills in ORIGIN_SLOT and compresses the page as it starts.
  const target = path.join(outDir, page.file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, html);
  if (page.live)
    await fs.writeFile(`${target}.template`, pageHtml(LIVE_MARKUP_SLOT, LIVE_DATA_SLOT));
  console.log(`prerendered ${page.path} (${(html.length / 1024).toFixed(1)} KB)`);
}
