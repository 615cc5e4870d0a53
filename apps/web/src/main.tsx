import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { documentLanguage, pathLanguage } from './i18n/language';
import { loadMessages } from './i18n/messages';
import { createAppRouter, routes } from './app/router';
import { readPageData } from './lib/page-data';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The public pages arrive prerendered (scripts/prerender.mjs). Their lazy route code is
 * loaded before hydrating, so the first render matches the HTML instead of showing the
 * loading fallback over it.
 */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Marks the page live (`<html data-app="ready">`) once React has taken it over: until then
 * a prerendered page's buttons are only HTML. Browser tests wait for it after a navigation.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

const prerendered = container.hasChildNodes();
// A page under /hi is Hindi whatever the visitor chose before; any other is in the language
// the page was drawn in (<html lang>: the prerender's, or index.html's inline script's).
const language = pathLanguage(window.location.pathname) ?? documentLanguage();
const [messages] = await Promise.all([
  loadMessages(language),
  prerendered ? loadMatchedRoutes() : undefined,
]);
const app = (
  <StrictMode>
    <AppProviders
      initialState={prerendered ? readPageData() : undefined}
      language={{ language, messages }}
    >
      <RouterProvider router={createAppRouter()} />
      <MarkReady />
    </AppProviders>
  </StrictMode>
);
if (prerendered) {
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is live.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
