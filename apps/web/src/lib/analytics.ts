import type { PageView } from '@littlestar/shared/analytics';
import { apiUrl } from './api-client';

/**
 * Records a page view (`path` is location.pathname alone, never the query or hash, which may
 * carry a token). Fire-and-forget: `keepalive` lets it outlive the page, and any
 * failure is ignored on purpose — analytics must never disturb the user (or the console).
 */
export function sendPageView(view: PageView): void {
  try {
    fetch(apiUrl('/analytics/page-views'), {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(view),
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously (e.g. keepalive body quota); ignore as well.
  }
}
