// Runs on PostgreSQL too: the ledger under concurrent spends, and its row locks.
import { randomUUID } from 'node:crypto';
import { eq, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditEntries, user } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { createTestUser, type SignedIn } from '../../test/accounts.js';
import { deletedEmail } from '../accounts/service.js';
import { appWith } from '../../test/test-app.js';
import {
  getBalance,
  grantCredits,
  refundCharge,
  spendCredits,
  takeBackCredits,
} from './service.js';

// Typed asymmetric matchers (vitest types them as any).
const anyString = expect.any(String) as string;
const matching = (pattern: RegExp) => expect.stringMatching(pattern) as string;

const testApp = appWith({ env: { TRUST_PROXY: 'true' } });

const db = () => testApp.runtime.context.database.db;

/** A user row straight in the database: the ledger only needs the id. */
async function createLedgerUser(): Promise<string> {
  const id = randomUUID();
  await db()
    .insert(user)
    .values({ id, name: '', email: `${id}@example.com` });
  return id;
}

const grant = (userId: string, amount: number, sourceId = randomUUID()) =>
  grantCredits({
    db: db(),
    userId,
    amount,
    type: 'top-up',
    description: 'Test top-up',
    source: 'test-grant',
    sourceId,
  });

const spend = (userId: string, amount: number, sourceId = randomUUID()) =>
  spendCredits({
    db: db(),
    userId,
    amount,
    type: 'story creation',
    description: 'Story: The Moon Boat',
    source: 'story',
    sourceId,
  });

const get = (url: string, signedIn?: SignedIn) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: signedIn ? { authorization: `Bearer ${signedIn.bearer}` } : {},
  });

describe('the credit ledger', () => {
  it('lets exactly as many of 50 concurrent spends through as the balance pays for', async () => {
    const userId = await createLedgerUser();
    await grant(userId, 5);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => spend(userId, 1)));
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const result of refused) {
      expect(result.reason).toBeInstanceOf(AppError);
      expect((result.reason as AppError).status).toBe(402);
    }
    expect(await getBalance({ db: db(), userId })).toBe(0);
    const entries = await db().select().from(creditEntries).where(eq(creditEntries.userId, userId));
    expect(entries).toHaveLength(6);
    // A lost update would repeat a balance; each spend saw the one before it.
    expect(entries.map((entry) => entry.balanceAfter).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can show a missing row lock.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, really runs a second writer concurrently: it waits for the first, then sees its balance',
    async () => {
      expect(testApp.runtime.context.database.kind).toBe('postgres');
      const userId = await createLedgerUser();
      await grant(userId, 5);
      const sql = testApp.runtime.context.database.sql;
      let releaseFirst = () => {};
      const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstSpent = () => {};
      const firstHasSpent = new Promise<void>((resolve) => (firstSpent = resolve));
      const first = db().transaction(async (tx) => {
        await spendCredits({
          db: tx,
          userId,
          amount: 1,
          type: 'story creation',
          description: 'Story: first',
          source: 'story',
          sourceId: randomUUID(),
        });
        firstSpent();
        await firstHolds;
      });
      await firstHasSpent;
      const second = spend(userId, 1);

      // The second writer is really blocked on the first one's lock, not merely queued.
      const waiting = async () => {
        const { rows } = await sql.executeSql(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return Number(rows[0]?.n ?? 0);
      };
      const deadline = Date.now() + 5000;
      while ((await waiting()) === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await waiting()).toBe(1);

      releaseFirst();
      await first;
      const entry = await second;
      expect(entry.balanceAfter).toBe(3);
      expect(await getBalance({ db: db(), userId })).toBe(3);
    },
  );

  it('names the shortfall when the balance is too low, and writes nothing', async () => {
    const userId = await createLedgerUser();
    await grant(userId, 1);
    await expect(spend(userId, 3)).rejects.toMatchObject({
      code: 'not_enough_credits',
      detail:
        'Not enough credits: this needs 3 credits and you have 1 credit. Add 2 credits more to continue.',
    });
    expect(await getBalance({ db: db(), userId })).toBe(1);
  });

  it('takes back at most the balance, once per key, and writes nothing when it is empty', async () => {
    const userId = await createLedgerUser();
    await grant(userId, 5);
    await spend(userId, 3);
    const takeBack = (sourceId: string, amount = 5) =>
      takeBackCredits({
        db: db(),
        userId,
        amount,
        type: 'refund',
        describe: (taken) => `Refund: ${taken} of ${amount} taken back`,
        source: 'payment-refund',
        sourceId,
      });
    expect(await Promise.all([takeBack('rfnd_a'), takeBack('rfnd_a')])).toEqual([2, 2]);
    expect(await getBalance({ db: db(), userId })).toBe(0);
    expect(await takeBack('rfnd_b')).toBe(0);
    const entries = await db().select().from(creditEntries).where(eq(creditEntries.userId, userId));
    expect(entries.filter((entry) => entry.type === 'refund')).toMatchObject([
      { amount: -2, balanceAfter: 0, description: 'Refund: 2 of 5 taken back' },
    ]);
  });

  it('grants, charges and refunds each source once however often it is called', async () => {
    const userId = await createLedgerUser();
    const paymentId = randomUUID();
    const storyId = randomUUID();
    const grants = await Promise.all([grant(userId, 4, paymentId), grant(userId, 4, paymentId)]);
    expect(grants[0].id).toBe(grants[1].id);
    const charges = await Promise.all([spend(userId, 2, storyId), spend(userId, 2, storyId)]);
    expect(charges[0].id).toBe(charges[1].id);
    expect(await getBalance({ db: db(), userId })).toBe(2);

    const refund = () => refundCharge({ db: db(), source: 'story', sourceId: storyId });
    const refunds = await Promise.all([refund(), refund()]);
    expect(refunds[0]).toMatchObject({ type: 'refund', amount: 2, balanceAfter: 4 });
    expect(refunds[1].id).toBe(refunds[0].id);
    expect(await getBalance({ db: db(), userId })).toBe(4);
    await expect(
      refundCharge({ db: db(), source: 'story', sourceId: randomUUID() }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('charges inside the caller’s transaction, and rolls back with it', async () => {
    const userId = await createLedgerUser();
    await grant(userId, 2);
    await expect(
      db().transaction(async (tx) => {
        await spendCredits({
          db: tx,
          userId,
          amount: 2,
          type: 'story creation',
          description: 'Story: rolled back',
          source: 'story',
          sourceId: randomUUID(),
        });
        throw new Error('enqueue failed');
      }),
    ).rejects.toThrow('enqueue failed');
    expect(await getBalance({ db: db(), userId })).toBe(2);
  });

  it('never changes or removes an entry; entries go only with their account', async () => {
    const userId = await createLedgerUser();
    await grant(userId, 5);
    const sql = testApp.runtime.context.database.sql;
    await expect(
      sql.executeSql('UPDATE credit_entries SET amount = 500 WHERE user_id = $1', [userId]),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql.executeSql('DELETE FROM credit_entries WHERE user_id = $1', [userId]),
    ).rejects.toThrow(/append-only/);
    expect(await getBalance({ db: db(), userId })).toBe(5);

    await db().delete(user).where(eq(user.id, userId));
    const { rows } = await sql.executeSql(
      'SELECT count(*)::int AS n FROM credit_entries WHERE user_id = $1',
      [userId],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it("lets only a deleted account's wording change, never its amounts", async () => {
    const userId = await createLedgerUser();
    await grant(userId, 5);
    const sql = testApp.runtime.context.database.sql;
    const reword = () =>
      sql.executeSql("UPDATE credit_entries SET description = 'Credits' WHERE user_id = $1", [
        userId,
      ]);
    // A live account's lines are never rewritten.
    await expect(reword()).rejects.toThrow(/append-only/);

    await db()
      .update(user)
      .set({ email: deletedEmail(userId) })
      .where(eq(user.id, userId));
    await reword();
    await expect(
      sql.executeSql(
        "UPDATE credit_entries SET description = 'Credits', amount = 500 WHERE user_id = $1",
        [userId],
      ),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql.executeSql('UPDATE credit_entries SET source_id = $2 WHERE user_id = $1', [
        userId,
        randomUUID(),
      ]),
    ).rejects.toThrow(/append-only/);
    const { rows } = await sql.executeSql(
      'SELECT description, amount FROM credit_entries WHERE user_id = $1',
      [userId],
    );
    expect(rows).toEqual([{ description: 'Credits', amount: 5 }]);
  });

  it('keeps the sum of the entries equal to the balance shown, whatever happens', async () => {
    const signedIn = await createTestUser(testApp.app);
    const userId = signedIn.userId;
    const shownBalance = async () =>
      get('/api/payments/credits', signedIn).then(
        (response) => response.json<{ total_credits: number }>().total_credits,
      );
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ kind: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 6 }) }),
      fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 12 }), async (operations) => {
        let expected = await shownBalance();
        const charges: { sourceId: string; amount: number; isRefunded: boolean }[] = [];
        for (const step of operations) {
          if (step.kind === 'grant') {
            await grant(userId, step.amount);
            expected += step.amount;
          } else if (step.kind === 'spend') {
            const sourceId = randomUUID();
            const outcome = await spend(userId, step.amount, sourceId).then(
              () => 'spent',
              (error: AppError) => error.code,
            );
            expect(outcome).toBe(expected >= step.amount ? 'spent' : 'not_enough_credits');
            if (outcome === 'spent') {
              expected -= step.amount;
              charges.push({ sourceId, amount: step.amount, isRefunded: false });
            }
          } else if (charges.length > 0) {
            const charge = charges[step.pick % charges.length];
            if (!charge) continue;
            await refundCharge({ db: db(), source: 'story', sourceId: charge.sourceId });
            if (!charge.isRefunded) expected += charge.amount;
            charge.isRefunded = true;
          }
        }
        const [ledger] = await db()
          .select({ total: sum(creditEntries.amount) })
          .from(creditEntries)
          .where(eq(creditEntries.userId, userId));
        const shown = await shownBalance();
        expect(shown).toBe(expected);
        expect(Number(ledger?.total ?? 0)).toBe(shown);
        expect(shown).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 25 },
    );
  });
});

describe('GET /api/payments/credits and /credit-usage', () => {
  it('answers 401 with a detail without a session', async () => {
    for (const url of ['/api/payments/credits', '/api/payments/credit-usage?page=x']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Authentication required. Please log in.',
        code: 'unauthorized',
      });
    }
  });

  it('shows the balance and the ledger newest first, 5 a page', async () => {
    const signedIn = await createTestUser(testApp.app);
    expect((await get('/api/payments/credits', signedIn)).json()).toEqual({
      total_credits: 0,
      child_credit_cost: 1,
      story_credit_cost: 1,
    });
    const empty = await get('/api/payments/credit-usage', signedIn);
    expect(empty.json()).toEqual({ items: [], total: 0, page: 1, page_size: 5 });

    await grant(signedIn.userId, 10);
    for (let index = 0; index < 6; index += 1) await spend(signedIn.userId, 1);
    expect((await get('/api/payments/credits', signedIn)).json()).toMatchObject({
      total_credits: 4,
    });

    const first = await get('/api/payments/credit-usage?page=1&page_size=5', signedIn);
    expect(first.statusCode).toBe(200);
    const page = first.json<{
      items: { amount: number; balance_after: number; type: string; created_at: string }[];
      total: number;
    }>();
    expect(page.total).toBe(7);
    expect(page.items.map((item) => item.balance_after)).toEqual([4, 5, 6, 7, 8]);
    expect(page.items[0]).toEqual({
      id: anyString,
      type: 'story creation',
      description: 'Story: The Moon Boat',
      amount: -1,
      balance_after: 4,
      created_at: matching(/^\d{4}-\d\d-\d\dT/),
    });
    const second = await get('/api/payments/credit-usage?page=2&page_size=5', signedIn);
    expect(second.json<{ items: { amount: number }[] }>().items.map((item) => item.amount)).toEqual(
      [-1, 10],
    );
  });

  it('refuses a bad page with a detail naming it', async () => {
    const signedIn = await createTestUser(testApp.app);
    const response = await get('/api/payments/credit-usage?page=0&page_size=500', signedIn);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toMatch(/querystring\.page/);
  });
});
