import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '@littlestar/fakes/local-s3';
import { createTestUser } from '../../test/accounts.js';
import { createTestChild, giveCredits } from '../../test/children.js';
import { appWith } from '../../test/test-app.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import {
  hourSigning,
  stableUrlSeconds,
  TooLargeError,
  type StorageProvider,
} from './storage-provider.js';

const testApp = appWith();

const pathOf = (url: string) => url.replace('http://127.0.0.1:3000', '');

const ZIP = { expiresInSeconds: 60, contentType: 'application/zip', maxBytes: 10 * 1024 * 1024 };

/** A child's current upload key, the only kind of key the local upload route takes. */
async function recordedUploadKey(): Promise<string> {
  const user = await createTestUser(testApp.app);
  await giveCredits(testApp.runtime.context, user.userId, 1);
  const child = await createTestChild(testApp.app, user);
  const key = `uploads/${child.id}/photos.zip`;
  await testApp.runtime.context.database.sql.executeSql(
    "UPDATE children SET upload_key = $1, uploads_delete_after = now() + interval '1 minute' WHERE id = $2",
    [key, child.id],
  );
  return key;
}

describe('local storage through signed URLs', () => {
  it('takes an upload over a real connection, as a browser sends it', async () => {
    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const storage = testApp.runtime.context.storage;
    const key = await recordedUploadKey();
    const upload = await storage.signedUpload(key, ZIP);
    expect(upload).toMatchObject({ method: 'PUT', fields: {} });
    const uploadUrl = upload.url;
    const body = Buffer.alloc(3 * 1024 * 1024, 7);
    const put = await fetch(`${address}${pathOf(uploadUrl)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/zip' },
      body,
    });
    expect(put.status).toBe(204);
    expect((await storage.get(key))?.equals(body)).toBe(true);
  });

  it('takes an upload and serves it back while the links are valid', async () => {
    const storage = testApp.runtime.context.storage;
    const key = await recordedUploadKey();
    const { url: uploadUrl } = await storage.signedUpload(key, ZIP);
    const put = await testApp.app.inject({
      method: 'PUT',
      url: pathOf(uploadUrl),
      headers: { 'content-type': 'application/zip' },
      payload: Buffer.from('PK\u0003\u0004 zip bytes'),
    });
    expect(put.statusCode).toBe(204);

    const downloadUrl = await storage.signedDownloadUrl(key, {
      expiresInSeconds: 60,
      downloadName: 'photos.zip',
    });
    const get = await testApp.app.inject({ method: 'GET', url: pathOf(downloadUrl) });
    expect(get.statusCode).toBe(200);
    expect(get.body).toBe('PK\u0003\u0004 zip bytes');
    expect(get.headers['content-disposition']).toBe('attachment; filename="photos.zip"');
  });

  it('refuses a tampered, expired or misused link', async () => {
    const storage = testApp.runtime.context.storage;
    await storage.put('a/b.txt', Buffer.from('secret'), 'text/plain');
    const url = pathOf(await storage.signedDownloadUrl('a/b.txt', { expiresInSeconds: 60 }));

    const otherKey = await testApp.app.inject({
      method: 'GET',
      url: url.replace('a/b.txt', 'a/c.txt'),
    });
    expect(otherKey.statusCode).toBe(403);
    expect(otherKey.json()).toEqual({
      detail: 'The link signature is not valid.',
      code: 'forbidden',
    });

    const asUpload = await testApp.app.inject({ method: 'PUT', url, payload: 'overwrite' });
    expect(asUpload.statusCode).toBe(403);

    const expired = pathOf(await storage.signedDownloadUrl('a/b.txt', { expiresInSeconds: -5 }));
    const late = await testApp.app.inject({ method: 'GET', url: expired });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ detail: 'The link has expired.', code: 'forbidden' });
    expect((await storage.get('a/b.txt'))?.toString()).toBe('secret');
  });

  it('refuses an upload of another content type than the link was made for', async () => {
    const storage = testApp.runtime.context.storage;
    const key = await recordedUploadKey();
    const { url } = await storage.signedUpload(key, ZIP);
    const put = await testApp.app.inject({
      method: 'PUT',
      url: pathOf(url),
      headers: { 'content-type': 'text/html' },
      payload: '<script>alert(1)</script>',
    });
    expect(put.statusCode).toBe(400);
    expect(await storage.exists(key)).toBe(false);
  });

  it('refuses a validly signed upload to a key that is no child’s current upload', async () => {
    const storage = testApp.runtime.context.storage;
    const { url } = await storage.signedUpload('uploads/someone/else.zip', ZIP);
    const put = await testApp.app.inject({
      method: 'PUT',
      url: pathOf(url),
      headers: { 'content-type': 'application/zip' },
      payload: 'zip-bytes',
    });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({
      detail: 'This upload link is no longer valid. Please start the upload again.',
      code: 'forbidden',
    });
    expect(await storage.exists('uploads/someone/else.zip')).toBe(false);
  });

  it('refuses keys that could leave the storage folder', async () => {
    const storage = testApp.runtime.context.storage;
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /unsafe/,
    );
    const traversal = await testApp.app.inject({
      method: 'GET',
      url: '/api/files/..%2F..%2Fetc%2Fpasswd?op=get&expires=9999999999&sig=abc',
    });
    expect(traversal.statusCode).toBe(403);
    await expect(storage.get('.partial/x.partial')).rejects.toThrow(/unsafe/);
  });

  it('leaves no half-written file in a folder when a write fails, and clears old leftovers', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-local-'));
    const options = { root, publicUrl: 'http://127.0.0.1:3000', secret: 'x'.repeat(32) };
    const storage = createLocalStorage(options);
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('story/page-01.svg', broken, 'image/svg+xml')).rejects.toThrow(
      'connection lost',
    );
    expect(await fs.readdir(path.join(root, 'story'))).toEqual([]);

    // A process killed mid-write leaves its side file; the next start removes it once it is old.
    const leftover = path.join(root, '.partial', 'dead.partial');
    await fs.writeFile(leftover, 'half');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await fs.utimes(leftover, twoHoursAgo, twoHoursAgo);
    const fresh = path.join(root, '.partial', 'writing.partial');
    await fs.writeFile(fresh, 'still being written');
    createLocalStorage(options);
    // The sweep runs after the start, beside whatever else the machine does: a bound, not a pace.
    await expect
      .poll(() => fs.readdir(path.join(root, '.partial')), { timeout: 20_000 })
      .toEqual(['writing.partial']);
    await fs.rm(root, { recursive: true, force: true });
  });
});

describe('storage contract', () => {
  let localS3: LocalS3;
  let s3: StorageProvider;

  beforeAll(async () => {
    localS3 = await startLocalS3();
    s3 = createS3Storage({
      kind: 's3',
      bucket: localS3.bucket,
      region: 'us-east-1',
      endpoint: localS3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await localS3.close();
  });

  const providers = () => ({ local: testApp.runtime.context.storage, s3 });

  it('s3: a store that takes the connection and never answers fails the call, not hangs it', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const store = createS3Storage(
      {
        kind: 's3',
        bucket: 'silent',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      },
      { connectMs: 1000, silentMs: 300 },
    );
    try {
      await expect(store.exists('children/1/photo-a.png')).rejects.toThrow();
      // The SDK tried more than once, each attempt given up on its silence.
      expect(sockets.size).toBeGreaterThan(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  for (const kind of ['local', 's3'] as const) {
    it(`${kind}: puts, reads, lists by prefix and deletes`, async () => {
      const storage = providers()[kind];
      await storage.put('children/1/photo-a.png', Buffer.from('a'), 'image/png');
      await storage.put(
        'children/1/nested/photo-b.png',
        Readable.from([Buffer.from('b')]),
        'image/png',
      );
      await storage.put('children/2/photo-c.png', Buffer.from('c'), 'image/png');
      expect((await storage.get('children/1/photo-a.png'))?.toString()).toBe('a');
      expect(await storage.get('children/1/missing.png')).toBeNull();
      expect(await storage.exists('children/1/nested/photo-b.png')).toBe(true);
      expect(await storage.size('children/1/photo-a.png')).toBe(1);
      expect(await storage.size('children/1/missing.png')).toBeNull();
      await storage.put('children/1/big.bin', Buffer.alloc(100, 1), 'application/octet-stream');
      expect((await storage.get('children/1/big.bin', { maxBytes: 10 }))?.length).toBe(11);
      expect((await storage.get('children/1/big.bin', { maxBytes: 500 }))?.length).toBe(100);

      await storage.deletePrefix('children/1/');
      expect(await storage.exists('children/1/photo-a.png')).toBe(false);
      expect(await storage.exists('children/1/nested/photo-b.png')).toBe(false);
      expect(await storage.exists('children/2/photo-c.png')).toBe(true);
      await storage.delete('children/2/photo-c.png');
      expect(await storage.exists('children/2/photo-c.png')).toBe(false);
    });
  }

  for (const kind of ['local', 's3'] as const) {
    it(`${kind}: streams a write of unknown length in parts, and refuses one past its cap`, async () => {
      const storage = providers()[kind];
      // Three chunks over 5 MB each: more than one S3 part, so a multipart upload.
      const chunks = [1, 2, 3].map((n) => Buffer.alloc(5 * 1024 * 1024 + 1000, n));
      const whole = Buffer.concat(chunks);
      const maxBytes = whole.length;
      const stored = await storage.putStream('exports/u1/a.zip', Readable.from(chunks), {
        contentType: 'application/zip',
        maxBytes,
      });
      expect(stored).toBe(whole.length);
      expect((await storage.get('exports/u1/a.zip'))?.equals(whole)).toBe(true);

      const tooBig = [...chunks, Buffer.from('one more')];
      await expect(
        storage.putStream('exports/u1/b.zip', Readable.from(tooBig), {
          contentType: 'application/zip',
          maxBytes,
        }),
      ).rejects.toBeInstanceOf(TooLargeError);
      expect(await storage.exists('exports/u1/b.zip')).toBe(false);
      await storage.deletePrefix('exports/u1/');
    });
  }

  it('s3: a browser POSTs the signed form, and the download URL serves it back', async () => {
    const key = 'uploads/x/photos.zip';
    const upload = await s3.signedUpload(key, ZIP);
    expect(upload.method).toBe('POST');
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', new Blob(['zip-bytes'], { type: 'application/zip' }), 'photos.zip');
    const post = await fetch(upload.url, { method: 'POST', body: form });
    expect(post.status).toBeLessThan(300);
    const downloadUrl = await s3.signedDownloadUrl(key, { expiresInSeconds: 60 });
    const get = await fetch(downloadUrl);
    expect(await get.text()).toBe('zip-bytes');
  });

  it('s3: a picture polled all hour gets one URL, so the browser keeps it, and it serves', async () => {
    const key = 'stories/x/page-1.png';
    await s3.put(key, Buffer.from('picture'), 'image/png');
    const first = await s3.signedDownloadUrl(key, { expiresInSeconds: stableUrlSeconds() });
    const again = await s3.signedDownloadUrl(key, { expiresInSeconds: stableUrlSeconds() });
    expect(again).toBe(first);
    expect(await (await fetch(first)).text()).toBe('picture');
    const download = await s3.signedDownloadUrl(key, {
      expiresInSeconds: stableUrlSeconds(),
      downloadName: 'page.png',
    });
    expect(download).not.toBe(first);
  });

  it('s3: an hour-signed URL still lives as long as asked, within S3’s seven days', () => {
    const now = Date.UTC(2026, 10, 27, 10, 45, 30);
    const signing = hourSigning(stableUrlSeconds(now), now);
    expect(signing?.signingDate.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(signing?.expiresIn).toBe(7200);
    // 60 s asked at 10:45:30 → valid until 11:00 at least.
    expect(hourSigning(60, now)?.expiresIn).toBe(3600);
    expect(hourSigning(7 * 24 * 3600, now)).toBeNull();
    expect(hourSigning(0, now)).toBeNull();
  });

  it('s3: the signed policy pins the key and the type and caps the size', async () => {
    // s3rver stores a POST without checking its policy ("policy: unimplemented"), so what S3
    // enforces is read from the policy document itself.
    const upload = await s3.signedUpload('uploads/y/photos.zip', ZIP);
    expect(upload.fields).toMatchObject({
      key: 'uploads/y/photos.zip',
      'Content-Type': 'application/zip',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    });
    const policy = JSON.parse(
      Buffer.from(upload.fields.Policy ?? '', 'base64').toString('utf8'),
    ) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, ZIP.maxBytes]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'application/zip']);
    expect(policy.conditions).toContainEqual({ key: 'uploads/y/photos.zip' });
    expect(policy.conditions).toContainEqual({ bucket: 'littlestar' });
    const expiresIn = new Date(policy.expiration).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(61_000);
  });
});
