import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeModelAnswer, FakeModelRequest } from './fake-chat-completions.js';

/**
 * A local server speaking Anthropic's Messages API (`POST /v1/messages`) as structured output
 * uses it: `output_config.format` of type `json_schema` is answered with the JSON in a text
 * block, and the form for older models (a forced tool) with a `tool_use` block carrying it.
 */
export async function startFakeAnthropic(options: { apiKey: string }) {
  const requests: FakeModelRequest[] = [];
  let answer: (request: FakeModelRequest, index: number) => FakeModelAnswer = () => ({
    content: '{}',
  });

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const reply = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(payload));
      };
      const error = (status: number, type: string, message: string) =>
        reply(status, { type: 'error', error: { type, message } });
      if (request.method !== 'POST' || request.url !== '/v1/messages') {
        return error(404, 'not_found_error', `Not found: ${request.method} ${request.url}`);
      }
      if (request.headers['x-api-key'] !== options.apiKey) {
        return error(401, 'authentication_error', 'invalid x-api-key');
      }
      if (!request.headers['anthropic-version']) {
        return error(400, 'invalid_request_error', 'anthropic-version: header is required');
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      const format = (body.output_config as { format?: { type?: string } } | undefined)?.format;
      // The tool form forces a tool: by name, or 'any' of the one tool offered.
      const choice = body.tool_choice as { type?: string; name?: string } | undefined;
      const tools = (body.tools ?? []) as { name: string }[];
      const toolName = choice?.type === 'tool' ? choice.name : tools[0]?.name;
      const isToolForm = (choice?.type === 'tool' || choice?.type === 'any') && !!toolName;
      if (format?.type !== 'json_schema' && !isToolForm) {
        return error(
          400,
          'invalid_request_error',
          'This test server only answers structured output.',
        );
      }
      const recorded = { headers: request.headers, body };
      requests.push(recorded);
      const next = answer(recorded, requests.length - 1);
      if ('status' in next) return reply(next.status, next.body, next.headers);
      let toolInput: unknown;
      if (isToolForm) {
        try {
          toolInput = JSON.parse(next.content);
        } catch {
          toolInput = { answer: next.content };
        }
      }
      return reply(200, {
        id: `msg_${requests.length}`,
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: isToolForm
          ? [{ type: 'tool_use', id: `toolu_${requests.length}`, name: toolName, input: toolInput }]
          : [{ type: 'text', text: next.content }],
        stop_reason: isToolForm ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: {
          input_tokens: Math.ceil(raw.length / 4),
          output_tokens: Math.ceil(next.content.length / 4),
        },
      });
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
