import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to one request: a model's text, or an HTTP error of its own. */
export type FakeModelAnswer =
  { content: string } | { status: number; headers?: Record<string, string>; body: unknown };

export interface FakeModelRequest {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A local server speaking the part of OpenAI's Chat Completions API that structured output
 * uses: `POST /v1/chat/completions` with a `json_schema` response format, answered in
 * OpenAI's shape (choices, message content, usage). The test decides each answer.
 */
export async function startFakeChatCompletions(options: { apiKey?: string } = {}) {
  const requests: FakeModelRequest[] = [];
  let answer: (request: FakeModelRequest, index: number) => FakeModelAnswer = () => ({
    content: '{}',
  });
  let delayMs = 0;

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const reply = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(payload));
      };
      const error = (status: number, message: string, type = 'invalid_request_error') =>
        reply(status, { error: { message, type, param: null, code: null } });
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        return error(404, `Unknown request URL: ${request.method} ${request.url}`);
      }
      if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
        return error(401, 'Incorrect API key provided.');
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      const format = body.response_format as { type?: string; json_schema?: unknown } | undefined;
      if (format?.type !== 'json_schema' || !format.json_schema) {
        return error(400, "This test server only answers with response_format 'json_schema'.");
      }
      const recorded = { headers: request.headers, body };
      requests.push(recorded);
      const next = answer(recorded, requests.length - 1);
      // A real model takes its time: the answer leaves `delayMs` later.
      setTimeout(() => send(next), delayMs);
      function send(next: FakeModelAnswer) {
        if ('status' in next) return reply(next.status, next.body, next.headers);
        const promptTokens = Math.ceil(raw.length / 4);
        const completionTokens = Math.ceil(next.content.length / 4);
        return reply(200, {
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: next.content, refusal: null },
              logprobs: null,
              finish_reason: 'stop',
            },
          ],
          usage: {
            prompt_tokens: promptTokens,
            completion_tokens: completionTokens,
            total_tokens: promptTokens + completionTokens,
          },
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Sets how every following request is answered. */
    answerWith(next: (request: FakeModelRequest, index: number) => FakeModelAnswer) {
      answer = next;
      requests.length = 0;
    },
    /** Answers each request this much later, as a real model takes its time. */
    delayAnswers(ms: number) {
      delayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
