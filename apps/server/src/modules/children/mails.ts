import type { Language } from '@littlestar/shared/i18n/language';
import { translatorFor } from '@littlestar/shared/i18n/translate';
import type { MailMessage } from '../../providers/mail/mail-provider.js';
import { composeMail } from '../../providers/mail/mail-layout.js';

export function trainingFinishedMail(options: {
  to: string;
  childName: string;
  succeeded: boolean;
  link: string;
  language: Language;
}): MailMessage {
  const { childName } = options;
  const t = translatorFor(options.language);
  return composeMail({
    to: options.to,
    subject: options.succeeded
      ? t('emails.training.readySubject', { childName })
      : t('emails.training.failedSubject', { childName }),
    paragraphs: options.succeeded
      ? [t('emails.training.ready', { childName }), t('emails.training.readyNext', { childName })]
      : [t('emails.training.failed', { childName }), t('emails.training.failedNext')],
    action: { label: t('emails.training.action'), url: options.link },
  });
}
