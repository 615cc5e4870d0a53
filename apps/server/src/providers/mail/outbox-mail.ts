import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailProvider } from './mail-provider.js';

/**
 * Writes every message as an RFC 822 `.eml` file, built by nodemailer exactly as SMTP would
 * send it, so a developer can open it in any mail client.
 */
export function createOutboxMail(options: {
  dir: string;
  from: string;
  log: FastifyBaseLogger;
}): MailProvider {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const raw = info.message as Buffer;
      await fs.mkdir(options.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const id = info.messageId.replace(/[^\w.-]/g, '');
      // A resent message keeps its Message-ID (see stableMessageId): the random part keeps a
      // copy sent in the same millisecond from overwriting the first, so the outbox shows both.
      const file = path.join(options.dir, `${stamp}-${randomBytes(3).toString('hex')}-${id}.eml`);
      await fs.writeFile(file, raw);
      options.log.info(
        { to: message.to, subject: message.subject, file },
        'mail written to outbox',
      );
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
