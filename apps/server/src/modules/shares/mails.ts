import type { Language } from '@littlestar/shared/i18n/language';
import { translatorFor } from '@littlestar/shared/i18n/translate';
import type { MailMessage } from '../../providers/mail/mail-provider.js';
import { composeMail } from '../../providers/mail/mail-layout.js';

/**
 * The mail a gifted book's recipient gets (product.md#book-gifts): the cover, the sender's
 * name and message as they typed them (both passed the content check), and the link. Nothing
 * else of the sender: no address to reply to, no account name, no child's photo. It is in the
 * sender's language: the recipient has no account, and the sender chose to write to them.
 */
export function bookGiftMail(options: {
  to: string;
  senderName: string;
  message: string;
  title: string;
  link: string;
  coverUrl: string;
  language: Language;
}): MailMessage {
  const { senderName, message, title } = options;
  const t = translatorFor(options.language);
  return composeMail({
    to: options.to,
    subject: t('emails.bookGift.subject', { senderName, title }),
    image: { url: options.coverUrl, alt: t('emails.bookGift.coverAlt', { title }) },
    paragraphs: [
      t('emails.bookGift.sent', { senderName, title }),
      ...(message ? [`"${message}" — ${senderName}`] : []),
      t('emails.bookGift.open'),
    ],
    action: { label: t('emails.bookGift.action'), url: options.link },
    footnote: t('emails.bookGift.footnote'),
  });
}
