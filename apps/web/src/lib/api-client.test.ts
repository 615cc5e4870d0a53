import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestChild } from '@/test-utils/test-child';
import { apiClient, ApiError, isPaymentRequired, setUnauthorizedHandler } from './api-client';
import { getChild } from './child-query';
import { getCredits } from './credits-query';

function answer(status: number, body?: unknown, contentType = 'application/json') {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(
        body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
        {
          status,
          headers: { 'Content-Type': contentType },
        },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(null);
  });

  it('calls /api with a JSON body and returns the parsed answer', async () => {
    const fetchMock = answer(201, { id: 'c1' });
    await expect(apiClient.post('/children', { name: 'Mia' })).resolves.toEqual({ id: 'c1' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/children');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Mia"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('returns undefined for 204', async () => {
    answer(204);
    await expect(apiClient.delete('/stories/1')).resolves.toBeUndefined();
  });

  it('throws an ApiError carrying the status and the server detail', async () => {
    answer(402, { detail: 'Not enough credits', code: 'not_enough_credits' });
    const error = await apiClient.post('/stories/1/generate').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 402,
      message: 'Not enough credits',
      code: 'not_enough_credits',
    });
  });

  it('falls back to a generic message when the error body is not JSON', async () => {
    answer(502, '<html>Bad gateway</html>', 'text/html');
    await expect(apiClient.get('/children')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed (502)',
    });
  });

  it('reports a 401 to the registered sign-out handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answer(401, { detail: 'Not signed in' });
    await expect(apiClient.get('/payments/credits')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe('isPaymentRequired', () => {
  it('recognises the code not_enough_credits, not the bare status', () => {
    const body = { detail: 'Not enough credits: 0 of 1', code: 'not_enough_credits' };
    expect(isPaymentRequired(new ApiError(402, body.detail, body))).toBe(true);
    expect(
      isPaymentRequired(new ApiError(402, 'x', { detail: 'x', code: 'payment_required' })),
    ).toBe(false);
    expect(isPaymentRequired(new ApiError(400, 'x'))).toBe(false);
    expect(isPaymentRequired(new Error('x'))).toBe(false);
  });
});

describe('answers checked against their shared schema (development and tests)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("fails a call whose answer does not match the schema it names, instead of a parent's screen", async () => {
    answer(200, { id: 'c1', name: 42 });
    const schema = { safeParse: (data: unknown) => ({ success: typeof data === 'string' }) };
    await expect(apiClient.get('/children/c1', { schema })).rejects.toThrow(
      'The answer of /children/c1 does not match its schema',
    );
  });

  it('checks a real call against the shared schema of its route: a server change fails the test', async () => {
    answer(200, createTestChild({ id: 'c1' }));
    await expect(getChild('c1')).resolves.toMatchObject({ id: 'c1', name: 'Arjun' });

    // The server renamed a field: the answer no longer matches `childSchema`.
    const { training_status, ...renamed } = createTestChild({ id: 'c1' });
    answer(200, { ...renamed, trainingStatus: training_status });
    await expect(getChild('c1')).rejects.toThrow(
      'The answer of /children/c1 does not match its schema',
    );
  });

  it('checks against a schema loaded on demand, as first-page calls name theirs', async () => {
    answer(200, { credits: '3' });
    await expect(getCredits()).rejects.toThrow(
      'The answer of /payments/credits does not match its schema',
    );
  });
});
