import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openPayload, sealPayload } from './sealed-payload.js';

const secret = 'a'.repeat(40);

/** A payload as a process before purpose keys sealed it: its key was a hash of the secret. */
function sealedTheOldWay(appSecret: string, data: unknown) {
  const key = createHash('sha256').update(`littlestar job payload\0${appSecret}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
}

describe('sealed job payloads', () => {
  it('open what they sealed, and nothing sealed under another secret', () => {
    const mail = { to: 'parent@example.com', subject: 'Zoe and the Moon is ready' };
    const sealed = sealPayload(secret, mail);
    expect(JSON.stringify(sealed)).not.toContain('parent@example.com');
    expect(openPayload(secret, sealed)).toEqual(mail);
    expect(() => openPayload('b'.repeat(40), sealed)).toThrow();
  });

  it('still open a mail queued before a deploy, so no mail is lost across it', () => {
    const mail = { to: 'parent@example.com', subject: 'Reset your password' };
    expect(openPayload(secret, sealedTheOldWay(secret, mail))).toEqual(mail);
    expect(() => openPayload(secret, sealedTheOldWay('b'.repeat(40), mail))).toThrow();
  });
});
