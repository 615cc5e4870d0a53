import { creditsText, formatMoney, validityText } from '@littlestar/shared/payment-texts';
import { composeMail } from '../../providers/mail/mail-layout.js';
import type { MailMessage } from '../../providers/mail/mail-provider.js';

/** The date as a receipt prints it, in UTC (the server knows no parent's time zone). */
export const receiptDate = (date: Date) =>
  `${date.toLocaleString('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

/** The receipt of one completed purchase: what was bought, what it cost, how and when. */
export function paymentReceiptMail(options: {
  to: string;
  planName: string;
  credits: number;
  durationDays: number;
  /** In the currency's smallest unit, as stored. */
  amount: number;
  currency: string;
  paymentId: string;
  orderId: string;
  paidAt: Date;
  paidWith: string;
  link: string;
  /** Where a reply about the payment goes. */
  replyTo: string;
  /** A plan bought as a gift: its credits are in a code, not the buyer's balance. */
  isGift?: boolean;
}): MailMessage {
  const money = formatMoney(options.amount / 100, options.currency);
  const thanks = options.isGift
    ? `Thank you! Your gift of ${creditsText(options.credits).toLowerCase()} is paid: its code is under Give credits on the plans page.`
    : `Thank you! ${creditsText(options.credits)} are now in your account, ready for a child's profile or a new story.`;
  return composeMail({
    to: options.to,
    subject: `Your Littlestar receipt: ${options.planName} plan, ${money}`,
    paragraphs: [
      thanks,
      `Plan: ${options.planName} (${creditsText(options.credits)}, ${validityText(options.durationDays).toLowerCase()})`,
      `Amount paid: ${money}`,
      `Paid with: ${options.paidWith}`,
      `Payment ID: ${options.paymentId}`,
      `Order ID: ${options.orderId}`,
      `Date: ${receiptDate(options.paidAt)}`,
    ],
    action: { label: 'See your transactions', url: options.link },
    footnote: 'Keep this e-mail as your receipt. Questions about a payment? Just reply.',
    replyTo: options.replyTo,
  });
}
