import type { UIMatch } from 'react-router';

/** Static metadata attached to each route in router.tsx. */
export interface RouteHandle {
  /** Page title; the document title becomes '{title} · Littlestar'. Absent: home title. */
  title?: string;
}

export function titleFromMatches(matches: UIMatch[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}
