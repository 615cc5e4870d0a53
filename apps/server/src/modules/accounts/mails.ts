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
