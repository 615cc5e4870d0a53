import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** How a fake image service answers one request: a picture, a refusal, or an HTTP error. */
export type FakePictureAnswer =
  'picture' | 'refuse' | { status: number; headers?: Record<string, string>; body: unknown };

export interface FakePictureRequest {
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The JSON body, or a multipart body's text fields. */
  fields: Record<string, unknown>;
  /** Image parts sent as references (their media types). */
  images: string[];
  /** The form field names the images came in (`image` or `image[]`). */
  imageFields: string[];
  /** A digest of each image sent (see `digestOf`), to tell which picture was sent back. */
  imageDigests: string[];
  /** Set by the server: the digest of the picture this request was (or would be) answered. */
  answeredDigest?: string;
}

/** What the fakes record of a picture's bytes. */
export const digestOf = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** A small real PNG, as image services answer; each `variant` a colour of its own. */
export const fakePicture = (variant = 0) =>
  sharp({
    create: {
      width: 64,
      height: 64,
      channels: 3,
      background: { r: 247, g: (178 + variant * 7) % 256, b: (217 + variant * 13) % 256 },
    },
  })
    .png()
    .toBuffer();

/**
 * The HTTP plumbing the fake image services share: a local server whose `handle` turns each
 * request into a reply, with every request recorded and each answer decided by the test.
 */
export async function startFakeImageServer(
  handle: (context: {
    request: http.IncomingMessage;
    raw: Buffer;
    record: (recorded: FakePictureRequest) => FakePictureAnswer;
    reply: (status: number, payload: unknown, headers?: Record<string, string>) => void;
    picture: Buffer;
  }) => Promise<void>,
) {
  const requests: FakePictureRequest[] = [];
  let served = 0;
  let answer: (request: FakePictureRequest, index: number) => FakePictureAnswer = () => 'picture';
  let delayMs = 0;
  let draw: ((body: string, index: number) => Promise<Buffer | undefined>) | undefined;
  let gate: { promise: Promise<void>; open: () => void } | undefined;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(payload));
      };
      const held = gate?.promise ?? Promise.resolve();
      setTimeout(() => {
        void held
          .then(async () => {
            // Every request gets a picture of its own, so a test can tell which one came back.
            served += 1;
            const chosen = await draw?.(Buffer.concat(chunks).toString('utf8'), served);
            return chosen ?? fakePicture(served);
          })
          .then((picture) => {
            const record = (recorded: FakePictureRequest) => {
              requests.push({ ...recorded, answeredDigest: digestOf(picture) });
              return answer(recorded, requests.length - 1);
            };
            return handle({ request, raw: Buffer.concat(chunks), record, reply, picture });
          })
          .catch((error: unknown) => reply(500, { error: { message: String(error) } }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    /** Sets how every following request is answered (and forgets the earlier ones). */
    answerWith(next: (request: FakePictureRequest, index: number) => FakePictureAnswer) {
      answer = next;
      requests.length = 0;
    },
    /**
     * Draws the pictures from now on: `next` gets each request's body (its prompt) and returns
     * the picture to answer with, or undefined for the usual small one.
     */
    drawWith(next: (body: string, index: number) => Promise<Buffer | undefined>) {
      draw = next;
    },
    /** Answers each request this much later, as a real model takes its time. */
    delayAnswers(ms: number) {
      delayMs = ms;
    },
    /**
     * Keeps back the answers to the requests that come from now on until `release()`, so a
     * test can see what a page shows while a picture is being drawn.
     */
    hold() {
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      gate = { promise, open };
    },
    /** Answers the requests held since `hold()`, and every later one as it comes. */
    release() {
      gate?.open();
      gate = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        gate?.open();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
