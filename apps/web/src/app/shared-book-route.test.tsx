import { shareMessages } from '@littlestar/shared/shares';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { en } from '@/i18n/messages/en';
import { AppProviders } from './providers';
import { routes } from './router';

const happyDom = (
  window as unknown as {
    happyDOM: { setViewport(viewport: { width: number; height: number }): void };
  }
).happyDOM;

/** The app as the browser runs it, at `path`, for a visitor with no session. */
function openApp(path: string) {
  const pageViews: unknown[] = [];
  stubApi({
    '/api/auth/get-session': () => null,
    '/api/site-facts': () => Response.json({ detail: 'Not here' }, { status: 404 }),
    '/api/analytics/page-views': (_url, init) => {
      pageViews.push(JSON.parse(init?.body as string));
      return new Response(null, { status: 204 });
    },
    '/api/shared/tok_abc123': () => ({
      title: 'The Brave Little Fox',
      cover_url: null,
      pages: [{ id: 'p1', text: 'Once upon a time, Maya met a fox.', image_url: null }],
      allow_pdf: false,
    }),
  });
  render(
    <AppProviders language={{ language: 'en', messages: en }}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
  return { pageViews };
}

describe('/b/:token, a shared book', () => {
  beforeEach(() => happyDom.setViewport({ width: 390, height: 844 }));
  afterEach(() => happyDom.setViewport({ width: 1024, height: 768 }));

  it(
    'opens for a visitor with no account: no sign-in prompt, no account menu',
    {
      timeout: 30_000,
    },
    async () => {
      const { pageViews } = openApp('/b/tok_abc123');
      // The page's code loads lazily, as in the browser: the first run transforms the reader.
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'The Brave Little Fox' },
          { timeout: 20_000 },
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.getByRole('link', { name: shareMessages.makeYourOwn })).toBeTruthy();
      // The token is the key to the book: the page view records the route, never the token.
      await waitFor(() => expect(pageViews).toHaveLength(1));
      expect(pageViews[0]).toMatchObject({ path: '/b/:token' });
    },
  );
});
