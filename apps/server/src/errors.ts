import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_CODE_STATUS,
  errorCodeForStatus,
  type ErrorCode,
} from '@littlestar/shared/error-codes';
import type { ErrorBody } from '@littlestar/shared/errors';
import type { Language } from '@littlestar/shared/i18n/language';
import {
  inLanguage,
  isLocalText,
  localText,
  translate,
  type LocalText,
} from '@littlestar/shared/i18n/translate';
import { requestLanguage, type AccountLanguageLookup } from './http/language.js';
import { validationIssueIn, type ValidationIssue } from './http/validation-text.js';

export type { ErrorCode };

/**
 * The one error domain code throws; the handler turns it into `{ detail, code }` with its
 * status. `code` is a kind (`conflict`, `not_found`...) or, where one status means several
 * things, the specific code a client branches on (`already_generating`): the status follows
 * from it, so every existing `new AppError('conflict', ...)` keeps working.
 */
export class AppError extends Error {
  /** The detail in English (logs, tests); the answer gives it in the reader's language. */
  readonly detail: string;
  /** The detail as a text to translate, when code gave one rather than an English sentence. */
  readonly text: LocalText | undefined;

  constructor(
    readonly code: ErrorCode,
    detail: string | LocalText,
    readonly headers: Record<string, string> = {},
    /** More of the answer's body beside `detail`, for a client that shows it (the photo check). */
    readonly body: Record<string, unknown> = {},
  ) {
    const english = isLocalText(detail) ? translate('en', detail) : detail;
    super(english);
    this.name = 'AppError';
    this.detail = english;
    this.text = isLocalText(detail) ? detail : undefined;
  }

  get status(): number {
    return ERROR_CODE_STATUS[this.code];
  }

  /** The detail in a language: a moved text in it, any other in English. */
  detailIn(language: Language): string {
    return this.text ? translate(language, this.text) : detailIn(language, this.detail);
  }
}

/**
 * An English detail in a language: the whole sentence if it is a moved text, else a
 * `where: sentence` detail (`body.email: Please enter a valid email address`) with its
 * sentence moved, else as it is.
 */
export function detailIn(language: Language, detail: string): string {
  if (language === 'en') return detail;
  const whole = inLanguage(language, detail);
  if (whole !== detail) return whole;
  const parts = /^([\w.[\]-]+): (.+)$/s.exec(detail);
  if (!parts) return detail;
  return `${parts[1]}: ${inLanguage(language, parts[2] ?? '')}`;
}

/** The body of every error answer. */
export const errorBody = (status: number, detail: string, code?: ErrorCode): ErrorBody => ({
  detail,
  code: code ?? errorCodeForStatus(status),
});

function describeValidation(error: FastifyError, language: Language): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    return error.validation
      .map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const name = field ? `${where}.${field}` : where;
        return `${name}: ${validationIssueIn(language, issue as ValidationIssue)}`;
      })
      .join('; ');
  }
  return detailIn(language, error.message);
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

/**
 * Maps every error to `{ detail, code }`: 4xx say what was wrong; 5xx never show internals.
 * `detail` is in the request's language (product.md#languages); `accountLanguage` reads a
 * session's account where the route did not.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { accountLanguage?: AccountLanguageLookup } = {},
): void {
  const languageOf = (request: Parameters<typeof requestLanguage>[0]) =>
    requestLanguage(request, options.accountLanguage);

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const language = await languageOf(request);
    const t = (text: LocalText) => translate(language, text);
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send({ ...error.body, ...errorBody(error.status, error.detailIn(language), error.code) });
    }
    if (error.validation) {
      return reply.status(400).send(errorBody(400, describeValidation(error, language)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? t(localText('common.malformedJson'))
          : detailIn(language, error.message);
      return reply.status(status).send(errorBody(status, detail));
    }
    if (isDatabaseDataError(error)) {
      // A value the database refused (class 22: out of range, bad encoding...) came from the
      // request; the schemas should have caught it, so it is logged to be fixed there.
      request.log.warn({ err: error }, 'database refused a value from the request');
      return reply.status(400).send(errorBody(400, t(localText('common.valueNotStored'))));
    }
    request.log.error({ err: error }, 'request failed');
    const answered = status >= 500 && status < 600 ? status : 500;
    return reply
      .status(answered)
      .send(errorBody(answered, t(localText('common.somethingWentWrong'))));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const text = localText('common.noSuchEndpoint', { method: request.method, path });
    return reply.status(404).send(errorBody(404, translate(await languageOf(request), text)));
  });
}
