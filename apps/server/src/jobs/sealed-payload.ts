import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { purposeKey, type KeyPurpose } from '../secret.js';

/**
 * Payloads of jobs that carry personal data (a mail's address and text) are stored sealed:
 * AES-256-GCM under the sealed-payloads key derived from APP_SECRET (secret.ts), which every
 * process shares. The job table, its archive and a database dump then hold ciphertext, never
 * an e-mail address.
 */
export interface SealedPayload {
  sealed: string;
}

const keyFor = (appSecret: string, purpose: KeyPurpose = 'sealedPayloads') =>
  purposeKey(appSecret, purpose);

/** Seals `data` (as JSON) under the key of `purpose`: the job payloads', unless said. */
export function sealPayload(
  secret: string,
  data: unknown,
  purpose: KeyPurpose = 'sealedPayloads',
): SealedPayload {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
}

/**
 * The key payloads were sealed with before each purpose had its own: jobs queued (or waiting
 * for a retry) by an older process still open, so a deploy loses no mail. Never used to seal.
 */
const legacyKeyFor = (appSecret: string) =>
  createHash('sha256').update(`littlestar job payload\0${appSecret}`).digest();

/** The payload sealed by `sealPayload`; throws when it was sealed under another secret. */
export function openPayload(
  secret: string,
  data: unknown,
  purpose: KeyPurpose = 'sealedPayloads',
): unknown {
  const sealed = (data as Partial<SealedPayload> | null)?.sealed;
  if (typeof sealed !== 'string') throw new Error('The job payload is not sealed.');
  const bytes = Buffer.from(sealed, 'base64');
  try {
    return openWith(keyFor(secret, purpose), bytes);
  } catch (error) {
    if (purpose !== 'sealedPayloads') throw error;
    return openWith(legacyKeyFor(secret), bytes);
  }
}

function openWith(key: Buffer, bytes: Buffer): unknown {
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as unknown;
}
