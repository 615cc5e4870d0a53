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
