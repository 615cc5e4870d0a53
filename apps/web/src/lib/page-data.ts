import type { DehydratedState } from '@tanstack/react-query';

/**
 * Names the meta tag of a page the server renders on request (/demo/children): the data its
 * HTML was drawn from, as TanStack Query's dehydrated state. A meta tag rather than a script,
 * which the Content-Security-Policy would have to allow.
 */
export const PAGE_DATA_META = 'littlestar-page-data';

/** The data the server drew this page from, so hydration draws the same; none on most pages. */
export function readPageData(): DehydratedState | undefined {
  const content = document.querySelector<HTMLMetaElement>(
    `meta[name="${PAGE_DATA_META}"]`,
  )?.content;
  if (!content) return undefined;
  try {
    return JSON.parse(content) as DehydratedState;
  } catch {
    return undefined;
  }
}
