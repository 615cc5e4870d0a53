import { leaveMessages } from '@littlestar/shared/accounts';
import type { MailMessage } from '../../providers/mail/mail-provider.js';
import { composeMail } from '../../providers/mail/mail-layout.js';

export function passwordResetMail(options: {
  to: string;
  name: string;
  link: string;
}): MailMessage {
  return composeMail({
    to: options.to,
    subject: 'Reset your Littlestar password',
    greeting: options.name ? `Hi ${options.name},` : 'Hi,',
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your Littlestar account.',
      'Open this link within one hour to choose a new password:',
    ],
    action: { label: 'Choose a new password', url: options.link },
    footnote:
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  });
}

export function emailVerificationMail(options: {
  to: string;
  name: string;
  link: string;
}): MailMessage {
  return composeMail({
    to: options.to,
    subject: 'Verify your e-mail address for Littlestar',
    greeting: options.name ? `Hi ${options.name},` : 'Hi,',
    paragraphs: [
      'Welcome to Littlestar! Please confirm that this e-mail address is yours.',
      'Open this link within three days to verify it. Then you can make your free story:',
    ],
    action: { label: 'Verify my e-mail address', url: options.link },
    footnote:
      'If you did not sign up for Littlestar, you can ignore this e-mail: nothing happens without the click.',
  });
}

export function accountDeletedMail(options: {
  to: string;
  name: string;
  url: string;
  supportEmail: string;
}): MailMessage {
  return composeMail({
    to: options.to,
    subject: 'Your Littlestar account has been deleted',
    greeting: options.name ? `Hi ${options.name},` : 'Hi,',
    paragraphs: [
      'Your Littlestar account has been deleted, as you asked: your children, their photos, your stories, their pictures and books, and your feedback are gone.',
      'We keep only the record of your credits and payments, for our bookkeeping, without your name or e-mail address. This is the last e-mail we send you.',
    ],
    action: { label: 'Visit Littlestar', url: options.url },
    footnote: `If you did not delete your account yourself, someone knew your password: please write to ${options.supportEmail}.`,
  });
}

export function dataExportMail(options: { to: string; name: string; link: string }): MailMessage {
  return composeMail({
    to: options.to,
    subject: 'Your Littlestar data is ready',
    greeting: options.name ? `Hi ${options.name},` : 'Hi,',
    paragraphs: [
      'The copy of your data you asked for is ready: one zip file with your profile, your children, your stories with their books, your credits, payments and feedback.',
      'The link works for 7 days:',
    ],
    action: { label: 'Download my data', url: options.link },
    footnote: 'If you did not ask for this, you can ignore this e-mail. Nobody else gets the link.',
  });
}

export function dataExportTooLargeMail(options: {
  to: string;
  name: string;
  url: string;
  supportEmail: string;
}): MailMessage {
  return composeMail({
    to: options.to,
    subject: 'We could not prepare your Littlestar data',
    greeting: options.name ? `Hi ${options.name},` : 'Hi,',
    paragraphs: [
      leaveMessages.exportTooLarge,
      `Please write to ${options.supportEmail} and we will send you your data another way.`,
    ],
    action: { label: 'Visit Littlestar', url: options.url },
    footnote: 'If you did not ask for this, you can ignore this e-mail.',
  });
}
