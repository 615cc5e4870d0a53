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
}

/** A small real PNG, as image services answer. */
export const fakePicture = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#f7b2d9' } })
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
  const picture = await fakePicture();
  const requests: FakePictureRequest[] = [];
  let answer: (request: FakePictureRequest, index: number) => FakePictureAnswer = () => 'picture';
  let delayMs = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(payload));
      };
      const record = (recorded: FakePictureRequest) => {
        requests.push(recorded);
        return answer(recorded, requests.length - 1);
      };
      setTimeout(() => {
        handle({ request, raw: Buffer.concat(chunks), record, reply, picture }).catch(
          (error: unknown) => reply(500, { error: { message: String(error) } }),
        );
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
    /** Answers each request this much later, as a real model takes its time. */
    delayAnswers(ms: number) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
