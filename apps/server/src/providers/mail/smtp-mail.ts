import nodemailer from 'nodemailer';
import type { MailProvider } from './mail-provider.js';

/** Production mail through any SMTP server (`smtp://` or `smtps://user:pass@host:port`). */
export function createSmtpMail(options: { url: string; from: string }): MailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      return { messageId: info.messageId };
    },
    // Sent mail is the mail server's and its recipients': nothing is kept here.
    prune: () => Promise.resolve(0),
    forgetAddress: () => Promise.resolve(0),
    close: () => transport.close(),
  };
}
