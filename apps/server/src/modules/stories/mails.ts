import type { Language } from '@littlestar/shared/i18n/language';
import { translatorFor } from '@littlestar/shared/i18n/translate';
import type { MailMessage } from '../../providers/mail/mail-provider.js';
import { composeMail } from '../../providers/mail/mail-layout.js';

export function storyReadyMail(options: {
  to: string;
  childName: string;
  title: string;
  link: string;
  language: Language;
}): MailMessage {
  const { childName, title } = options;
  const t = translatorFor(options.language);
  return composeMail({
    to: options.to,
    subject: t('emails.storyReady.subject', { childName, title }),
    paragraphs: [t('emails.storyReady.ready', { childName, title }), t('emails.storyReady.open')],
    action: { label: t('emails.storyReady.action'), url: options.link },
  });
}
