import yauzl from 'yauzl';
import { expect } from 'vitest';
import { leaveMessages } from '@littlestar/shared/accounts';
import type { SignedIn } from './accounts.js';
import { authed } from './children.js';
import { recipientOf, waitForMail } from './outbox.js';
import type { TestApp } from './test-app.js';

/** Every file of a zip by name, read with yauzl's callback API. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      archive.on('error', reject);
      archive.on('end', () => resolve(files));
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}

/**
 * What the parent's data export mails them, as they would get it: the export is asked for,
 * the mail's link is followed (the API's for local storage, the store's for S3), and the
 * zip's files come back by name.
 */
export async function downloadDataExport(
  t: TestApp,
  user: SignedIn,
  headers: Record<string, string> = {},
): Promise<Map<string, Buffer>> {
  const queued = await t.app.inject({
    method: 'POST',
    url: '/api/me/export',
    headers: { ...authed(user), ...headers },
  });
  expect(queued.statusCode, queued.body).toBe(202);
  expect(queued.json()).toEqual({ status: 'queued', detail: leaveMessages.exportQueued });
  const mail = await waitForMail(
    t.config.dataDir,
    (candidate) => recipientOf(candidate) === user.email && /data/.test(candidate.subject ?? ''),
    30_000,
  );
  expect(mail.subject).toBe('Your Littlestar data is ready');
  const link = new URL(/Download my data: (\S+)/.exec(mail.text ?? '')?.[1] ?? '');
  if (!link.pathname.startsWith('/api/files/exports/')) {
    // S3: the link is a presigned URL of the store itself.
    const download = await fetch(link);
    expect(download.status).toBe(200);
    return unzip(Buffer.from(await download.arrayBuffer()));
  }
  const download = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/zip');
  return unzip(download.rawPayload);
}
