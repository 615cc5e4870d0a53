import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { CreditEntry, CreditEntryType, CreditUsagePage } from '@littlestar/shared/credits';
import { localText } from '@littlestar/shared/i18n/translate';
import type { Database } from '../../db/database.js';
import { creditBalances, creditEntries } from '../../db/credits-schema.js';
import { AppError } from '../../errors.js';

/**
 * The database or an open Drizzle transaction (a transaction is a `Database` too). Pass the
 * caller's transaction to charge in the same commit as other writes, e.g. the story's job
 * enqueue: the ledger write then runs in a savepoint inside it.
 */
export type Executor = Database;

export type LedgerEntry = typeof creditEntries.$inferSelect;

/**
 * What makes a ledger write happen at most once: `source` names the kind of thing
 * ('payment', 'story', 'child', …) and `sourceId` the one thing. A second call with the same
 * key returns the first entry instead of writing again.
 */
export interface LedgerKey {
  source: string;
  sourceId: string;
}

interface EntryOptions extends LedgerKey {
  db: Executor;
  userId: string;
  /** Whole credits, greater than zero. */
  amount: number;
  type: CreditEntryType;
  description: string;
}

/** Adds credits (a top-up, a bonus). Idempotent on (source, sourceId). */
export async function grantCredits(options: EntryOptions): Promise<LedgerEntry> {
  assertPositive(options.amount);
  return writeEntry({ ...options, delta: options.amount });
}

/**
 * Takes credits for a child or a story. Idempotent on (source, sourceId): the same story is
 * charged once however often this is called. Throws `payment_required` (402) naming the
 * shortfall when the balance is too low; the balance never goes below zero.
 */
export async function spendCredits(options: EntryOptions): Promise<LedgerEntry> {
  assertPositive(options.amount);
  return writeEntry({ ...options, delta: -options.amount });
}

/**
 * Gives back a charge (a story that failed) with a reversing entry of type `refund`. The
 * charge is named by the key it was made with; a charge is refunded at most once.
 */
export async function refundCharge(
  options: LedgerKey & { db: Executor; description?: string },
): Promise<LedgerEntry> {
  const charge = await findEntry(options.db, options);
  if (!charge || charge.amount >= 0) {
    throw new AppError('not_found', `No charge for ${options.source} ${options.sourceId}.`);
  }
  return writeEntry({
    db: options.db,
    userId: charge.userId,
    delta: -charge.amount,
    type: 'refund',
    description: options.description ?? `Refund: ${charge.description}`,
    source: 'refund',
    sourceId: charge.id,
  });
}

/** Like `refundCharge`, but a key that was never charged (a free story) gives back nothing. */
export async function refundChargeIfAny(
  options: LedgerKey & { db: Executor; description?: string },
): Promise<LedgerEntry | undefined> {
  const charge = await findEntry(options.db, options);
  if (!charge || charge.amount >= 0) return undefined;
  return refundCharge(options);
}

/**
 * Takes back credits that were granted and then paid back (a refunded payment): as many of
 * `amount` as the balance still holds, so the balance never goes below zero, with one entry
 * whose description `describe` words from the number actually taken. Idempotent on
 * (source, sourceId). Answers how many were taken (0, and no entry, when the balance is empty).
 */
export async function takeBackCredits(
  options: Omit<EntryOptions, 'description'> & { describe: (taken: number) => string },
): Promise<number> {
  assertPositive(options.amount);
  const entry = await writeEntryUnderLock({
    ...options,
    sign: -1,
    entryFor: (balance) => {
      const taken = Math.min(balance, options.amount);
      return taken > 0 ? { delta: -taken, description: options.describe(taken) } : undefined;
    },
  });
  return entry ? -entry.amount : 0;
}

/**
 * What an entry says once its account is deleted: its kind, never a child's name or a story's
 * title. A top-up's wording names only the plan, and stays.
 */
const DELETED_ACCOUNT_WORDING: Record<Exclude<CreditEntryType, 'top-up'>, string> = {
  'child creation': 'Child profile',
  'story creation': 'Story',
  'picture redraw': 'Picture drawn again',
  'referral-bonus': 'Referral bonus',
  refund: 'Refund',
  gift: 'Gift',
  other: 'Credits',
};

/**
 * For an account's deletion, inside its transaction and after the user's row is anonymised:
 * the ledger stays for bookkeeping (amounts, balances, kinds and keys as they were), and each
 * entry's wording is rewritten to say only its kind. The append-only trigger allows exactly
 * this change, and only on the entries of an anonymised account.
 */
export async function anonymiseCreditEntriesOfUser(options: {
  db: Executor;
  userId: string;
}): Promise<void> {
  for (const [type, description] of Object.entries(DELETED_ACCOUNT_WORDING)) {
    await options.db
      .update(creditEntries)
      .set({ description })
      .where(
        and(
          eq(creditEntries.userId, options.userId),
          eq(creditEntries.type, type as CreditEntryType),
          ne(creditEntries.description, description),
        ),
      );
  }
}

/** The user's current balance (0 before the first grant). */
export async function getBalance(options: { db: Executor; userId: string }): Promise<number> {
  const [row] = await options.db
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(eq(creditBalances.userId, options.userId));
  return row?.balance ?? 0;
}

/**
 * Refuses (402, as `spendCredits` would) when the balance is below `amount`, spending
 * nothing: a look before a paid check, so a parent who cannot pay costs no call. The spend
 * itself checks again under the balance lock.
 */
export async function assertCanSpend(options: {
  db: Executor;
  userId: string;
  amount: number;
}): Promise<void> {
  const balance = await getBalance(options);
  if (balance < options.amount) throw notEnoughCredits(options.amount, balance);
}

const notEnoughCredits = (needed: number, balance: number) =>
  new AppError(
    'not_enough_credits',
    localText('credits.notEnough', { needed, balance, missing: needed - balance }),
  );

/** The user's ledger, newest first, one page at a time. */
export async function listCreditEntries(options: {
  db: Executor;
  userId: string;
  page: number;
  pageSize: number;
}): Promise<CreditUsagePage> {
  const { db, userId, page, pageSize } = options;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId))
      .orderBy(desc(creditEntries.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(creditEntries).where(eq(creditEntries.userId, userId)),
  ]);
  return { items: rows.map(toCreditEntry), total: totals?.total ?? 0, page, page_size: pageSize };
}

export function toCreditEntry(entry: LedgerEntry): CreditEntry {
  return {
    id: entry.id,
    type: entry.type,
    description: entry.description,
    amount: entry.amount,
    balance_after: entry.balanceAfter,
    created_at: entry.createdAt.toISOString(),
  };
}

function assertPositive(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new AppError(
      'invalid',
      `A credit amount must be a whole number above zero, not ${amount}.`,
    );
  }
}

async function findEntry(db: Executor, key: LedgerKey): Promise<LedgerEntry | undefined> {
  const [entry] = await db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.source, key.source), eq(creditEntries.sourceId, key.sourceId)));
  return entry;
}

/**
 * The one place the ledger is written. The user's balance row is locked first, so a user's
 * writes happen one after another on PostgreSQL (PGlite runs one transaction at a time
 * anyway); under that lock the idempotency check and the shortfall check cannot race. The
 * unique (source, source_id) key and CHECK (balance >= 0) back this up in the database.
 */
async function writeEntry(
  options: Omit<EntryOptions, 'amount'> & { delta: number },
): Promise<LedgerEntry> {
  const { delta, description } = options;
  const entry = await writeEntryUnderLock({
    ...options,
    sign: Math.sign(delta),
    entryFor: (balance) => {
      if (balance + delta < 0) throw notEnoughCredits(-delta, balance);
      return { delta, description };
    },
  });
  if (!entry) throw new Error('ledger write wrote nothing');
  return entry;
}

/**
 * Under the balance lock: an existing entry with the same key is answered as it is; otherwise
 * `entryFor` decides from the balance what to write (undefined: nothing).
 */
async function writeEntryUnderLock(
  options: LedgerKey & {
    db: Executor;
    userId: string;
    type: CreditEntryType;
    /** The sign every entry with this key has: a key is never both a grant and a charge. */
    sign: number;
    entryFor: (balance: number) => { delta: number; description: string } | undefined;
  },
): Promise<LedgerEntry | undefined> {
  const { userId } = options;
  return options.db.transaction(async (tx) => {
    await tx.insert(creditBalances).values({ userId, balance: 0 }).onConflictDoNothing();
    const [locked] = await tx
      .select({ balance: creditBalances.balance })
      .from(creditBalances)
      .where(eq(creditBalances.userId, userId))
      .for('update');
    const balance = locked?.balance ?? 0;

    const existing = await findEntry(tx, options);
    if (existing) {
      if (existing.userId !== userId || Math.sign(existing.amount) !== options.sign) {
        throw new AppError(
          'conflict',
          `${options.source} ${options.sourceId} is already in another ledger entry.`,
        );
      }
      return existing;
    }

    const planned = options.entryFor(balance);
    if (!planned) return undefined;
    const { delta } = planned;
    const balanceAfter = balance + delta;
    await tx
      .update(creditBalances)
      .set({ balance: balanceAfter, updatedAt: new Date() })
      .where(eq(creditBalances.userId, userId));
    const [entry] = await tx
      .insert(creditEntries)
      .values({
        userId,
        type: options.type,
        description: planned.description,
        amount: delta,
        balanceAfter,
        source: options.source,
        sourceId: options.sourceId,
      })
      .returning();
    if (!entry) throw new Error('ledger insert returned no row');
    return entry;
  });
}
