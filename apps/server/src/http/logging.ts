import { pino, type Logger } from 'pino';

/** Query parameters whose values are secrets (signed links, reset tokens, OAuth codes). */
const SECRET_QUERY_KEYS =
  /^(sig|signature|token|code|state|password|access_token|refresh_token|key)$/i;

/** Keeps secrets out of logs: no headers at all, and secret query values masked. */
export function redactUrl(url: string): string {
  const [pathPart, query] = url.split('?', 2);
  if (!query) return url;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  }
  return `${pathPart}?${params.toString()}`;
}

/** The process logger: pino, JSON lines, secrets redacted. */
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
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          ip: request.ip,
        }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    options.destination,
  );
}
