import { Transform, type Readable } from 'node:stream';
export interface SignedUrlOptions {
  expiresInSeconds: number;
  contentType?: string;
  /** Suggested file name for downloads (Content-Disposition). */
  downloadName?: string;
}

export interface SignedUploadOptions {
  expiresInSeconds: number;
  contentType: string;
  /** The largest file the storage itself accepts through this upload. */
  maxBytes: number;
}

/** How a browser sends one file straight to storage. */
export interface SignedUpload {
  url: string;
  /**
   * `PUT`: the file is the body, with the signed Content-Type. `POST` (S3's POST policy, the
   * only presign that can cap the size): a multipart form of `fields`, in order, then `file`.
   */
  method: 'PUT' | 'POST';
  fields: Record<string, string>;
}

export interface PutStreamOptions {
  contentType: string;
  maxBytes: number;
}

/** A streamed write went past its `maxBytes`; nothing was stored. */
export class TooLargeError extends Error {
  override name = 'TooLargeError';
  constructor(readonly maxBytes: number) {
    super(`more than ${maxBytes} bytes`);
  }
}

/**
 * Passes bytes through and counts them; past `maxBytes` it fails with `TooLargeError`, which
 * ends the write it feeds. `bytes` is how many passed.
 */
export function byteLimit(maxBytes: number): Transform & { bytes: () => number } {
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new TooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  return Object.assign(limit, { bytes: () => bytes });
}

/**
 * Where photos, illustrations and PDFs live. Keys are slash-separated paths chosen by the
 * server (never user file names). Browsers move big files straight to and from storage
 * through signed, expiring URLs.
 */
export interface StorageProvider {
  kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /**
   * Writes a stream of unknown length to `key` as it comes, holding only a few megabytes at a
   * time (a file written aside and renamed; an S3 multipart upload). Past `maxBytes` the write
   * fails with `TooLargeError` and nothing is stored, as after any failed write. Answers the
   * number of bytes stored.
   */
  putStream(key: string, body: Readable, options: PutStreamOptions): Promise<number>;
  /**
   * The object's bytes, or null when there is no such key. With `maxBytes`, at most one byte
   * more than that is read, so a caller can refuse an object that grew past its limit.
   */
  get(key: string, options?: { maxBytes?: number }): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** The object's size in bytes, or null when there is no such key (read without the body). */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
  /** A signed, expiring upload of one file to `key`, refused by the storage above `maxBytes`. */
  signedUpload(key: string, options: SignedUploadOptions): Promise<SignedUpload>;
  signedDownloadUrl(key: string, options: SignedUrlOptions): Promise<string>;
}

/** Keys are made by the server; this refuses anything that could escape a folder. */
export function assertSafeKey(key: string): void {
  if (
    !key ||
    key.length > 512 ||
    key.startsWith('/') ||
    // No empty part, and none starting with a dot: no '..', no hidden files.
    key.split('/').some((part) => part === '' || part.startsWith('.')) ||
    !/^[\w./-]+$/.test(key)
  ) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}

const STABLE_URL_HOUR = 60 * 60;

/**
 * A lifetime for download URLs that ends with the next whole hour after this one: with local
 * storage every URL of a key made within one hour is the same, so a list refreshed every few
 * seconds does not download its pictures again. (S3 URLs are made the same way with
 * `hourSigning`.) The URL stays valid at least an hour.
 */
export function stableUrlSeconds(now = Date.now()): number {
  const seconds = Math.floor(now / 1000);
  return STABLE_URL_HOUR - (seconds % STABLE_URL_HOUR) + STABLE_URL_HOUR;
}

/** The longest an S3 presigned URL may live (SigV4). */
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

/**
 * An S3 presigned URL carries its signing time, so one made every poll is a new URL each time
 * and the browser downloads the picture again. Signed as of the start of this hour, with a
 * lifetime rounded up to whole hours that still covers what was asked, every URL of a key made
 * within the hour is the same (and can be kept). Null when that would outlive S3's limit.
 */
export function hourSigning(
  expiresInSeconds: number,
  now = Date.now(),
): { signingDate: Date; expiresIn: number } | null {
  const hourStart = Math.floor(now / 1000 / STABLE_URL_HOUR) * STABLE_URL_HOUR;
  const needed = Math.floor(now / 1000) - hourStart + expiresInSeconds;
  const expiresIn = Math.ceil(needed / STABLE_URL_HOUR) * STABLE_URL_HOUR;
  if (expiresInSeconds <= 0 || expiresIn > MAX_PRESIGN_SECONDS) return null;
  return { signingDate: new Date(hourStart * 1000), expiresIn };
}
