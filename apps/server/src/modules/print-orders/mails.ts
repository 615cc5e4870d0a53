import {
  formatUsdCents,
  printOrderStatusTexts,
  type PrintOrderStatus,
} from '@littlestar/shared/print-orders';
import type { MailMessage } from '../../providers/mail/mail-provider.js';
import { composeMail } from '../../providers/mail/mail-layout.js';

/** The e-mail a parent gets each time a printed book's order changes status. */
export function printOrderStatusMail(options: {
  to: string;
  title: string;
  status: PrintOrderStatus;
  priceCents: number;
  tracking: { carrier: string | null; number: string; url: string | null } | null;
  link: string;
}): MailMessage {
  const text = printOrderStatusTexts[options.status];
  const tracking = options.tracking
    ? [
        `Tracking: ${options.tracking.carrier ? `${options.tracking.carrier} ` : ''}${options.tracking.number}` +
          (options.tracking.url ? ` (${options.tracking.url})` : ''),
      ]
    : [];
  const refund =
    options.status === 'cancelled' || options.status === 'rejected'
      ? [`${formatUsdCents(options.priceCents)} goes back to the card or account you paid with.`]
      : [];
  return composeMail({
    to: options.to,
    subject: `Your printed book "${options.title}": ${text.label.toLowerCase()}`,
    paragraphs: [text.detail, ...tracking, ...refund],
    action: { label: 'See my orders', url: options.link },
  });
}
