import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadOnFirstUse } from '../load-on-first-use.js';
import type { MailProvider } from './mail-provider.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes every message as an RFC 822 `.eml` file, built by nodemailer exactly as SMTP would
 * send it, so a developer can open it in any mail client. The files hold addresses, names
 * and sign-in links: they are kept `retentionDays`, and a deleted account's go with it.
 * nodemailer loads with the first message: the embedded server, which may send none for
 * hours, does not carry it before.
 */
export function createOutboxMail(options: {
  dir: string;
  from: string;
  retentionDays: number;
  log: FastifyBaseLogger;
}): MailProvider {
  let loaded: { close(): void } | undefined;
  const transport = loadOnFirstUse(async () => {
    const { default: nodemailer } = await import('nodemailer');
    const created = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'windows',
    });
    loaded = created;
    return created;
  });
  /** Removes the outbox's files that `matches`; how many went. */
  const removeWhere = async (matches: (file: string) => Promise<boolean>) => {
    const names = await fs.readdir(options.dir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names.filter((entry) => entry.endsWith('.eml'))) {
      const file = path.join(options.dir, name);
      // A file removed meanwhile (two prunes at once) is simply gone.
      if (!(await matches(file).catch(() => false))) continue;
      await fs.rm(file, { force: true });
      removed += 1;
    }
    return removed;
  };
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await transport()).sendMail({ from: options.from, ...message });
      const raw = info.message as Buffer;
      await fs.mkdir(options.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const id = info.messageId.replace(/[^\w.-]/g, '');
      // A resent message keeps its Message-ID (see stableMessageId): the random part keeps a
      // copy sent in the same millisecond from overwriting the first, so the outbox shows both.
      const file = path.join(options.dir, `${stamp}-${randomBytes(3).toString('hex')}-${id}.eml`);
      await fs.writeFile(file, raw);
      // The subject may name a child and the address is a person's: the file names the mail.
      options.log.info({ file: path.basename(file) }, 'mail written to outbox');
      return { messageId: info.messageId };
    },
    async prune(now = new Date()) {
      const cutoff = now.getTime() - options.retentionDays * DAY_MS;
      return removeWhere(async (file) => (await fs.stat(file)).mtimeMs < cutoff);
    },
    async forgetAddress(address, { sentBefore } = {}) {
      const wanted = address.trim().toLowerCase();
      return removeWhere(async (file) => {
        if (sentBefore && (await fs.stat(file)).mtimeMs >= sentBefore.getTime()) return false;
        return addressesOf(await fs.readFile(file, 'utf8')).includes(wanted);
      });
    },
    close: () => loaded?.close(),
  };
}

/** The addresses in a message's To and Reply-To headers, lower-cased. */
function addressesOf(raw: string): string[] {
  // A long header is folded onto lines that start with white space.
  const head = (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const headers = [...head.matchAll(/^(?:to|reply-to):(.*)$/gim)].map((match) => match[1] ?? '');
  return headers.flatMap((value) =>
    (value.match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? []).map((found) => found.toLowerCase()),
  );
}
