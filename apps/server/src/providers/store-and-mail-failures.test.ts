import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '@littlestar/fakes/local-s3';
import { startSmtpSink, type SmtpSink } from '@littlestar/fakes/smtp-sink';
import { createLogger } from '../logging/logging.js';
import { expectFailure } from '../test/provider-failures.js';
import { appWith } from '../test/test-app.js';
import { createMailProvider } from './mail/index.js';
import { mailSettingsSchema } from './mail/mail-settings.js';
import { createStorageProvider } from './storage/index.js';
import { createS3Storage } from './storage/s3-storage.js';
import { storageSettingsSchema } from './storage/storage-settings.js';

/**
 * The same promise as vendor-failures.test.ts, for the vendors that are not an HTTP API of
 * their own: an S3-compatible store, an SMTP server, and the simulated payment gateway. A
 * failure is a `ProviderError` naming the vendor; no answer, a 5xx of S3 or a 4xx reply of
 * SMTP is retryable, S3's other 4xx and SMTP's 5xx are not.
 */

const place = { dataDir: os.tmpdir(), publicUrl: 'http://127.0.0.1:4000' };
const deps = { publicUrl: place.publicUrl, secret: 'unused' };

/** A server that takes connections and never says a word; `port` a closed one beside it. */
async function startSilentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port: closedPort } = closed.address() as net.AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  return {
    port,
    closedPort,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A store that fails on its side: every request answered 503 with S3's error body (what an
 * overloaded S3 or MinIO says), which s3rver cannot be made to answer.
 */
async function startFailingStore() {
  const server = http.createServer((request, response) => {
    request.resume();
    response.writeHead(503, { 'content-type': 'application/xml' });
    response.end(
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code>' +
        '<Message>Please reduce your request rate.</Message></Error>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('a failure of the store, the mail server or the simulated gateway', () => {
  let s3: LocalS3;
  let sink: SmtpSink;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  beforeAll(async () => {
    [s3, sink, silent] = await Promise.all([startLocalS3(), startSmtpSink(), startSilentServer()]);
  });
  afterAll(async () => {
    await Promise.all([s3?.close(), sink?.close(), silent?.close()]);
  });

  it('storage: a bucket S3 does not know is not retryable; a 5xx or no answer is', async () => {
    const refused = await createStorageProvider(
      storageSettingsSchema(place).parse({ ...s3.env, S3_BUCKET: 'no-such-bucket' }),
      deps,
    );
    const error = await expectFailure(refused.put('books/a.pdf', Buffer.from('%PDF'), 'x/y'), {
      vendor: 's3',
      statusCode: 404,
      isRetryable: false,
    });
    expect(error.message).toBe('s3: answered HTTP 404');

    const gone = await createStorageProvider(
      storageSettingsSchema(place).parse({
        ...s3.env,
        S3_ENDPOINT: `http://127.0.0.1:${silent.closedPort}`,
      }),
      deps,
    );
    await expectFailure(gone.exists('books/a.pdf'), {
      vendor: 's3',
      statusCode: undefined,
      isRetryable: true,
    });

    const failing = await startFailingStore();
    try {
      const overloaded = await createStorageProvider(
        storageSettingsSchema(place).parse({
          ...s3.env,
          S3_ENDPOINT: `http://127.0.0.1:${failing.port}`,
        }),
        deps,
      );
      await expectFailure(overloaded.put('books/a.pdf', Buffer.from('%PDF'), 'x/y'), {
        vendor: 's3',
        statusCode: 503,
        isRetryable: true,
      });
    } finally {
      await failing.close();
    }

    const mute = createS3Storage(
      {
        kind: 's3',
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${silent.port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      },
      { connectMs: 1000, silentMs: 300 },
    );
    await expectFailure(mute.get('books/a.pdf'), {
      vendor: 's3',
      statusCode: undefined,
      isRetryable: true,
    });
  });

  it("mail: SMTP's 4xx and a silent server are retryable, its 5xx is not", async () => {
    const mailTo = async (url: string) =>
      createMailProvider(
        mailSettingsSchema(place).parse({ MAIL: 'smtp', SMTP_URL: url, MAIL_FROM: 'a@b.test' }),
        { log: createLogger({ level: 'silent' }) },
      );
    const message = { to: 'parent@example.com', subject: 'Hello', text: 'Hello.' };
    const mail = await mailTo(sink.url);
    try {
      sink.refuseRecipientsWith(451);
      await expectFailure(mail.send(message), {
        vendor: 'smtp',
        statusCode: 451,
        isRetryable: true,
      });
      sink.refuseRecipientsWith(550);
      const error = await expectFailure(mail.send(message), {
        vendor: 'smtp',
        statusCode: 550,
        isRetryable: false,
      });
      // The server's words may quote the address: only its code is said.
      expect(error.message).not.toContain('parent@example.com');
    } finally {
      sink.refuseRecipientsWith(undefined);
      mail.close();
    }
    const mute = await mailTo(`smtp://127.0.0.1:${silent.port}?greetingTimeout=300`);
    await expectFailure(mute.send(message), {
      vendor: 'smtp',
      statusCode: undefined,
      isRetryable: true,
    });
    mute.close();
  });

  describe('payments', () => {
    const t = appWith();
    it('the simulated gateway names itself when it refuses an order it does not know', async () => {
      const gateway = t.runtime.context.payments;
      expect(gateway.kind).toBe('simulated');
      await expectFailure(gateway.fetchOrder('order_missing'), {
        vendor: 'simulated',
        statusCode: 400,
        isRetryable: false,
      });
    });
  });
});
