import { and, eq, isNotNull } from 'drizzle-orm';
import { verifyPassword } from 'better-auth/crypto';
import { z } from 'zod';
import { leaveMessages } from '@littlestar/shared/accounts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { account, session, user, verification } from '../../db/auth-schema.js';
import { AppError } from '../../errors.js';
import { defineJob } from '../../jobs/define-job.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import { FORGET_AFTER_SECONDS } from '../children/service.js';
import { accountDeletedMail } from './mails.js';
import {
  deletedEmail,
  EXPORT_ATTEMPT_SECONDS,
  exportFolder,
  forgetFilesPayloadSchema,
} from './account-keys.js';
import { exportUserData, queueDataExport } from './data-export.js';
import type { SessionUser } from './session.js';
import { userDataSections } from './user-data-sections.js';

/** A Google-only account proves it is the owner by a sign-in at most this old. */
export const FRESH_SIGN_IN_SECONDS = 5 * 60;

/**
 * Deletes the signed-in parent's account. The owner proves it with the password, or for an
 * account without one (Google only) with a sign-in at most FRESH_SIGN_IN_SECONDS old.
 *
 * One transaction removes the rows: children (with their stories, pictures' records and
 * character sheets), the free demo stories, feedback, every session, the sign-in methods
 * and pending links (a replayed password-reset link finds nothing), and anonymises the user
 * row, which the credit ledger, payments and print orders keep pointing at (their lines keep
 * no child's name, story title or address). The confirmation mail and the jobs that clear
 * storage again later (a job still running on a child may write after us, and a storage
 * outage now must not leave files behind) commit with it. Storage is then cleared at once,
 * and so are the outbox's copies of mail to (or from) the parent. Of two deletions at once,
 * one finds the row already anonymised and answers 401.
 */
export async function deleteAccount(options: {
  context: Pick<AppContext, 'database' | 'storage' | 'queue' | 'config' | 'log' | 'mail'>;
  user: SessionUser;
  password: string | undefined;
}): Promise<void> {
  const { context, user: current } = options;
  const { db } = context.database;
  await assertOwner({ db, current, password: options.password });

  const startedAt = new Date();
  const prefixes = await db.transaction(async (tx) => {
    const [gone] = await tx
      .update(user)
      .set({
        email: deletedEmail(current.id),
        name: '',
        image: null,
        emailVerified: false,
        updatedAt: new Date(),
      })
      .where(and(eq(user.id, current.id), eq(user.email, current.email)))
      .returning({ id: user.id });
    if (!gone) throw new AppError('unauthorized', 'Authentication required. Please log in.');

    // Each module forgets its own rows, in the sections' order (user-data-sections.ts).
    const now: string[] = [];
    const later: string[] = [];
    for (const section of userDataSections) {
      const folders = await section.forget?.({ context, tx, userId: current.id });
      now.push(...(folders?.now ?? []));
      later.push(...(folders?.later ?? []));
    }
    await tx.delete(session).where(eq(session.userId, current.id));
    await tx.delete(account).where(eq(account.userId, current.id));
    // better-auth keys a password-reset link by its token and keeps the user id as its value.
    await tx.delete(verification).where(eq(verification.value, current.id));

    const otherPrefixes = [...later, exportFolder(current.id)];
    await context.queue.enqueue(
      forgetFilesJob,
      { prefixes: otherPrefixes },
      { tx, startAfterSeconds: FORGET_AFTER_SECONDS },
    );
    // An export already running may store its zip after both passes: once its attempt is
    // over (and a retry has found the account gone), the folder is cleared once more.
    await context.queue.enqueue(
      forgetFilesJob,
      { prefixes: [exportFolder(current.id)] },
      { tx, startAfterSeconds: EXPORT_ATTEMPT_SECONDS + FORGET_AFTER_SECONDS },
    );
    await context.queue.enqueue(
      sendMailJob,
      accountDeletedMail({
        to: current.email,
        name: current.name,
        url: context.config.publicUrl,
        supportEmail: context.config.supportEmail,
        language: current.language,
      }),
      { tx },
    );
    return [...new Set([...now, ...otherPrefixes])];
  });

  // The rows are gone: the files follow now, and the jobs above try again later.
  for (const prefix of prefixes) {
    try {
      await context.storage.deletePrefix(prefix);
    } catch (error) {
      context.log.warn({ err: error }, 'account deletion: storage left for the retry job');
    }
  }
  // The copies of the parent's mail this server keeps (the outbox's); the confirmation, sent
  // after this moment, stays as long as any mail does (OUTBOX_RETENTION_DAYS).
  await context.mail
    .forgetAddress(current.email, { sentBefore: startedAt })
    .catch((error: unknown) =>
      context.log.warn({ err: error }, 'account deletion: mails left for the outbox prune'),
    );
}

async function assertOwner(options: {
  db: Database;
  current: SessionUser;
  password: string | undefined;
}): Promise<void> {
  const { db, current, password } = options;
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(
      and(
        eq(account.userId, current.id),
        eq(account.providerId, 'credential'),
        isNotNull(account.password),
      ),
    )
    .limit(1);
  if (credential?.hash) {
    if (!password) throw new AppError('invalid', leaveMessages.passwordRequired);
    if (!(await verifyPassword({ hash: credential.hash, password }))) {
      throw new AppError('wrong_password', leaveMessages.wrongPassword);
    }
    return;
  }
  const ageSeconds = (Date.now() - current.sessionCreatedAt.getTime()) / 1000;
  if (ageSeconds > FRESH_SIGN_IN_SECONDS) {
    throw new AppError('sign_in_again', leaveMessages.signInAgain);
  }
}

/** Clears storage folders (idempotent): the later pass of an account's deletion, an old export. */
export const forgetFilesJob = defineJob({
  name: 'accounts.forget-files',
  payload: forgetFilesPayloadSchema,
  async handle({ payload, context }) {
    for (const prefix of payload.prefixes) await context.storage.deletePrefix(prefix);
  },
});

/** Queues the parent's data export, one at a time (see `queueDataExport`). */
export const requestDataExport = (options: {
  context: Pick<AppContext, 'queue' | 'database'>;
  userId: string;
}) => queueDataExport({ ...options, job: exportDataJob });

/** Builds and mails one data export (see `exportUserData`). */
export const exportDataJob = defineJob({
  name: 'accounts.export',
  payload: z.object({ userId: z.string() }),
  expireInSeconds: EXPORT_ATTEMPT_SECONDS,
  handle: ({ payload, context }) =>
    exportUserData({ context, userId: payload.userId, forgetFiles: forgetFilesJob }),
});
