import { describe, expect, it } from 'vitest';
import { appWith, createTestApp } from './test/test-app.js';

const testApp = appWith({
  // A route that fails unexpectedly, to see what a client gets from a 5xx.
  extend: (app) =>
    app.get('/api/test/explode', () => {
      throw new Error('connection string postgres://admin:hunter2@db/internal');
    }),
});

describe('errors', () => {
  it('answers an unknown /api path with 404 and a detail', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: 'No such endpoint: GET /api/no-such-thing',
      code: 'not_found',
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/analytics/page-views',
      headers: { 'content-type': 'application/json' },
      payload: '{"path": "/',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Malformed JSON in request body', code: 'invalid' });
  });

  it('names the field that fails the schema', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/analytics/page-views',
      payload: { path: 'no-slash', title: 'Home' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain('body.path');
  });

  it('refuses a body of the wrong type with a 4xx, not a 5xx', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/analytics/page-views',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toMatch(/^body/);
  });

  it('never shows internals in a 5xx', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.json()).toEqual({
      detail: 'Something went wrong on our side. Please try again.',
      code: 'internal',
    });
  });
});

describe('health', () => {
  it('reports the database and the queue as ok', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', queue: 'ok' });
  });
});

describe('page views', () => {
  it('stores each page view', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/analytics/page-views',
      payload: { path: '/details?x=1', title: 'Details · Littlestar' },
      headers: { 'user-agent': 'test-agent' },
    });
    expect(response.statusCode).toBe(204);
    const { rows } = await testApp.runtime.context.database.sql.executeSql(
      'SELECT path, title, user_agent FROM page_views',
    );
    expect(rows).toEqual([
      // The query is never stored: it may carry a token.
      { path: '/details', title: 'Details · Littlestar', user_agent: 'test-agent' },
    ]);
  });

  it('refuses an oversized path without storing anything', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/analytics/page-views',
      payload: { path: `/${'a'.repeat(3000)}`, title: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const { rows } = await testApp.runtime.context.database.sql.executeSql(
      "SELECT count(*)::int AS n FROM page_views WHERE title = 'x'",
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document built from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/analytics/page-views']),
    );
  });

  it('serves a browsable reference at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy that allows only our own scripts', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("lets Razorpay's Checkout load and open its frame when real payments are on", async () => {
    const live = await createTestApp({
      env: {
        PAYMENTS: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      },
    });
    try {
      const response = await live.app.inject({ method: 'GET', url: '/api/health' });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' https://checkout.razorpay.com;");
      expect(policy).toMatch(
        /frame-src 'self' https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com;/,
      );
      expect(policy).toContain('https://lumberjack.razorpay.com');
    } finally {
      await live.close();
    }
  });
});

describe('request logs', () => {
  it('never contain passwords, tokens or cookies', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: '/api/analytics/page-views?token=supersecrettoken',
      headers: {
        authorization: 'Bearer bearer-secret-value',
        cookie: 'session=cookie-secret-value',
      },
      payload: { path: '/', title: 'Home', password: 'password-secret-value' },
    });
    const written = JSON.stringify(testApp.logs);
    expect(written).toContain('/api/analytics/page-views');
    for (const secret of [
      'supersecrettoken',
      'bearer-secret-value',
      'cookie-secret-value',
      'password-secret-value',
    ]) {
      expect(written).not.toContain(secret);
    }
  });
});
