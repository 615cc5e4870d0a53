import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** The slots of a live page's template (LIVE_*_SLOT in apps/web/scripts/prerender.mjs). */
const MARKUP_SLOT = '<!--littlestar-page-->';
const DATA_SLOT = '<!--littlestar-page-data-->';
/** The meta tag the browser reads the page's data from (PAGE_DATA_META in the web app). */
const PAGE_DATA_META = 'littlestar-page-data';
/**
 * Where a prerendered page's `hreflang` links want the site's origin (ORIGIN_SLOT in
 * apps/web/scripts/prerender.mjs): the build cannot know PUBLIC_URL, and search engines want
 * absolute links.
 */
export const ORIGIN_SLOT = '__LITTLESTAR_ORIGIN__';

/**
 * A public page whose content lives in the database (the demo shelf): rendered on request
 * with `data()`, so a phone paints the shelf from the first HTML instead of after the app, its
 * API call and a second render (Lighthouse mobile 80–86 that way, against 96–99 for the
 * prerendered pages).
 */
export interface LivePage {
  path: string;
  data: () => Promise<Record<string, unknown>>;
}

/** The web build's server-side copy (`vite build --ssr src/prerender.tsx`). */
interface PageRenderer {
  renderPage: (
    path: string,
    data: Record<string, unknown>,
  ) => Promise<{ markup: string; state: unknown }>;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A function per live page that answers its HTML, or null when it cannot (no server-side
 * build, a failed render): the caller then sends the page prerendered in its loading state.
 * The HTML is kept while the data is the same (the covers' signed URLs hold for an hour), so
 * a render costs once per change, not once per visit.
 */
export function loadLivePages(options: {
  distDir: string;
  pages: LivePage[];
  /** The site's origin, PUBLIC_URL, for the page's `hreflang` links (ORIGIN_SLOT). */
  origin: string;
  log: FastifyBaseLogger;
}): Map<string, () => Promise<string | null>> {
  const { distDir, log } = options;
  const rendererFile = path.join(distDir, '..', 'dist-ssr', 'prerender.js');
  const live = new Map<string, () => Promise<string | null>>();
  if (!fs.existsSync(rendererFile)) return live;
  let renderer: Promise<PageRenderer> | undefined;
  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(rendererFile).href) as Promise<PageRenderer>);

  for (const page of options.pages) {
    const templateFile = path.join(distDir, 'prerendered', `${page.path.slice(1)}.html.template`);
    if (!fs.existsSync(templateFile)) continue;
    const template = fs.readFileSync(templateFile, 'utf8').replaceAll(ORIGIN_SLOT, options.origin);
    let kept: { key: string; html: string } | undefined;
    live.set(page.path, async () => {
      try {
        const data = await page.data();
        const key = JSON.stringify(data);
        if (kept?.key === key) return kept.html;
        const { markup, state } = await (await loadRenderer()).renderPage(page.path, data);
        const meta = state
          ? `<meta name="${PAGE_DATA_META}" content="${escapeAttribute(JSON.stringify(state))}">`
          : '';
        const html = template.replace(DATA_SLOT, () => meta).replace(MARKUP_SLOT, () => markup);
        kept = { key, html };
        return html;
      } catch (error) {
        log.warn(
          { err: error, path: page.path },
          'live page not rendered: sending its loading state',
        );
        return null;
      }
    });
  }
  return live;
}
