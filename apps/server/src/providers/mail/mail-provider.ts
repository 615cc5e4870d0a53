import { createHash } from 'node:crypto';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes when it is not the sender (a parent's message to support). */
  replyTo?: string;
  /**
   * The Message-ID header, `<…@domain>`; unset, one is made up per send. Set from
   * `stableMessageId` by the mail job, so every attempt of one e-mail carries the same one.
   */
  messageId?: string;
}

/** Sends e-mail: to .eml files in DATA_DIR/outbox by default, through SMTP in production. */
export interface MailProvider {
  kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<{ messageId: string }>;
  /**
   * Removes the copies this server keeps of mail older than its retention (the outbox's
   * files, OUTBOX_RETENTION_DAYS); how many went. SMTP keeps none.
   */
  prune(now?: Date): Promise<number>;
  /**
   * Removes the copies this server keeps of mail to `address`, or whose replies go to it (a
   * parent's message to support), written before `sentBefore` when given: an account that
   * was deleted. How many went; SMTP keeps none.
   */
  forgetAddress(address: string, options?: { sentBefore?: Date }): Promise<number>;
  close(): void;
}

/**
 * The Message-ID of the e-mail known by `key`, the same on every attempt to send it: a copy
 * sent twice (the server accepted it and the process died before it was recorded as sent)
 * then reads as a duplicate to whoever receives both, and some mail systems show it only
 * once. A digest, so the header shows no internal id; the domain is the sender's, as
 * nodemailer's own Message-IDs have.
 */
export function stableMessageId(key: string, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'littlestar.app';
  const digest = createHash('sha256').update(`littlestar mail\0${key}`).digest('hex');
  return `<${digest.slice(0, 32)}@${domain}>`;
}

/** Text put into a mail's HTML part: every mail escapes what it did not write itself. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Whether mail to `address` can reach anyone: `.invalid` is reserved (RFC 2606) for addresses
 * that must never work, such as the demo shelves' publisher's, whose books nobody waits for.
 */
export const isDeliverableAddress = (address: string) => !/\.invalid$/i.test(address.trim());
