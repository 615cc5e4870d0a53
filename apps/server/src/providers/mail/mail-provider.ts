export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes when it is not the sender (a parent's message to support). */
  replyTo?: string;
}

/** Sends e-mail: to .eml files in DATA_DIR/outbox by default, through SMTP in production. */
export interface MailProvider {
  kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
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
