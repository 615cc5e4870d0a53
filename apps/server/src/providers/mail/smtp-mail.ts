import nodemailer from 'nodemailer';
import { noAnswerOf, ProviderError } from '../provider-error.js';
import type { MailProvider } from './mail-provider.js';

/** nodemailer's codes for a message or a sign-in it refused itself: sent again, the same. */
const REFUSED_BEFORE_SENDING = new Set(['EENVELOPE', 'EMESSAGE', 'EAUTH']);

/**
 * A failed send as the job layer reads it (docs/architecture.md, "How a job flows"), always a
 * ProviderError naming `smtp`. A reply the server refused with (nodemailer's `responseCode`;
 * RFC 5321, 4.2.1) is retryable when it is a 4xx (a transient failure: greylisting, a full
 * queue) and permanent when it is a 5xx (a rejected address, sign-in or message); a server
 * that did not answer (a refused, dropped or silent connection) is retryable, and so is any
 * other failure on the way, but not a message or sign-in nodemailer refused before sending.
 * The server's words are not kept: they may quote an address; nodemailer's code is.
 */
export function smtpFailure(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  const { responseCode, code } = (typeof error === 'object' && error !== null ? error : {}) as {
    responseCode?: unknown;
    code?: unknown;
  };
  const named = typeof code === 'string' ? code : undefined;
  const failure = (message: string, isRetryable: boolean, statusCode?: number) =>
    new ProviderError(`smtp: ${message}`, {
      vendor: 'smtp',
      isRetryable,
      ...(statusCode === undefined ? {} : { statusCode }),
      ...(named ? { details: { code: named } } : {}),
    });
  if (typeof responseCode === 'number' && responseCode >= 400 && responseCode <= 599) {
    const what = named ? ` (${named})` : '';
    return failure(`the server answered ${responseCode}${what}`, responseCode < 500, responseCode);
  }
  const noAnswer = noAnswerOf(error);
  if (noAnswer !== undefined) return failure(`no answer (${noAnswer})`, true);
  if (named && REFUSED_BEFORE_SENDING.has(named)) {
    return failure(`refused before sending (${named})`, false);
  }
  return failure(`the send failed${named ? ` (${named})` : ''}`, true);
}

/** Production mail through any SMTP server (`smtp://` or `smtps://user:pass@host:port`). */
export function createSmtpMail(options: { url: string; from: string }): MailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport
        .sendMail({ from: options.from, ...message })
        .catch((error: unknown) => {
          throw smtpFailure(error);
        });
      return { messageId: info.messageId };
    },
    // Sent mail is the mail server's and its recipients': nothing is kept here.
    prune: () => Promise.resolve(0),
    forgetAddress: () => Promise.resolve(0),
    close: () => transport.close(),
  };
}
