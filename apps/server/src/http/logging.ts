import { pino, type Logger } from 'pino';

const EMAIL = /[^\s@"'<>()[\]:;,]+@[^\s@"'<>()[\]:;,]+\.[a-z]{2,}/gi;

/**
 * An error as logged: its type, code and stack, with what the request put into it removed —
 * a failed query's parameters, the database's row detail ("Key (email)=(…) already exists"),
 * and any e-mail address in a message.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  return scrub(serialized, 0) as Record<string, unknown>;
}

const DROPPED_ERROR_KEYS = new Set(['params', 'parameters', 'detail', 'where', 'query', 'body']);

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    return value.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]').replace(EMAIL, '[email]');
  }
  if (!value || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
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
