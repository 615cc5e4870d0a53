import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, ApiError } from './api-client';
import { apiErrorMessage, serverDetail } from './api-error-message';

/** The error a call throws when the server answers `status` with `body`. */
async function failedCall(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(new Response(body, { status, headers: { 'Content-Type': contentType } })),
    ),
  );
  return apiClient.post('/children').catch((error: unknown) => error);
}

describe('apiErrorMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's {detail}", async () => {
    const refused = await failedCall(402, JSON.stringify({ detail: 'Not enough credits: 0 of 1' }));
    expect(apiErrorMessage(refused, 'Failed to create child profile')).toBe(
      'Not enough credits: 0 of 1',
    );
    expect(serverDetail(refused)).toBe('Not enough credits: 0 of 1');
  });

  it("shows the spec's text when the answer had no detail (a proxy's page, an empty body)", async () => {
    const proxyPage = await failedCall(502, '<html>Bad gateway</html>', 'text/html');
    expect(apiErrorMessage(proxyPage, 'Failed to create child profile')).toBe(
      'Failed to create child profile',
    );
    const empty = await failedCall(500, JSON.stringify({ detail: '' }));
    expect(apiErrorMessage(empty, 'Failed to start training')).toBe('Failed to start training');
    expect(serverDetail(empty)).toBeUndefined();
  });

  it("shows the spec's text when the server could not be reached or something else broke", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const unreachable = await apiClient.get('/children').catch((error: unknown) => error);
    expect(unreachable).toMatchObject({ status: 0 });
    expect(apiErrorMessage(unreachable, 'Failed to get upload URL')).toBe(
      'Failed to get upload URL',
    );
    expect(apiErrorMessage(new ApiError(0, 'The upload was interrupted.'), 'x')).toBe('x');
    expect(apiErrorMessage(new Error('boom'), 'An unknown error occurred')).toBe(
      'An unknown error occurred',
    );
    expect(apiErrorMessage('not an error', 'An unknown error occurred')).toBe(
      'An unknown error occurred',
    );
  });
});
