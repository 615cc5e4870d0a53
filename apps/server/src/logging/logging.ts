import { pino, type Logger } from 'pino';

const EMAIL = /[^\s@"'<>()[\]:;,]+@[^\s@"'<>()[\]:;,]+\.[a-z]{2,}/gi;

/**
 * An error as logged: its type, code and stack, with what the request put into it removed —
 * a failed query's parameters, the database's row detail ("Key (email)=(…) already exists"),
 * an AI call's request and response bodies (the prompt, and the child's photos as base64),
 * anything that looks like base64, and any e-mail address in a message.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  return scrub(serialized, 0) as Record<string, unknown>;
}

/**
 * What a failed job throws to the queue, which stores it as the job's output: a plain error
 * with the original's name, code, status and cleaned message and stack, and nothing else
 * (an AI SDK error carries the whole request and response as enumerable fields).
 */
export function scrubbedError(error: unknown): Error {
  const source = (error ?? {}) as Partial<Error> & { code?: unknown; statusCode?: unknown };
  const message = typeof source.message === 'string' ? source.message : String(error);
  const scrubbed = new Error(scrubText(message)) as Error & {
    code?: unknown;
    statusCode?: unknown;
  };
  scrubbed.name = typeof source.name === 'string' ? scrubText(source.name) : 'Error';
  scrubbed.stack = typeof source.stack === 'string' ? scrubText(source.stack) : '';
  if (typeof source.code === 'string' || typeof source.code === 'number') {
    scrubbed.code = source.code;
  }
  if (typeof source.statusCode === 'number') scrubbed.statusCode = source.statusCode;
  return scrubbed;
}

const DROPPED_ERROR_KEYS = new Set([
  'params',
  'parameters',
  'detail',
  'where',
  'query',
  'body',
  // The AI SDK's APICallError and friends: what was sent and what came back.
  'requestBodyValues',
  'requestBody',
  'responseBody',
  'request',
  'response',
  'prompt',
  'messages',
  // The parsed error body, a model's unparseable answer (the story, names included), a value
  // that failed validation.
  'data',
  'text',
  'value',
]);

/** Deeper than this an object is replaced by a marker, never passed on uncleaned. */
const MAX_DEPTH = 6;
/** A message or stack longer than this is cut: nothing useful to an operator is that long. */
const MAX_STRING = 4000;
const DATA_URI = /data:[\w.+-]*\/?[\w.+-]*(?:;[\w=.+-]+)*;base64,[A-Za-z0-9+/=_-]*/g;
/** A run this long of base64's alphabet is an encoded file (a photo, a picture), not a word. */
const BASE64_RUN = /[A-Za-z0-9+/=_-]{200,}/g;

/** A string with base64 payloads, e-mail addresses and SQL parameters taken out, and cut to length. */
export function scrubText(value: string): string {
  const cleaned = value
    .replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]')
    .replace(
      DATA_URI,
      (match) => `[base64 ${base64Bytes(match.slice(match.indexOf(',') + 1))} bytes]`,
    )
    .replace(BASE64_RUN, (match) => `[base64 ${base64Bytes(match)} bytes]`)
    .replace(EMAIL, '[email]');
  return cleaned.length > MAX_STRING ? `${cleaned.slice(0, MAX_STRING)}…[cut]` : cleaned;
}

function base64Bytes(encoded: string): number {
  return Math.floor((encoded.replace(/=+$/, '').length * 3) / 4);
}

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (!value || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? '[array]' : '[object]';
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
    return `[binary ${value.byteLength} bytes]`;
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrub(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !DROPPED_ERROR_KEYS.has(key))
      .map(([key, item]) => [key, scrub(item, depth + 1)]),
  );
}

/**
 * The process logger: pino, JSON lines, secrets redacted. Requests are logged by the route
 * they matched (`/api/children/:id`), never by their raw address: paths and queries carry
 * whatever a caller typed, e-mail addresses and tokens included.
 */
export function createLogger(options: {
  level: string;
  destination?: pino.DestinationStream;
}): Logger {
  return pino(
    {
      level: options.level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.newPassword',
          '*.token',
          // Mail logs name the message, never the person it went to.
          'to',
          'email',
          '*.email',
          'params',
          '*.params',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: { method: string; routeOptions?: { url?: string }; ip?: string }) => ({
          method: request.method,
          route: request.routeOptions?.url ?? '(no route)',
          ip: request.ip,
        }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
        err: serializeError,
      },
    },
    options.destination,
  );
}
