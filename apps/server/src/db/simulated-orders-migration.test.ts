import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './database.js';

const TAG = '0016_simulated_orders';
const migration = (tag: string) => fs.readFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');

let database: PGlite | undefined;
afterAll(async () => {
  await database?.close();
});

/*
 * The simulated gateway used to find its orders among our `payments` rows; since it keeps its
 * own, an order created before the upgrade and paid after it must be in its table.
 */
describe(`migration ${TAG}`, { timeout: 120_000 }, () => {
  it("copies the simulated gateway's earlier orders, and no other provider's", async () => {
    database = await PGlite.create();
    const journal = JSON.parse(
      await fs.readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const tags = journal.entries.map((entry) => entry.tag);
    expect(tags).toContain(TAG);
    for (const tag of tags.slice(0, tags.indexOf(TAG))) await database.exec(await migration(tag));

    await database.exec(`
      INSERT INTO "user" (id, name, email) VALUES ('u1', 'Asha', 'asha@example.com');
      INSERT INTO payments (id, user_id, plan_name, credits, provider, order_id, amount, currency, purpose)
      VALUES
        (gen_random_uuid(), 'u1', 'Printed book', 1, 'simulated', 'order_SIMULATED00001', 2339, 'USD', 'print'),
        (gen_random_uuid(), 'u1', 'Printed book', 1, 'razorpay', 'order_RAZORPAY000001', 2339, 'USD', 'print');
    `);
    await database.exec(await migration(TAG));

    const { rows } = await database.query<{ id: string; amount: number; currency: string }>(
      'SELECT id, amount, currency FROM simulated_orders ORDER BY id',
    );
    expect(rows).toEqual([{ id: 'order_SIMULATED00001', amount: 2339, currency: 'USD' }]);
  });
});
