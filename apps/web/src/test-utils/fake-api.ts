import { vi } from 'vitest';

type FetchInput = string | URL | Request;

const urlOf = (input: FetchInput) =>
  new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    'http://localhost',
  );

/** An answer of the fake API: a JSON body (200), a Response, or a never-settling promise. */
export type FakeAnswer = Response | Promise<Response> | object | null;

/**
 * Replaces `fetch` with a tiny stand-in for the server's `/api`: each request goes to the
 * handler of its path (query string excluded); unknown paths answer 404 `{detail, code}`.
 * Returns the mock, so a test can read which URLs were asked for.
 */
export function stubApi(routes: Record<string, (url: URL, init?: RequestInit) => FakeAnswer>) {
  const fetchMock = vi.fn((input: FetchInput, init?: RequestInit) => {
    const url = urlOf(input);
    const handler = routes[url.pathname];
    if (!handler) {
      return Promise.resolve(
        Response.json({ detail: 'Not Found', code: 'not_found' }, { status: 404 }),
      );
    }
    const answer = handler(url, init);
    if (answer instanceof Response || answer instanceof Promise) return Promise.resolve(answer);
    return Promise.resolve(Response.json(answer));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The `?page=` each request to `path` asked for, in order. */
export function requestedPages(fetchMock: ReturnType<typeof stubApi>, path: string): string[] {
  return fetchMock.mock.calls
    .map(([input]) => urlOf(input))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams.get('page') ?? '');
}
