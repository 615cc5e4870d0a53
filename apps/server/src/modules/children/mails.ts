import type { MailMessage } from '../../providers/mail/mail-provider.js';
import { composeMail } from '../../providers/mail/mail-layout.js';

export function trainingFinishedMail(options: {
  to: string;
  childName: string;
  succeeded: boolean;
  link: string;
}): MailMessage {
  const { childName } = options;
  return composeMail({
    to: options.to,
    subject: options.succeeded
      ? `${childName} is ready for stories`
      : `We could not finish ${childName}'s profile`,
    paragraphs: options.succeeded
      ? [
          `Good news: ${childName}'s profile is ready.`,
          `You can now create stories where ${childName} is the hero.`,
        ]
      : [
          `Something went wrong while we learned ${childName}'s likeness from the photos.`,
          'Please open the profile, check the photos (clear, solo photos work best) and try again.',
        ],
    action: { label: 'Open Littlestar', url: options.link },
  });
}
