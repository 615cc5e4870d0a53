import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@littlestar/fakes/smtp-sink';
import { createLogger } from '../../logging/logging.js';
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
      retentionDays: 7,
      log: createLogger({
        level: 'info',
        destination: {
          write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
        },
      }),
    });
    await mail.send(message);
    const files = await fs.readdir(folder);
    // The log names the file, never the person it went to or a subject that names a child.
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'mail written to outbox', file: files[0] }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/Maya|parent@example\.com/);
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

  it('keeps mail for its retention days, and forgets an address on request', async () => {
    const dir = path.join(folder, 'kept');
    const mail = createOutboxMail({
      dir,
      from: 'Littlestar <hello@littlestar.app>',
      retentionDays: 7,
      log: createLogger({ level: 'silent' }),
    });
    await mail.send({ ...message, to: 'Old.Parent@example.com' });
    await mail.send({ ...message, to: 'old.parent@example.com', subject: 'Later' });
    await mail.send({ ...message, to: 'other.parent@example.com' });
    await mail.send({ ...message, to: 'support@example.com', replyTo: 'old.parent@example.com' });
    const day = 24 * 60 * 60 * 1000;
    const [first] = (await fs.readdir(dir)).sort();
    const eightDaysAgo = new Date(Date.now() - 8 * day);
    await fs.utimes(path.join(dir, first ?? ''), eightDaysAgo, eightDaysAgo);

    expect(await mail.prune()).toBe(1);
    expect(await fs.readdir(dir)).toHaveLength(3);
    // Only what was written before the moment given goes; the address is matched whatever its case.
    expect(await mail.forgetAddress('OLD.parent@example.com', { sentBefore: new Date(0) })).toBe(0);
    expect(await mail.forgetAddress('OLD.parent@example.com')).toBe(2);
    const left = await Promise.all(
      (await fs.readdir(dir)).map(async (file) =>
        simpleParser(await fs.readFile(path.join(dir, file))),
      ),
    );
    expect(
      left.map((parsed) => (parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '')),
    ).toEqual(['other.parent@example.com']);
    // Ten days' retention keeps what seven would not.
    const longer = createOutboxMail({
      dir,
      from: 'Littlestar <hello@littlestar.app>',
      retentionDays: 10,
      log: createLogger({ level: 'silent' }),
    });
    const [remaining] = await fs.readdir(dir);
    await fs.utimes(path.join(dir, remaining ?? ''), eightDaysAgo, eightDaysAgo);
    expect(await longer.prune()).toBe(0);
    expect(await mail.prune()).toBe(1);
  });
});

describe('SMTP mail', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink({ auth: { username: 'mailer', password: 'p4ss' } });
  });
  afterAll(() => sink.close());

  it('delivers through a real SMTP conversation with authentication', async () => {
    const mail = createSmtpMail({
      url: `smtp://mailer:p4ss@127.0.0.1:${sink.port}`,
      from: 'Littlestar <hello@littlestar.app>',
    });
    await mail.send({ ...message, messageId: '<0123abcd@littlestar.app>' });
    mail.close();
    expect(sink.messages).toHaveLength(1);
    const [received] = sink.messages;
    expect(received?.user).toBe('mailer');
    expect(received?.envelope.to).toEqual(['parent@example.com']);
    expect(received?.subject).toBe('Maya is ready ✨');
    expect(received?.html).toContain('ready for stories');
    // The mail job's stable Message-ID reaches the server as it is.
    expect(received?.messageId).toBe('<0123abcd@littlestar.app>');
  });

  it('refuses a message with no recipient for good, before the server is asked', async () => {
    const mail = createSmtpMail({ url: sink.url, from: 'hello@littlestar.app' });
    const sending = mail.send({ ...message, to: '' });
    await expect(sending).rejects.toThrow(/^smtp: refused before sending \(EENVELOPE\)$/);
    await expect(sending).rejects.toMatchObject({ vendor: 'smtp', isRetryable: false });
    mail.close();
  });

  it('fails loudly when the server refuses the credentials, and for good', async () => {
    const mail = createSmtpMail({
      url: `smtp://mailer:wrong@127.0.0.1:${sink.port}`,
      from: 'hello@littlestar.app',
    });
    const sending = mail.send(message);
    await expect(sending).rejects.toThrow(/^smtp: the server answered 535 \(EAUTH\)$/);
    await expect(sending).rejects.toMatchObject({ vendor: 'smtp', isRetryable: false });
    mail.close();
  });
});
