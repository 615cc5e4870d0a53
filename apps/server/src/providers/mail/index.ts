import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { createOutboxMail } from './outbox-mail.js';
import { createSmtpMail } from './smtp-mail.js';
import type { MailProvider } from './mail-provider.js';

export function createMail(config: Config, log: FastifyBaseLogger): MailProvider {
  const mail = config.mail;
  if (mail.kind === 'smtp') return createSmtpMail({ url: mail.url, from: mail.from });
  return createOutboxMail({ dir: mail.dir, from: mail.from, log });
}
