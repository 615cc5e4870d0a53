import type { Language } from '@littlestar/shared/i18n/language';
import { LOCALES, translatorFor } from '@littlestar/shared/i18n/translate';
import { composeMail } from '../../providers/mail/mail-layout.js';
import type { MailMessage } from '../../providers/mail/mail-provider.js';

/** The date a code expires, as the mail prints it (UTC: the server knows no time zone). */
const expiryDate = (date: Date, language: Language) =>
  date.toLocaleDateString(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A gift code for its recipient (docs/product.md#gift-credits): who it is from, the buyer's
 * message, the code and where to redeem it. Nothing else of the buyer. In the buyer's
 * language: the recipient may have no account yet.
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
  language: Language;
}): MailMessage {
  const { fromName, credits, language } = options;
  const t = translatorFor(language);
  return composeMail({
    to: options.to,
    subject: t('emails.giftCode.subject', { fromName }),
    greeting: t('emails.greeting', { name: options.recipientName }),
    paragraphs: [
      t('emails.giftCode.sent', { fromName, credits }),
      ...(options.message ? [`"${options.message}"`] : []),
      t('emails.giftCode.code', { code: options.code }),
      t('emails.giftCode.redeemBy', { date: expiryDate(options.expiresAt, language) }),
    ],
    action: { label: t('emails.giftCode.action'), url: options.link },
    footnote: t('emails.giftCode.footnote'),
  });
}
