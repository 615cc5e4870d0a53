// The soak's mail server: accepts every message on 127.0.0.1 and keeps what the checks count
// (recipient, subject, Message-ID, and the story a "ready" mail links to). Nothing is logged.
import { requireFromServer } from './server-packages.mjs';

const { simpleParser } = requireFromServer('mailparser');
const { SMTPServer } = requireFromServer('smtp-server');

const STORY_LINK = /\/story\/([0-9a-f-]{36})\/preview/;

export async function startSmtpSink() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
          messages.push({
            at: Date.now(),
            to,
            subject: mail.subject ?? '',
            messageId: mail.messageId ?? '',
            storyId: STORY_LINK.exec(mail.text ?? '')?.[1] ?? null,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    messages,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
