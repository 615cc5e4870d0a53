import type { UIMatch } from 'react-router';
import type { PageTitleKey } from '@/lib/document-title';

/** Static metadata attached to each route in router.tsx. */
export interface RouteHandle {
  /**
   * Page title, a key of `layout.titles`; the document title becomes '{title} · Littlestar'.
   * Absent: home title. A function reads the query (the edit-child page is 'Add a Child' with
   * `?new=1`).
   */
  title?: PageTitleKey | ((search: URLSearchParams) => PageTitleKey);
  /**
   * The path a page view records instead of the address, when the address is a secret (a
   * share link's token is the whole key to its book): the route's pattern, '/b/:token'.
   */
  analyticsPath?: string;
}

export function titleFromMatches(
  matches: UIMatch[],
  search: URLSearchParams = new URLSearchParams(),
): PageTitleKey | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    const title = typeof handle?.title === 'function' ? handle.title(search) : handle?.title;
    if (title) return title;
  }
  return undefined;
}

/** The path to record for a page view: the address, unless its route keeps it secret. */
export function analyticsPathFromMatches(matches: UIMatch[], pathname: string): string {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.analyticsPath) return handle.analyticsPath;
  }
  return pathname;
}
