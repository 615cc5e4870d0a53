import type { Language } from '@littlestar/shared/i18n/language';
import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import yazl from 'yazl';
import type { z } from 'zod';
import { leaveMessages } from '@littlestar/shared/accounts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { user } from '../../db/auth-schema.js';
import { AppError } from '../../errors.js';
import type { Job } from '../../jobs/define-job.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import { hasUnfinishedJob } from '../../jobs/unfinished-jobs.js';
import { TooLargeError } from '../../providers/storage/storage-provider.js';
import type { AddExportFile } from '../../user-data.js';
import { deletedEmail, exportFolder, type forgetFilesPayloadSchema } from './account-keys.js';
import { dataExportMail, dataExportTooLargeMail } from './mails.js';
import { userDataSections } from './user-data-sections.js';

/** How long the mailed link to a data export works (S3's longest presigned URL). */
export const EXPORT_LINK_SECONDS = 7 * 24 * 60 * 60;

/**
 * Queues the parent's data export as `job`; the link arrives by mail. One export at a time:
 * while one is waiting or being built, another request is refused (409) rather than building
 * it twice.
 */
export async function queueDataExport(options: {
  context: Pick<AppContext, 'queue' | 'database'>;
  userId: string;
  job: Job<z.ZodObject<{ userId: z.ZodString }>>;
}): Promise<void> {
  const { context, userId, job } = options;
  await context.database.db.transaction(async (tx) => {
    // Two requests at once: the second waits here for the first's job to be committed.
    await lockedOwner(tx, userId);
    if (await hasUnfinishedJob({ tx, job, field: 'userId', value: userId })) {
      throw new AppError('conflict', leaveMessages.exportRunning);
    }
    await context.queue.enqueue(job, { userId }, { tx });
  });
}

/**
 * Builds the parent's data as one zip: `account.json` (profile, children, stories with their
 * text, cast and redraw notes, credit ledger, payments, print orders and quotes with their
 * addresses, feedback) and `books/*.pdf`, streamed into storage under `exports/{userId}/`
 * (replacing an earlier export) one book at a time, and mails a link valid for seven days.
 * The file itself is deleted when the link expires. A zip over DATA_EXPORT_MAX_BYTES is not
 * kept: the parent is told by mail.
 *
 * A deleted account gets nothing: the account is checked again under its row lock (the lock
 * its deletion takes) before anything is mailed, and a zip finished after the deletion is
 * removed. The deletion also clears the folder once more after this job's time is up.
 */
export async function exportUserData(options: {
  context: AppContext;
  userId: string;
  /** The job that clears the zip when its link expires. */
  forgetFiles: Job<typeof forgetFilesPayloadSchema>;
}): Promise<void> {
  const { context, userId } = options;
  const { db } = context.database;
  if (!(await liveOwner(db, userId))) return;

  const key = `${exportFolder(userId)}${randomBytes(16).toString('hex')}.zip`;
  await context.storage.deletePrefix(exportFolder(userId));
  let isTooLarge = false;
  try {
    await context.storage.putStream(key, await zipOfUserData(context, userId), {
      contentType: 'application/zip',
      maxBytes: context.config.dataExport.maxBytes,
    });
  } catch (error) {
    if (!(error instanceof TooLargeError)) throw error;
    isTooLarge = true;
  }
  const link = isTooLarge
    ? null
    : await context.storage.signedDownloadUrl(key, {
        expiresInSeconds: EXPORT_LINK_SECONDS,
        contentType: 'application/zip',
        downloadName: 'littlestar-data.zip',
      });

  const isDelivered = await db.transaction(async (tx) => {
    const owner = await lockedOwner(tx, userId);
    if (!owner) return false;
    if (!link) {
      const mail = dataExportTooLargeMail({
        ...owner,
        url: context.config.publicUrl,
        supportEmail: context.config.supportEmail,
      });
      await context.queue.enqueue(sendMailJob, mail, { tx });
      return true;
    }
    await context.queue.enqueue(
      options.forgetFiles,
      { prefixes: [key] },
      { tx, startAfterSeconds: EXPORT_LINK_SECONDS },
    );
    await context.queue.enqueue(sendMailJob, dataExportMail({ ...owner, link }), { tx });
    return true;
  });
  if (!isDelivered && !isTooLarge) await context.storage.delete(key);
}

/** Whom the export's mail goes to, in the account's language. */
type Owner = { to: string; name: string; language: Language };

const ownerOf = (
  row: { email: string; name: string; language: Language } | undefined,
  userId: string,
) =>
  row && row.email !== deletedEmail(userId)
    ? { to: row.email, name: row.name, language: row.language }
    : null;

async function liveOwner(db: Database, userId: string): Promise<Owner | null> {
  const [row] = await db
    .select({ email: user.email, name: user.name, language: user.language })
    .from(user)
    .where(eq(user.id, userId));
  return ownerOf(row, userId);
}

/** The account's row, locked until the transaction ends; null once it is deleted. */
async function lockedOwner(tx: Database, userId: string): Promise<Owner | null> {
  const [row] = await tx
    .select({ email: user.email, name: user.name, language: user.language })
    .from(user)
    .where(eq(user.id, userId))
    .for('update');
  return ownerOf(row, userId);
}

/**
 * The zip as a stream. Each book is read only when the zip reaches it (yazl's lazy entries
 * wait for the output to be taken), so one book at a time is in memory, not every book twice.
 */
async function zipOfUserData(context: AppContext, userId: string): Promise<Readable> {
  const zip = new yazl.ZipFile();
  const output = new PassThrough();
  // A book that cannot be read fails the zip, and so the write into storage.
  zip.on('error', (error: Error) => output.destroy(error));
  zip.outputStream.pipe(output);
  const usedNames = new Set<string>();
  const addFile: AddExportFile = ({ folder, fileName, read }) => {
    const name = uniqueName(`${folder}/${zipEntryName(fileName)}`, usedNames);
    // PDFs are compressed already: stored as they are.
    zip.addReadStreamLazy(name, { compress: false }, (callback) => {
      read().then(
        (data) => callback(null, Readable.from([data])),
        (error: unknown) => callback(error as Error, undefined as unknown as Readable),
      );
    });
    return name;
  };
  const data = await accountData(context, userId, addFile);
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), 'account.json');
  zip.end();
  return output;
}

/** `account.json`: the profile, then each module's section (user-data-sections.ts). */
async function accountData(context: AppContext, userId: string, addFile: AddExportFile) {
  const { db } = context.database;
  const [owner] = await db.select().from(user).where(eq(user.id, userId));
  const data: Record<string, unknown> = {
    exported_at: new Date().toISOString(),
    profile: {
      id: userId,
      email: owner?.email ?? null,
      full_name: owner?.name || null,
      email_verified: owner?.emailVerified ?? false,
      created_at: owner?.createdAt.toISOString() ?? null,
    },
  };
  for (const section of userDataSections) {
    data[section.key] = await section.exportData({ context, userId, addFile });
  }
  return data;
}

/**
 * A book's file name as one plain entry of the zip: a title is the parent's words, and a slash
 * or a `..` in it must neither nest the file in folders nor be refused by the zip.
 */
export function zipEntryName(fileName: string): string {
  const base = fileName.replace(/\.pdf$/i, '');
  const cleaned = base
    // Separators, control characters and characters that unzip tools refuse on Windows.
    .replace(/[/\\:*?"<>|\p{Cc}]+/gu, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._\s]+|[._\s]+$/g, '');
  return `${Array.from(cleaned).slice(0, 100).join('') || 'book'}.pdf`;
}

function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let n = 2; used.has(candidate); n += 1) candidate = name.replace(/\.pdf$/, `-${n}.pdf`);
  used.add(candidate);
  return candidate;
}
