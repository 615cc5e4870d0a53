import { escapeHtml, type MailMessage } from '../../providers/mail/mail-provider.js';

export function passwordResetMail(options: {
  to: string;
  name: string;
  link: string;
}): MailMessage {
  const greeting = options.name ? `Hi ${options.name},` : 'Hi,';
  return {
    to: options.to,
    subject: 'Reset your Littlestar password',
    text: [
      greeting,
      '',
      'Someone (hopefully you) asked to reset the password of your Littlestar account.',
      'Open this link within one hour to choose a new password:',
      '',
      options.link,
      '',
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
      '',
      '— Littlestar',
    ].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p>
<p>Someone (hopefully you) asked to reset the password of your Littlestar account.
Open this link within one hour to choose a new password:</p>
<p><a href="${escapeHtml(options.link)}" style="color:#d63384">Choose a new password</a></p>
<p>If you did not ask for this, you can ignore this e-mail: your password stays the same.</p>
<p>— Littlestar</p>`,
  };
}
