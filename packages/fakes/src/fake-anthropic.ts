import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeModelAnswer, FakeModelRequest } from './fake-chat-completions.js';

/** An error as the Messages API answers one: its status, error type and message. */
type Refusal = [status: number, type: string, message: string];

/** Why a request is refused before its body is read: its path, its key, its version header. */
function refusalOf(request: http.IncomingMessage, apiKey: string): Refusal | undefined {
  if (request.method !== 'POST' || request.url !== '/v1/messages')
    return [404, 'not_found_error', `Not found: ${request.method} ${request.url}`];
  if (request.headers['x-api-key'] !== apiKey)
    return [401, 'authentication_error', 'invalid x-api-key'];
  if (!request.headers['anthropic-version'])
    return [400, 'invalid_request_error', 'anthropic-version: header is required'];
  return undefined;
}

/**
 * The structured output a request asks for: `output_config.format` of type `json_schema`, or
 * the tool form, a forced tool (by name, or 'any' of the one tool offered). Undefined when it
 * asks for neither.
 */
function structuredFormOf(
  body: Record<string, unknown>,
): { isToolForm: boolean; toolName: string | undefined } | undefined {
  const format = (body.output_config as { format?: { type?: string } } | undefined)?.format;
  const choice = body.tool_choice as { type?: string; name?: string } | undefined;
  const tools = (body.tools ?? []) as { name: string }[];
  const toolName = choice?.type === 'tool' ? choice.name : tools[0]?.name;
  const isToolForm = (choice?.type === 'tool' || choice?.type === 'any') && !!toolName;
  if (format?.type !== 'json_schema' && !isToolForm) return undefined;
  return { isToolForm, toolName };
}

/** A tool's input is an object: the answer's JSON, or the answer's text wrapped in one. */
function toolInputOf(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    return { answer: content };
  }
}

/** The assistant's message carrying the answer, in a text block or a `tool_use` block. */
function messageOf(
  count: number,
  body: Record<string, unknown>,
  raw: string,
  content: string,
  { isToolForm, toolName }: { isToolForm: boolean; toolName: string | undefined },
) {
  return {
    id: `msg_${count}`,
    type: 'message',
    role: 'assistant',
    model: body.model,
    content: isToolForm
      ? [{ type: 'tool_use', id: `toolu_${count}`, name: toolName, input: toolInputOf(content) }]
      : [{ type: 'text', text: content }],
    stop_reason: isToolForm ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: {
      input_tokens: Math.ceil(raw.length / 4),
      output_tokens: Math.ceil(content.length / 4),
    },
  };
}

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
      const refusal = refusalOf(request, options.apiKey);
      if (refusal) return error(...refusal);
      const body = JSON.parse(raw) as Record<string, unknown>;
      const form = structuredFormOf(body);
      if (!form) {
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
      return reply(200, messageOf(requests.length, body, raw, next.content, form));
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
