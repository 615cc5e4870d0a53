import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { createOutboxMail } from './outbox-mail.js';
import { createSmtpMail } from './smtp-mail.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail: to .eml files in DATA_DIR/outbox by default, through SMTP in production. */
export interface MailProvider {
  kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

export function createMail(config: Config, log: FastifyBaseLogger): MailProvider {
  const mail = config.mail;
  if (mail.kind === 'smtp') return createSmtpMail({ url: mail.url, from: mail.from });
  return createOutboxMail({ dir: mail.dir, from: mail.from, log });
}
