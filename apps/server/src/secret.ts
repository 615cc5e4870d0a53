import { randomBytes } from 'node:crypto';
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
