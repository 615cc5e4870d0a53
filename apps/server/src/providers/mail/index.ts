import type { FastifyBaseLogger } from 'fastify';
import { createOutboxMail } from './outbox-mail.js';
import type { MailSettings } from './mail-settings.js';
import type { MailProvider } from './mail-provider.js';

/** SMTP's transport loads only when it is configured; the outbox loads nodemailer on its first mail. */
export async function createMailProvider(
  settings: MailSettings,
  deps: { log: FastifyBaseLogger },
): Promise<MailProvider> {
  if (settings.kind === 'smtp') {
    const { createSmtpMail } = await import('./smtp-mail.js');
    return createSmtpMail({ url: settings.url, from: settings.from });
  }
  return createOutboxMail({
    dir: settings.dir,
    from: settings.from,
    retentionDays: settings.retentionDays,
    log: deps.log,
  });
}
