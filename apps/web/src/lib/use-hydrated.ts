import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates a page prerendered at build time (and in that prerender), true
 * in every other render. What only the browser knows (the stored theme, today's date) is
 * shown once this is true, so the first client render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
