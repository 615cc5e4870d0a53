import { creditsText } from '@littlestar/shared/payment-texts';
import { composeMail } from '../../providers/mail/mail-layout.js';
import type { MailMessage } from '../../providers/mail/mail-provider.js';

/** The date a code expires, as the mail prints it (UTC: the server knows no time zone). */
const expiryDate = (date: Date) =>
  date.toLocaleDateString('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A gift code for its recipient (docs/product.md#gift-credits): who it is from, the buyer's
 * message, the code and where to redeem it. Nothing else of the buyer.
 */
export function giftCodeMail(options: {
  to: string;
  fromName: string;
  recipientName: string;
  credits: number;
  message: string;
  code: string;
  expiresAt: Date;
  link: string;
}): MailMessage {
  const credits = creditsText(options.credits).toLowerCase();
  return composeMail({
    to: options.to,
    subject: `${options.fromName} sent you a Littlestar gift`,
    greeting: `Hi ${options.recipientName},`,
    paragraphs: [
      `${options.fromName} sent you ${credits} for Littlestar's personalised storybooks, where your child is the hero.`,
      ...(options.message ? [`"${options.message}"`] : []),
      `Your gift code: ${options.code}`,
      `Redeem it by ${expiryDate(options.expiresAt)}: sign in (or sign up) and enter the code.`,
    ],
    action: { label: 'Redeem your gift', url: options.link },
    footnote: 'The code can be redeemed once. Keep it safe until you do.',
  });
}
