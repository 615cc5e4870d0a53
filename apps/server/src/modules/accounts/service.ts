import { eq, sql } from 'drizzle-orm';
import type { Language } from '@littlestar/shared/i18n/language';
import type { Database } from '../../db/database.js';
import { user } from '../../db/auth-schema.js';
import { deletedEmail } from './account-keys.js';

/** The signed-in user as routes see it (`request.user`). */
export type { SessionUser } from './session.js';

/**
 * An account that owns what the server itself publishes (the demo children and their seeded
 * stories). It has no password and no sign-in method, so nobody can sign in as it; creating it
 * again changes nothing.
 */
export async function ensureSystemUser(options: {
  db: Database;
  id: string;
  name: string;
  email: string;
}): Promise<void> {
  await options.db
    .insert(user)
    .values({ id: options.id, name: options.name, email: options.email, emailVerified: true })
    .onConflictDoUpdate({ target: user.id, set: { name: options.name, updatedAt: sql`now()` } });
}

/** Whether the user proved they own their address (the link of the verification mail, or Google). */
export async function isEmailVerified(options: { db: Database; userId: string }): Promise<boolean> {
  const [row] = await options.db
    .select({ emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, options.userId))
    .limit(1);
  return row?.emailVerified === true;
}

/**
 * The address to write to about something of the user's (a finished training, a ready book, a
 * print order), or undefined once the account is gone. `db` may be the caller's transaction,
 * so the mail is enqueued with the change it reports.
 */
export async function getUserEmail(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row?.email;
}

/** Other modules ask this service what a deleted account's address is. */
export { deletedEmail };

/**
 * Whether the account was deleted. Inside a transaction the user's row stays share-locked to
 * its end, so an account deletion at the same time either comes first and is seen here, or
 * waits until the caller's writes are committed.
 */
export async function isAccountDeleted(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, userId))
    .for('share');
  return !row || row.email === deletedEmail(userId);
}

/** Changes the language the account is spoken to in (its answers and e-mails). */
export async function setAccountLanguage(options: {
  db: Database;
  userId: string;
  language: Language;
}): Promise<void> {
  await options.db
    .update(user)
    .set({ language: options.language, updatedAt: sql`now()` })
    .where(eq(user.id, options.userId));
}

/**
 * Whom to write to about something of the user's, and in which language, or undefined once
 * the account is gone. `db` may be the caller's transaction.
 */
export async function getUserContact(
  db: Database,
  userId: string,
): Promise<{ email: string; language: Language } | undefined> {
  const [row] = await db
    .select({ email: user.email, language: user.language })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row;
}
