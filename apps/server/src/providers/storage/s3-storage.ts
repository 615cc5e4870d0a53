import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buffer as streamToBuffer } from 'node:stream/consumers';
import { Upload } from '@aws-sdk/lib-storage';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ProviderError, providerErrorFromSdk } from '../provider-error.js';
import type { StorageSettings } from './storage-settings.js';
import { assertSafeKey, byteLimit, hourSigning, type StorageProvider } from './storage-provider.js';

/** S3's smallest part but the last: what a streamed upload holds per part. */
const PART_BYTES = 5 * 1024 * 1024;

type S3Settings = Extract<StorageSettings, { kind: 's3' }>;

/**
 * How long a connection may take to open, and a request stay silent, before the call fails
 * (and the SDK tries again): the SDK's default is no limit, so a store that accepts a
 * connection and never answers would hold a story's job until it expired. Silence, not the
 * whole call: a large upload that keeps sending is never cut (`connectionTimeout` and
 * `socketTimeout` of NodeHttpHandlerOptions, @smithy/types).
 */
export const S3_TIMEOUTS = { connectMs: 10_000, silentMs: 60_000 };

/**
 * One call to the store: what it answered with an HTTP error, or a call it never answered, is
 * a ProviderError naming `s3` (a 5xx, a 429 or no answer retryable, another 4xx not).
 */
async function callS3<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerErrorFromSdk('s3', error);
  }
}

const isMissing = (error: unknown) => error instanceof ProviderError && error.statusCode === 404;

/** A stream written as a multipart upload, refused once it passes `maxBytes`; its size. */
async function uploadStream(options: {
  client: S3Client;
  Bucket: string;
  key: string;
  body: Readable;
  maxBytes: number;
  contentType: string;
}): Promise<number> {
  const limit = byteLimit(options.maxBytes);
  // One part in flight while the next is read: about two parts of memory. A failed or
  // refused upload is aborted (its parts deleted); one whose process died is left for the
  // bucket's lifecycle rule on incomplete multipart uploads.
  const upload = new Upload({
    client: options.client,
    params: {
      Bucket: options.Bucket,
      Key: options.key,
      Body: limit,
      ContentType: options.contentType,
    },
    partSize: PART_BYTES,
    queueSize: 1,
  });
  // Each side's failure ends the other: a refused size fails the upload's read, and a
  // failed upload stops the feed (which would otherwise wait for a reader forever).
  const uploading = upload.done().catch((error: unknown) => {
    limit.destroy(error as Error);
    throw error;
  });
  const [fed, uploaded] = await Promise.allSettled([pipeline(options.body, limit), uploading]);
  if (fed.status === 'rejected') throw providerErrorFromSdk('s3', fed.reason);
  if (uploaded.status === 'rejected') throw providerErrorFromSdk('s3', uploaded.reason);
  return limit.bytes();
}

/** Any S3-compatible store (AWS S3, MinIO, R2...); browsers use presigned URLs. */
export function createS3Storage(settings: S3Settings, timeouts = S3_TIMEOUTS): StorageProvider {
  const client = new S3Client({
    requestHandler: { connectionTimeout: timeouts.connectMs, socketTimeout: timeouts.silentMs },
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  // Hour-signed URLs, kept for their hour: signing one costs more than the rest of a story
  // list poll (measured by the soak), and a list is polled every few seconds.
  const signedUrls = new Map<string, string>();
  let signedUrlsHour = 0;

  const sizeOf = async (key: string): Promise<number | null> => {
    assertSafeKey(key);
    try {
      const head = await callS3(() => client.send(new HeadObjectCommand({ Bucket, Key: key })));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      const bytes = Buffer.isBuffer(body) ? body : await streamToBuffer(body);
      await callS3(() =>
        client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
        ),
      );
    },
    putStream(key, body, options) {
      assertSafeKey(key);
      return uploadStream({ client, Bucket, key, body, ...options });
    },
    async get(key, getOptions) {
      assertSafeKey(key);
      const Range =
        getOptions?.maxBytes === undefined ? undefined : `bytes=0-${getOptions.maxBytes}`;
      try {
        const object = await callS3(() =>
          client.send(new GetObjectCommand({ Bucket, Key: key, Range })),
        );
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      return (await sizeOf(key)) !== null;
    },
    size: sizeOf,
    async delete(key) {
      assertSafeKey(key);
      await callS3(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    async deletePrefix(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await callS3(() =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken })),
        );
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length > 0) {
          await callS3(() =>
            client.send(
              new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
            ),
          );
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async signedUpload(key, options) {
      assertSafeKey(key);
      // A presigned PUT cannot limit the size: S3 would store whatever is sent. A POST
      // policy can, and pins the key and the type too.
      const post = await createPresignedPost(client, {
        Bucket,
        Key: key,
        Fields: { 'Content-Type': options.contentType },
        Conditions: [
          ['content-length-range', 1, options.maxBytes],
          ['eq', '$Content-Type', options.contentType],
        ],
        Expires: options.expiresInSeconds,
      });
      return { url: post.url, method: 'POST', fields: post.fields };
    },
    async signedDownloadUrl(key, options) {
      assertSafeKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: options.downloadName
          ? `attachment; filename="${options.downloadName.replace(/[^\w.-]/g, '_')}"`
          : undefined,
      });
      const signing = hourSigning(options.expiresInSeconds);
      if (!signing) return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds });
      if (signing.signingDate.getTime() !== signedUrlsHour || signedUrls.size >= 50_000) {
        signedUrls.clear();
        signedUrlsHour = signing.signingDate.getTime();
      }
      const memo = `${signing.expiresIn} ${options.downloadName ?? ''} ${key}`;
      const known = signedUrls.get(memo);
      if (known) return known;
      const url = await getSignedUrl(client, command, signing);
      signedUrls.set(memo, url);
      return url;
    },
  };
}
