import type { MailMessage } from '../../providers/mail/mail-provider.js';
import { composeMail } from '../../providers/mail/mail-layout.js';

export function storyReadyMail(options: {
  to: string;
  childName: string;
  title: string;
  link: string;
}): MailMessage {
  const { childName, title } = options;
  return composeMail({
    to: options.to,
    subject: `${childName}'s story "${title}" is ready`,
    paragraphs: [
      `"${title}" is ready: a new story starring ${childName}, with a picture on every page.`,
      'Open it to read it together, or download it as a book.',
    ],
    action: { label: 'Read the story', url: options.link },
  });
}
