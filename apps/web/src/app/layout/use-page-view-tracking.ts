import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { sendPageView } from '@/lib/analytics';
import { useDocumentDescription, useDocumentTitle } from '@/lib/document-title';
import { analyticsPathFromMatches, titleFromMatches } from '../route-handle';

/**
 * Sets the document title from the matched route (and the description, in the interface's
 * language, which a switch changes without a page load) and sends one page-view event per route
 * change (product.md#page-views). Hash-only changes (/#pricing) are not route changes.
 */
export function usePageViewTracking(): void {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const title = useDocumentTitle(titleFromMatches(matches, new URLSearchParams(search)));
  // A share link's token is the key to its book: its page view records the route's pattern.
  const path = analyticsPathFromMatches(matches, pathname);
  const lastSentPath = useRef<string | null>(null);

  const description = useDocumentDescription();
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);

  useEffect(() => {
    // The path only: a query may carry a secret (`/reset-password?token=…`), and no query
    // ever names a different page.
    // StrictMode runs effects twice on mount; one route change is one event.
    if (lastSentPath.current === path) return;
    lastSentPath.current = path;
    sendPageView({ path, title: document.title });
  }, [path]);
}
