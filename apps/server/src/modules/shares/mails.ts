import type { MailMessage } from '../../providers/mail/mail-provider.js';
import { composeMail } from '../../providers/mail/mail-layout.js';

/**
 * The mail a gifted book's recipient gets (product.md#book-gifts): the cover, the sender's
 * name and message as they typed them (both passed the content check), and the link. Nothing
 * else of the sender: no address to reply to, no account name, no child's photo.
 */
export function bookGiftMail(options: {
  to: string;
  senderName: string;
  message: string;
  title: string;
  link: string;
  coverUrl: string;
}): MailMessage {
  const { senderName, message, title } = options;
  return composeMail({
    to: options.to,
    subject: `${senderName} sent you a book: "${title}"`,
    image: { url: options.coverUrl, alt: `The cover of "${title}"` },
    paragraphs: [
      `${senderName} sent you "${title}", a picture book made with Littlestar.`,
      ...(message ? [`"${message}" — ${senderName}`] : []),
      'Open the link to read it in your browser: no account needed.',
    ],
    action: { label: 'Read the book', url: options.link },
    footnote:
      'You got this e-mail because someone typed your address to send you this book. Littlestar does not keep your address.',
  });
}
