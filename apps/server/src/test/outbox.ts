import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The address a parsed mail went to, as text. */
export const recipientOf = (mail: ParsedMail) =>
  mail.to && !Array.isArray(mail.to) ? mail.to.text : '';

/** Every mail in DATA_DIR/outbox so far, as parsed; none when nothing was sent yet. */
export async function readOutbox(dataDir: string): Promise<ParsedMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  const files = await fs.readdir(outbox).catch(() => [] as string[]);
  return Promise.all(
    files.map(async (file) => simpleParser(await fs.readFile(path.join(outbox, file)))),
  );
}

/**
 * Waits for the first mail in DATA_DIR/outbox that `matches`: mail goes out from a job, so it
 * lands a moment after the request that caused it.
 */
export async function waitForMail(
  dataDir: string,
  matches: (mail: ParsedMail) => boolean,
  timeoutMs = 15_000,
): Promise<ParsedMail> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of await fs.readdir(outbox).catch(() => [] as string[])) {
      const mail = await simpleParser(await fs.readFile(path.join(outbox, file)));
      if (matches(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error('no matching mail in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every mail in DATA_DIR/outbox that `matches`, to count them. */
export async function mailsIn(
  dataDir: string,
  matches: (mail: ParsedMail) => boolean,
): Promise<ParsedMail[]> {
  return (await readOutbox(dataDir)).filter(matches);
}
