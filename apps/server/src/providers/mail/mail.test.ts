import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../http/logging.js';
import { createOutboxMail } from './outbox-mail.js';
import { createSmtpMail } from './smtp-mail.js';

const message = {
  to: 'parent@example.com',
  subject: 'Maya is ready ✨',
  text: 'Your little star is ready for stories.',
  html: '<p>Your little star is ready for stories.</p>',
};

describe('outbox mail', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-outbox-'));
  });
  afterAll(() => fs.rm(folder, { recursive: true, force: true }));

  it('writes each message as an RFC 822 .eml file a mail client can read, and logs it', async () => {
    const lines: Record<string, unknown>[] = [];
    const mail = createOutboxMail({
      dir: folder,
      from: 'Littlestar <hello@littlestar.app>',
      log: createLogger({
        level: 'info',
        destination: {
          write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
        },
      }),
    });
    await mail.send(message);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'mail written to outbox',
        // The recipient is personal data: the log names the message, not the person.
        to: '[redacted]',
        subject: 'Maya is ready ✨',
      }),
    );
    const files = await fs.readdir(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(await fs.readFile(path.join(folder, files[0] ?? '')));
    expect(parsed.subject).toBe('Maya is ready ✨');
    expect(parsed.from?.value[0]).toMatchObject({
      name: 'Littlestar',
      address: 'hello@littlestar.app',
    });
    expect(parsed.text?.trim()).toBe('Your little star is ready for stories.');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('parent@example.com');
  });
});

describe('SMTP mail', () => {
  const received: { from: string; to: string[]; raw: Buffer; user: string | undefined }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'p4ss')
          callback(null, { user: 'mailer' });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks),
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers through a real SMTP conversation with authentication', async () => {
    const mail = createSmtpMail({
      url: `smtp://mailer:p4ss@127.0.0.1:${port}`,
      from: 'Littlestar <hello@littlestar.app>',
    });
    await mail.send({ ...message, messageId: '<0123abcd@littlestar.app>' });
    mail.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.user).toBe('mailer');
    expect(received[0]?.to).toEqual(['parent@example.com']);
    const parsed = await simpleParser(received[0]?.raw ?? Buffer.alloc(0));
    expect(parsed.subject).toBe('Maya is ready ✨');
    expect(parsed.html).toContain('ready for stories');
    // The mail job's stable Message-ID reaches the server as it is.
    expect(parsed.messageId).toBe('<0123abcd@littlestar.app>');
  });

  it('fails loudly when the server refuses the credentials', async () => {
    const mail = createSmtpMail({
      url: `smtp://mailer:wrong@127.0.0.1:${port}`,
      from: 'hello@littlestar.app',
    });
    await expect(mail.send(message)).rejects.toThrow(/Invalid username or password/);
    mail.close();
  });
});
