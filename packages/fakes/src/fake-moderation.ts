import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The word that makes the fake flag an input (as violence and harassment). */
export const FLAGGED_MARKER = 'grimwolfmarker';

const CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/instructions',
  'self-harm/intent',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

type ModerationInput =
  string | { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

/**
 * A local server speaking OpenAI's moderation API (`POST /v1/moderations`, as
 * omni-moderation answers it): one result per input, flagged (violence, harassment) when the
 * text carries FLAGGED_MARKER. `failWith` makes it answer an HTTP error instead.
 */
export async function startFakeModeration(options: { apiKey?: string } = {}) {
  const requests: { input: ModerationInput[]; model: unknown }[] = [];
  let failure: number | undefined;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const error = (status: number, message: string) =>
        reply(status, {
          error: { message, type: 'invalid_request_error', param: null, code: null },
        });
      if (request.method !== 'POST' || request.url !== '/v1/moderations') {
        return error(404, `Unknown request URL: ${request.method} ${request.url}`);
      }
      if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
        return error(401, 'Incorrect API key provided.');
      }
      if (failure) return error(failure, 'The server had an error while processing your request.');
      const body = JSON.parse(raw) as { input?: unknown; model?: unknown };
      const given = body.input;
      const inputs = (Array.isArray(given) ? given : [given]) as ModerationInput[];
      if (inputs.length === 0 || inputs.some((input) => input === undefined || input === null)) {
        return error(400, "'input' is a required property");
      }
      requests.push({ input: inputs, model: body.model });
      reply(200, {
        id: `modr-${requests.length}`,
        model: body.model ?? 'omni-moderation-latest',
        results: inputs.map((input) => {
          const text = typeof input === 'string' ? input : input.type === 'text' ? input.text : '';
          const flagged = text.toLowerCase().includes(FLAGGED_MARKER);
          const isFlagged = (category: string) =>
            flagged && (category === 'violence' || category === 'harassment');
          return {
            flagged,
            categories: Object.fromEntries(CATEGORIES.map((name) => [name, isFlagged(name)])),
            category_scores: Object.fromEntries(
              CATEGORIES.map((name) => [name, isFlagged(name) ? 0.93 : 0.0001]),
            ),
            category_applied_input_types: Object.fromEntries(
              CATEGORIES.map((name) => [
                name,
                typeof input === 'string' ? ['text'] : [input.type === 'text' ? 'text' : 'image'],
              ]),
            ),
          };
        }),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Every following request answers this HTTP status (an outage); undefined to recover. */
    failWith(status: number | undefined) {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
