import type { Language } from '@littlestar/shared/i18n/language';
import { translatorFor } from '@littlestar/shared/i18n/translate';
import type { MailMessage } from '../../providers/mail/mail-provider.js';
import { composeMail } from '../../providers/mail/mail-layout.js';

/** 'Hi Asha,' in the mail's language, or 'Hi,' for an account without a name. */
export function greetingIn(language: Language, name: string): string {
  const t = translatorFor(language);
  return name ? t('emails.greeting', { name }) : t('emails.greetingNoName');
}

export function passwordResetMail(options: {
  to: string;
  name: string;
  link: string;
  language: Language;
}): MailMessage {
  const t = translatorFor(options.language);
  return composeMail({
    to: options.to,
    subject: t('emails.passwordReset.subject'),
    greeting: greetingIn(options.language, options.name),
    paragraphs: [t('emails.passwordReset.asked'), t('emails.passwordReset.openLink')],
    action: { label: t('emails.passwordReset.action'), url: options.link },
    footnote: t('emails.passwordReset.footnote'),
  });
}

export function emailVerificationMail(options: {
  to: string;
  name: string;
  link: string;
  language: Language;
}): MailMessage {
  const t = translatorFor(options.language);
  return composeMail({
    to: options.to,
    subject: t('emails.verification.subject'),
    greeting: greetingIn(options.language, options.name),
    paragraphs: [t('emails.verification.welcome'), t('emails.verification.openLink')],
    action: { label: t('emails.verification.action'), url: options.link },
    footnote: t('emails.verification.footnote'),
  });
}

export function accountDeletedMail(options: {
  to: string;
  name: string;
  url: string;
  supportEmail: string;
  language: Language;
}): MailMessage {
  const t = translatorFor(options.language);
  return composeMail({
    to: options.to,
    subject: t('emails.accountDeleted.subject'),
    greeting: greetingIn(options.language, options.name),
    paragraphs: [t('emails.accountDeleted.deleted'), t('emails.accountDeleted.kept')],
    action: { label: t('emails.visitLittlestar'), url: options.url },
    footnote: t('emails.accountDeleted.footnote', { supportEmail: options.supportEmail }),
  });
}

export function dataExportMail(options: {
  to: string;
  name: string;
  link: string;
  language: Language;
}): MailMessage {
  const t = translatorFor(options.language);
  return composeMail({
    to: options.to,
    subject: t('emails.dataExport.subject'),
    greeting: greetingIn(options.language, options.name),
    paragraphs: [t('emails.dataExport.ready'), t('emails.dataExport.linkWorks')],
    action: { label: t('emails.dataExport.action'), url: options.link },
    footnote: t('emails.dataExport.footnote'),
  });
}

export function dataExportTooLargeMail(options: {
  to: string;
  name: string;
  url: string;
  supportEmail: string;
  language: Language;
}): MailMessage {
  const t = translatorFor(options.language);
  return composeMail({
    to: options.to,
    subject: t('emails.dataExportTooLarge.subject'),
    greeting: greetingIn(options.language, options.name),
    paragraphs: [
      t('accounts.leave.exportTooLarge'),
      t('emails.dataExportTooLarge.writeToUs', { supportEmail: options.supportEmail }),
    ],
    action: { label: t('emails.visitLittlestar'), url: options.url },
    footnote: t('emails.ignoreIfNotAsked'),
  });
}
