import type { Language } from '@littlestar/shared/i18n/language';
import { inLanguage, LOCALES, translatorFor } from '@littlestar/shared/i18n/translate';
import { formatMoney } from '@littlestar/shared/payment-texts';
import { composeMail } from '../../providers/mail/mail-layout.js';
import type { MailMessage } from '../../providers/mail/mail-provider.js';

/** The date as a receipt prints it, in UTC (the server knows no parent's time zone). */
export const receiptDate = (date: Date, language: Language = 'en') =>
  `${date.toLocaleString(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

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
  language: Language;
}): MailMessage {
  const t = translatorFor(options.language);
  const money = formatMoney(options.amount / 100, options.currency);
  const { credits, planName: plan } = options;
  return composeMail({
    to: options.to,
    subject: t('emails.receipt.subject', { plan, money }),
    paragraphs: [
      options.isGift
        ? t('emails.receipt.thanksGift', { credits })
        : t('emails.receipt.thanks', { credits }),
      t('emails.receipt.plan', { plan, credits, days: options.durationDays }),
      t('emails.receipt.amount', { money }),
      t('emails.receipt.paidWith', { paidWith: inLanguage(options.language, options.paidWith) }),
      t('emails.receipt.paymentId', { id: options.paymentId }),
      t('emails.receipt.orderId', { id: options.orderId }),
      t('emails.receipt.date', { date: receiptDate(options.paidAt, options.language) }),
    ],
    action: { label: t('emails.receipt.action'), url: options.link },
    footnote: t('emails.receipt.footnote'),
    replyTo: options.replyTo,
  });
}
