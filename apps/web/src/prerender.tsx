import type { DemoChild } from '@littlestar/shared/demo';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { demoChildrenQueryKey } from './features/demo/api/list-demo-children';
import { pathLanguage } from './i18n/language';
import { loadMessages } from './i18n/messages';

/** What the server knows at request time, for the pages it renders then (see renderPage). */
export interface PageData {
  demoChildren?: DemoChild[];
}

/** The queries `data` answers, in the form the browser's query client takes them back. */
function dehydratedState(data: PageData): DehydratedState | undefined {
  if (!data.demoChildren) return undefined;
  const client = new QueryClient();
  client.setQueryData(demoChildrenQueryKey, data.demoChildren);
  return dehydrate(client);
}

/**
 * Renders one public page to HTML, as a visitor who is not signed in first sees it: the
 * browser paints it before any script runs, and main.tsx hydrates it. At build time
 * (scripts/prerender.mjs) what needs the server (the session, the plans) shows its loading
 * state; the server renders /demo/children again on request with `data`, the shelf in it, and
 * sends `state` beside the HTML so hydration draws the same shelf.
 */
export async function renderPage(
  path: string,
  data: PageData = {},
): Promise<{ markup: string; state: DehydratedState | undefined }> {
  const state = dehydratedState(data);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects; only pages prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A page under /hi is drawn in Hindi (its copy of an English page), any other in English.
  const language = pathLanguage(path) ?? 'en';
  const messages = await loadMessages(language);
  // Unlike renderToString, prerendering waits for lazy parts, so none of them is left for
  // the browser to render in place of the HTML.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders initialState={state} language={{ language, messages }}>
        {/* hydrate={false}: no inline data script, which the Content-Security-Policy forbids. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    {
      // Every part written in place: a part sent apart comes with an inline script to move
      // it, which the Content-Security-Policy forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that fails here would silently be left to the browser: fail the build instead.
      onError(error) {
        throw error;
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const markup = Buffer.concat(chunks).toString('utf8');
  if (markup.includes('<script')) throw new Error(`${path} prerendered with an inline script`);
  return { markup, state };
}
