import type { FeedbackType } from '@littlestar/shared/feedback';
import type { MailMessage } from '../../providers/mail/mail-provider.js';
import { composeMail } from '../../providers/mail/mail-layout.js';

/** A parent's message, as support reads it: a reply goes straight to the parent. */
export function feedbackMail(options: {
  to: string;
  from: { email: string; name: string };
  type: FeedbackType;
  message: string;
}): MailMessage {
  const { from } = options;
  const who = from.name ? `${from.name} <${from.email}>` : from.email;
  return composeMail({
    to: options.to,
    replyTo: from.email,
    subject: `${options.type} from ${from.name || from.email}`,
    paragraphs: [`${options.type} from ${who}:`, ...options.message.split(/\n{2,}/)],
    action: { label: `Reply to ${from.email}`, url: `mailto:${from.email}` },
  });
}
