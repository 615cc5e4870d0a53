import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A tiny stand-in for Gemini's image API, for a server started with STORY_IMAGES=gemini:
 * `POST /v1beta/models/{model}:generateContent` answers a small PNG of a colour of its own
 * (so each new picture differs from the last). `hold()` keeps the answers back until
 * `release()`, so a test can see what the page shows while a picture is being drawn.
 * (The server's own, fuller fake is apps/server/src/test/fake-gemini.ts.)
 */
export async function startFakeGemini() {
  let served = 0;
  let gate: { promise: Promise<void>; open: () => void } | null = null;

  const picture = (index: number) =>
    sharp({
      create: {
        width: 96,
        height: 96,
        channels: 3,
        background: { r: 250, g: (170 + index * 37) % 256, b: (200 + index * 53) % 256 },
      },
    })
      .png()
      .toBuffer();

  const server = http.createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    request.resume();
    request.on('end', () => {
      if (
        request.method !== 'POST' ||
        !/^\/v1beta\/models\/[^/:]+:generateContent$/.test(request.url ?? '')
      ) {
        reply(404, { error: { code: 404, message: `Unknown URL ${request.url}` } });
        return;
      }
      served += 1;
      const index = served;
      void (gate?.promise ?? Promise.resolve())
        .then(() => picture(index))
        .then((png) =>
          reply(200, {
            candidates: [
              {
                content: {
                  role: 'model',
                  parts: [{ inlineData: { mimeType: 'image/png', data: png.toString('base64') } }],
                },
                finishReason: 'STOP',
                index: 0,
              },
            ],
            usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
          }),
        )
        .catch((error: unknown) => reply(500, { error: { code: 500, message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** What STORY_IMAGES_BASE_URL is set to. */
    baseUrl: `http://127.0.0.1:${port}/v1beta`,
    /** How many pictures were asked for so far. */
    requests: () => served,
    hold() {
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      gate = { promise, open };
    },
    release() {
      gate?.open();
      gate = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        gate?.open();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGemini = Awaited<ReturnType<typeof startFakeGemini>>;
