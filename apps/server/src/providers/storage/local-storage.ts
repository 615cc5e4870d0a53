import { createHmac, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { purposeKey } from '../../secret.js';
import {
  assertSafeKey,
  byteLimit,
  type SignedUrlOptions,
  type StorageProvider,
} from './storage-provider.js';

export type SignedOperation = 'get' | 'put';

export interface LocalStorage extends StorageProvider {
  kind: 'local';
  /** Checks a signed URL's query; answers why it is refused, or null when it is good. */
  verifySignature(input: {
    key: string;
    operation: SignedOperation;
    expires: string;
    signature: string;
    contentType?: string | undefined;
    downloadName?: string | undefined;
  }): string | null;
  pathOf(key: string): string;
}

/** At most `maxBytes + 1` bytes of a file: one more than allowed tells the caller it is over. */
async function readCapped(file: string, maxBytes: number): Promise<Buffer> {
  const handle = await fs.open(file);
  try {
    const buffer = Buffer.alloc(maxBytes + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Deletes every key under a prefix: its folder, and files beside it that it names. */
async function deleteByPrefix(root: string, prefix: string): Promise<void> {
  const trimmed = prefix.replace(/\/+$/, '');
  assertSafeKey(trimmed);
  const folder = path.join(root, ...trimmed.split('/'));
  await fs.rm(folder, { recursive: true, force: true });
  const parent = path.dirname(folder);
  const name = path.basename(folder);
  // A prefix may also name files beside the folder ('a/b' matches 'a/b.png').
  const siblings = await fs.readdir(parent).catch(() => [] as string[]);
  await Promise.all(
    siblings
      .filter((entry) => entry.startsWith(name))
      .map((entry) => fs.rm(path.join(parent, entry), { recursive: true, force: true })),
  );
}

/** Files under DATA_DIR/files, served by the API through HMAC-signed, expiring URLs. */
export function createLocalStorage(options: {
  root: string;
  publicUrl: string;
  /** APP_SECRET: URLs are signed with the storage-URL key derived from it. */
  secret: string;
  now?: () => number;
}): LocalStorage {
  const now = options.now ?? Date.now;
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(options.root, ...key.split('/'));
  };
  const signingKey = purposeKey(options.secret, 'storageUrls');
  const sign = (parts: string[]) =>
    createHmac('sha256', signingKey).update(parts.join('\n')).digest('base64url');

  const signedUrl = (key: string, operation: SignedOperation, urlOptions: SignedUrlOptions) => {
    assertSafeKey(key);
    const expires = String(Math.floor(now() / 1000) + urlOptions.expiresInSeconds);
    const query = new URLSearchParams({ op: operation, expires });
    if (urlOptions.contentType) query.set('type', urlOptions.contentType);
    if (urlOptions.downloadName) query.set('name', urlOptions.downloadName);
    query.set(
      'sig',
      sign([operation, key, expires, urlOptions.contentType ?? '', urlOptions.downloadName ?? '']),
    );
    return `${options.publicUrl}/api/files/${key}?${query.toString()}`;
  };

  // Keys never start with a dot (assertSafeKey), so this folder is no key's.
  const partialFolder = path.join(options.root, '.partial');
  void removeStalePartials(partialFolder, now());
  let partialFolderMade: Promise<unknown> | undefined;

  const sizeOf = async (key: string): Promise<number | null> => {
    try {
      const stat = await fs.stat(pathOf(key));
      return stat.isFile() ? stat.size : null;
    } catch {
      return null;
    }
  };

  /**
   * Writes to the side and renames, so a reader never sees half a file. The side folder is
   * outside every key: a process killed mid-write leaves nothing in a story's folder.
   */
  const writeAside = async (key: string, body: Readable, ...through: Transform[]) => {
    const target = pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Made once per process; a failed attempt is tried again by the next write.
    partialFolderMade ??= fs.mkdir(partialFolder, { recursive: true }).catch((error: unknown) => {
      partialFolderMade = undefined;
      throw error;
    });
    await partialFolderMade;
    const temporary = path.join(partialFolder, `${randomUUID()}.partial`);
    try {
      await pipeline([body, ...through, createWriteStream(temporary)]);
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  };

  return {
    kind: 'local',
    pathOf,
    async put(key, body, _contentType) {
      await writeAside(key, Buffer.isBuffer(body) ? Readable.from([body]) : body);
    },
    async putStream(key, body, putOptions) {
      const limit = byteLimit(putOptions.maxBytes);
      await writeAside(key, body, limit);
      return limit.bytes();
    },
    async get(key, getOptions) {
      try {
        if (getOptions?.maxBytes === undefined) return await fs.readFile(pathOf(key));
        return await readCapped(pathOf(key), getOptions.maxBytes);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      return (await sizeOf(key)) !== null;
    },
    size: sizeOf,
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    deletePrefix: (prefix) => deleteByPrefix(options.root, prefix),
    // The PUT route refuses anything over its body limit, the largest upload we take.
    signedUpload: (key, uploadOptions) =>
      Promise.resolve({
        url: signedUrl(key, 'put', {
          expiresInSeconds: uploadOptions.expiresInSeconds,
          contentType: uploadOptions.contentType,
        }),
        method: 'PUT' as const,
        fields: {},
      }),
    signedDownloadUrl: (key, urlOptions) => Promise.resolve(signedUrl(key, 'get', urlOptions)),
    verifySignature(input) {
      const expiresAt = Number(input.expires);
      if (!Number.isInteger(expiresAt)) return 'The link is malformed.';
      const expected = Buffer.from(
        sign([
          input.operation,
          input.key,
          input.expires,
          input.contentType ?? '',
          input.downloadName ?? '',
        ]),
      );
      const given = Buffer.from(input.signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return 'The link signature is not valid.';
      }
      if (expiresAt * 1000 < now()) return 'The link has expired.';
      return null;
    },
  };
}

/** Half-written files of processes that died mid-write, an hour old or more, are removed. */
async function removeStalePartials(folder: string, now: number) {
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(folder, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > 60 * 60 * 1000) await fs.rm(file, { force: true });
  }
}
