import { describe, expect, it } from 'vitest';
import { deleteExpiredHits } from '../../http/rate-limit-store.js';
import { ORIGIN } from '../../test/accounts.js';
import { appWith } from '../../test/test-app.js';
import { prunePageViews } from './service.js';

const t = appWith({ startWorkers: true });

const sql = () => t.runtime.context.database.sql;
const DAY = 24 * 60 * 60 * 1000;

function view(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/analytics/page-views',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('a page view', () => {
  it('keeps the path and the referrer without their query, so no token is stored', async () => {
    const token = 'live-reset-token-5b1e9c';
    const response = await view(
      { path: `/reset-password?token=${token}#again`, title: 'Reset password' },
      { referer: `http://127.0.0.1:3000/forgot-password?token=${token}&email=a%40b.c` },
    );
    expect(response.statusCode).toBe(204);
    const { rows } = await sql().executeSql(
      "SELECT path, referrer FROM page_views WHERE title = 'Reset password'",
    );
    expect(rows).toEqual([
      { path: '/reset-password', referrer: 'http://127.0.0.1:3000/forgot-password' },
    ]);
    const all = await sql().executeSql('SELECT * FROM page_views');
    expect(JSON.stringify(all.rows)).not.toContain(token);
  });

  it('refuses a body larger than any real view with a 413 detail', async () => {
    const response = await view({ path: '/', title: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
  });
});

describe('pruning', () => {
  it('deletes page views older than 90 days and keeps newer ones', async () => {
    await sql().executeSql(
      `INSERT INTO page_views (path, title, created_at) VALUES
         ('/old', 'prune-old', now() - interval '91 days'),
         ('/recent', 'prune-recent', now() - interval '89 days')`,
    );
    expect(await prunePageViews({ db: t.runtime.context.database.db })).toBe(1);
    const { rows } = await sql().executeSql(
      "SELECT path FROM page_views WHERE title LIKE 'prune-%'",
    );
    expect(rows).toEqual([{ path: '/recent' }]);
  });

  it('deletes rate-limit counts whose window is over and keeps those still counting', async () => {
    const now = Date.now();
    await sql().executeSql(
      `INSERT INTO request_counts (key, count, started_at, expires_at) VALUES
         ('prune-old ip:203.0.113.9', 4, $1::bigint, $2::bigint),
         ('prune-today ip:203.0.113.9', 4, $3::bigint, $4::bigint)`,
      [now - 3 * DAY, now - 2 * DAY, now - DAY / 2, now + DAY / 2],
    );
    expect(await deleteExpiredHits(sql(), now)).toBeGreaterThanOrEqual(1);
    const { rows } = await sql().executeSql(
      "SELECT key FROM request_counts WHERE key LIKE 'prune-%' ORDER BY key",
    );
    expect(rows).toEqual([{ key: 'prune-today ip:203.0.113.9' }]);
  });

  it('runs both prunes on a schedule', async () => {
    const { rows } = await sql().executeSql(
      "SELECT name, cron FROM pgboss.schedule WHERE name IN ('analytics.prune', 'rate-limits.prune') ORDER BY name",
    );
    expect(rows).toEqual([
      { name: 'analytics.prune', cron: '23 3 * * *' },
      { name: 'rate-limits.prune', cron: '41 * * * *' },
    ]);
  });
});
