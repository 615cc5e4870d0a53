import { escapeHtml, type MailMessage } from '../../providers/mail/mail-provider.js';

export function trainingFinishedMail(options: {
  to: string;
  childName: string;
  succeeded: boolean;
  link: string;
}): MailMessage {
  const { childName, link } = options;
  const subject = options.succeeded
    ? `${childName} is ready for stories`
    : `We could not finish ${childName}'s profile`;
  const body = options.succeeded
    ? [
        `Good news: ${childName}'s profile is ready.`,
        `You can now create stories where ${childName} is the hero.`,
      ]
    : [
        `Something went wrong while we learned ${childName}'s likeness from the photos.`,
        'Please open the profile, check the photos (clear, solo photos work best) and try again.',
      ];
  return {
    to: options.to,
    subject,
    text: [...body, '', link, '', '— Littlestar'].join('\n'),
    html: `${body.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="color:#d63384">Open Littlestar</a></p>
<p>— Littlestar</p>`,
  };
}
