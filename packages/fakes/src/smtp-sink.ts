import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the sink took: its envelope, who signed in, and the message as mailparser reads it. */
export interface SunkMail {
  /** The envelope's sender (MAIL FROM) and recipients (RCPT TO). */
  envelope: { from: string; to: string[] };
  /** The user name the client signed in with (only with `auth`). */
  user: string | undefined;
  /** The message as it came (RFC 822). */
  raw: Buffer;
  /** The To header's addresses, as one line. */
  to: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, what `SMTP_URL` is set to (add a user and password with `auth`). */
  url: string;
  port: number;
  /** Every message taken so far, in order; a message is here before its sender hears "250 OK". */
  messages: SunkMail[];
  /**
   * Answers every following recipient (RCPT TO) with this SMTP reply code, as a relay refuses
   * one: a 4xx for "try again later" (greylisting, a full queue), a 5xx for "never" (no such
   * mailbox); undefined takes them again.
   */
  refuseRecipientsWith(code: number | undefined): void;
  close(): Promise<void>;
}

/**
 * An SMTP server on 127.0.0.1 that takes every message and keeps it in `messages`, parsed.
 * Without `auth` anyone may send and AUTH is not offered; with it a client must sign in with
 * that user name and password (over plain text: no STARTTLS), and another pair is refused
 * with "Invalid username or password", as a relay answers. It logs nothing.
 */
export async function startSmtpSink(
  options: { auth?: { username: string; password: string } } = {},
): Promise<SmtpSink> {
  const { auth } = options;
  const messages: SunkMail[] = [];
  let refusal: number | undefined;
  const server = new SMTPServer({
    logger: false,
    authOptional: !auth,
    allowInsecureAuth: true,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    onAuth(credentials, _session, callback) {
      const isKnown =
        credentials.username === auth?.username && credentials.password === auth?.password;
      if (auth && isKnown) {
        callback(null, { user: credentials.username });
      } else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (refusal === undefined) return callback();
      const reason = refusal >= 500 ? 'Mailbox unavailable' : 'Please try again later';
      callback(Object.assign(new Error(reason), { responseCode: refusal }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((mail) => {
            messages.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
              },
              user: session.user as string | undefined,
              raw,
              to: [mail.to ?? []]
                .flat()
                .map((address) => address.text)
                .join(', '),
              subject: mail.subject ?? '',
              messageId: mail.messageId ?? '',
              text: mail.text ?? '',
              html: mail.html || '',
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    refuseRecipientsWith(code) {
      refusal = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
