// Money: each generation charged once, a failed story refunded once, every balance equal to
// its ledger and to what the parent bought minus what it spent.
import type pg from 'pg';
import type { CheckResult } from './check-result.js';
import { checkResult } from './check-result.js';
import type { Parent } from './parents.js';
import type { StoryRow } from './soak-stories.js';

/** An account's balance, its ledger's sum and last entry, its payments and their grants. */
interface AccountRow {
  email: string;
  balance: number;
  ledger: number;
  last_after: number | null;
  payments: number;
  grants: number;
}

export function checkCharges(stories: StoryRow[]): CheckResult {
  return checkResult(
    'each generation charged once; a failed story refunded once, a complete one never',
    stories.flatMap((story) => {
      const problems: string[] = [];
      if (story.charges !== story.generation) {
        problems.push(
          `${story.id}: ${story.charges} charges for ${story.generation} generation(s)`,
        );
      }
      const refundsDue = story.status === 'error' ? 1 : 0;
      if (story.refunds !== refundsDue) {
        problems.push(`${story.id} (${story.status}): ${story.refunds} refunds`);
      }
      return problems;
    }),
  );
}

export async function checkBalances({
  db,
  emailPattern,
  parents,
  stories,
}: {
  db: pg.Client;
  emailPattern: string;
  parents: Parent[];
  stories: StoryRow[];
}): Promise<CheckResult> {
  const { rows } = await db.query<AccountRow>(
    `SELECT u.email, coalesce(b.balance, 0) AS balance,
            (SELECT coalesce(sum(amount), 0) FROM credit_entries c WHERE c.user_id = u.id)::int AS ledger,
            (SELECT balance_after FROM credit_entries c WHERE c.user_id = u.id
              ORDER BY seq DESC LIMIT 1) AS last_after,
            (SELECT count(*) FROM payments p
              WHERE p.user_id = u.id AND p.status = 'completed')::int AS payments,
            (SELECT count(*) FROM credit_entries c
              WHERE c.user_id = u.id AND c.source = 'payment')::int AS grants
       FROM "user" u LEFT JOIN credit_balances b ON b.user_id = u.id
      WHERE u.email LIKE $1`,
    [emailPattern],
  );
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const refundsByUser = new Map<string, number>();
  for (const story of stories) {
    if (story.status === 'error') {
      refundsByUser.set(story.user_id, (refundsByUser.get(story.user_id) ?? 0) + 1);
    }
  }
  return checkResult(
    'every balance equals its ledger, and what was bought minus what was spent',
    parents.flatMap((parent) => {
      const row = byEmail.get(parent.email);
      if (!row) return parent.userId ? [`parent ${parent.index}: no account`] : [];
      const generated = [...parent.stories.values()].filter((story) => story.generatedAt).length;
      const expected =
        parent.creditsBought -
        parent.childrenMade -
        generated +
        (refundsByUser.get(parent.userId ?? '') ?? 0);
      const problems: string[] = [];
      if (
        row.balance !== row.ledger ||
        (row.last_after !== null && row.balance !== row.last_after)
      ) {
        problems.push(
          `parent ${parent.index}: balance ${row.balance}, ledger ${row.ledger}, last entry ${row.last_after}`,
        );
      }
      if (row.balance !== expected) {
        problems.push(`parent ${parent.index}: balance ${row.balance}, expected ${expected}`);
      }
      if (parent.creditsBought > 0 && (row.payments !== 1 || row.grants !== 1)) {
        problems.push(
          `parent ${parent.index}: ${row.payments} payments and ${row.grants} grants for one purchase`,
        );
      }
      return problems;
    }),
    `${rows.length} accounts`,
  );
}
