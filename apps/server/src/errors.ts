import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_CODE_STATUS,
  errorCodeForStatus,
  type ErrorCode,
} from '@littlestar/shared/error-codes';
import type { ErrorBody } from '@littlestar/shared/errors';

export type { ErrorCode };

/**
 * The one error domain code throws; the handler turns it into `{ detail, code }` with its
 * status. `code` is a kind (`conflict`, `not_found`...) or, where one status means several
 * things, the specific code a client branches on (`already_generating`): the status follows
 * from it, so every existing `new AppError('conflict', ...)` keeps working.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** More of the answer's body beside `detail`, for a client that shows it (the photo check). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_CODE_STATUS[this.code];
  }
}

/** The body of every error answer. */
export const errorBody = (status: number, detail: string, code?: ErrorCode): ErrorBody => ({
  detail,
  code: code ?? errorCodeForStatus(status),
});

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    return error.validation
      .map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const name = field ? `${where}.${field}` : where;
        return `${name}: ${issue.message}`;
      })
      .join('; ');
  }
  return error.message;
}

/** PostgreSQL's data exceptions (SQLSTATE class 22), wherever the driver or ORM wrapped them. */
function isDatabaseDataError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Maps every error to `{ detail, code }`: 4xx say what was wrong; 5xx never show internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send({ ...error.body, ...errorBody(error.status, error.detail, error.code) });
    }
    if (error.validation) {
      return reply.status(400).send(errorBody(400, describeValidation(error)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Malformed JSON in request body'
          : error.message;
      return reply.status(status).send(errorBody(status, detail));
    }
    if (isDatabaseDataError(error)) {
      // A value the database refused (class 22: out of range, bad encoding...) came from the
      // request; the schemas should have caught it, so it is logged to be fixed there.
      request.log.warn({ err: error }, 'database refused a value from the request');
      return reply.status(400).send(errorBody(400, 'A value in the request cannot be stored.'));
    }
    request.log.error({ err: error }, 'request failed');
    const answered = status >= 500 && status < 600 ? status : 500;
    return reply
      .status(answered)
      .send(errorBody(answered, 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(errorBody(404, `No such endpoint: ${request.method} ${request.url.split('?')[0]}`)),
  );
}
