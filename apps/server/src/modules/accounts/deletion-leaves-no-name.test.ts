// Runs on PostgreSQL too: an account's deletion, in one transaction.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Story } from '@littlestar/shared/stories';
import { printOrders } from '../../db/schema.js';
import { createTestUser, nextIp, ORIGIN } from '../../test/accounts.js';
import { authed, createReadyChild, giveCredits } from '../../test/children.js';
import { callAs, waitUntilFinished } from '../../test/stories.js';
import { appWith } from '../../test/test-app.js';
import { testStoryInput } from '../../test/written-stories.js';
import { refundCharge, spendCredits } from '../credits/service.js';

const t = appWith({ startWorkers: true, env: { TRUST_PROXY: 'true' } });

/** Every row of every table (all schemas, the job queue's too) whose text matches `pattern`. */
async function rowsMatching(pattern: string): Promise<string[]> {
  const { sql } = t.runtime.context.database;
  const { rows: tables } = await sql.executeSql(
    `SELECT table_schema, table_name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    [],
  );
  const found: string[] = [];
  for (const table of tables as { table_schema: string; table_name: string }[]) {
    const name = `"${table.table_schema}"."${table.table_name}"`;
    // A whole row as text holds every column, JSON included.
    const { rows } = await sql.executeSql(
      `SELECT row_to_json(t)::text AS row FROM ${name} t WHERE t::text ~ $1`,
      [pattern],
    );
    for (const row of rows as { row: string }[]) found.push(`${name}: ${row.row}`);
  }
  return found;
}

describe('deleting an account', () => {
  it("leaves no row anywhere with the child's name, a story's title or the parent's address", async () => {
    const { context } = t.runtime;
    const { db } = context.database;
    const user = await createTestUser(t.app);
    // Creating Zoe's profile is charged: "Child profile: Zoe".
    const child = await createReadyChild(context, t.app, user, { name: 'Zoe', age: 5 });
    await giveCredits(context, user.userId, 3);
    const title = 'Zoe and the Dark Cupboard';
    const created = await callAs(t, user, 'POST', `/api/children/${child.id}/stories`, {
      ...testStoryInput,
      title,
    });
    expect(created.statusCode, created.body).toBe(201);
    const storyId = created.json<Story>().id;
    expect((await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`)).statusCode).toBe(
      200,
    );
    expect((await waitUntilFinished(t, user, storyId, 60)).status).toBe('complete');
    // A picture drawn again and given back: both lines name the story.
    await spendCredits({
      db,
      userId: user.userId,
      amount: 1,
      type: 'picture redraw',
      description: `Picture drawn again: page 2 of "${title}"`,
      source: 'page-redraw',
      sourceId: randomUUID(),
    }).then((charge) => refundCharge({ db, source: charge.source, sourceId: charge.sourceId }));
    // A quote for a printed book of it, never paid.
    await db.insert(printOrders).values({
      id: randomUUID(),
      userId: user.userId,
      storyId,
      storyTitle: title,
      status: 'quoted',
      pageCount: 24,
      shippingLevel: 'MAIL',
      address: {
        name: 'Zoe Rao',
        street1: '1 Main Street',
        street2: user.email,
        city: 'Springfield',
        state_code: 'IL',
        postcode: '62701',
        country_code: 'US',
        phone_number: '+1 217 555 0100',
      },
      costCents: 1000,
      priceCents: 1200,
    });
    const usage = await callAs(t, user, 'GET', '/api/payments/credit-usage?page_size=50');
    const wording = usage.json<{ items: { description: string }[] }>().items;
    expect(wording.map((entry) => entry.description)).toEqual(
      expect.arrayContaining([
        'Child profile: Zoe',
        `Refund: Picture drawn again: page 2 of "${title}"`,
      ]),
    );
    expect(await rowsMatching('\\mZoe\\M')).not.toEqual([]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...authed(user), origin: ORIGIN, 'x-forwarded-for': nextIp() },
      payload: { password: user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    // Word-bounded, so a random token that happens to hold the letters is no match.
    expect(await rowsMatching('\\mZoe\\M')).toEqual([]);
    expect(await rowsMatching('Dark Cupboard')).toEqual([]);
    expect(await rowsMatching(user.email.replace(/[.+]/g, '\\$&'))).toEqual([]);
    // The ledger itself stays, amounts and kinds as they were.
    const { rows } = await context.database.sql.executeSql(
      'SELECT type, description FROM credit_entries WHERE user_id = $1 ORDER BY seq',
      [user.userId],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { type: 'child creation', description: 'Child profile' },
        { type: 'story creation', description: 'Story' },
        { type: 'picture redraw', description: 'Picture drawn again' },
        { type: 'refund', description: 'Refund' },
      ]),
    );
  }, 120_000);
});
