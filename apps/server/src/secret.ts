import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The key that signs URLs and sessions. Production sets APP_SECRET (shared by every process);
 * on a fresh machine one is made once and kept in DATA_DIR so links survive restarts.
 */
export async function resolveAppSecret(options: {
  appSecret: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (options.appSecret) return options.appSecret;
  const file = path.join(options.dataDir, 'app-secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await fs.mkdir(options.dataDir, { recursive: true });
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * What a key derived from APP_SECRET is for: each use has its own key, so a key that leaks
 * from one (a signed URL's key in a log, say) forges nothing of another. Each name is the
 * HKDF `info`: renaming one changes its key, and invalidates what was signed or sealed with it.
 */
export const KEY_PURPOSES = {
  /** better-auth's secret: signs the session cookie and bearer tokens. */
  sessions: 'littlestar sessions v1',
  /** Signs the expiring URLs of local files (providers/storage/local-storage.ts). */
  storageUrls: 'littlestar storage urls v1',
  /** Seals the payloads of jobs that carry personal data (jobs/sealed-payload.ts). */
  sealedPayloads: 'littlestar sealed job payloads v1',
  /** Seals each child's likeness reference for the picture judge (face descriptors). */
  likenessReferences: 'littlestar likeness references v1',
  /** Keys the per-account sign-in throttle's counts by an HMAC of the address. */
  signInThrottle: 'littlestar sign-in throttle v1',
} as const;

export type KeyPurpose = keyof typeof KEY_PURPOSES;

/**
 * A 32-byte key for one purpose, derived from APP_SECRET with HKDF-SHA256 (cheap: a few
 * microseconds). The root secret itself signs and seals nothing.
 */
export function purposeKey(appSecret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, Buffer.alloc(0), KEY_PURPOSES[purpose], 32));
}
