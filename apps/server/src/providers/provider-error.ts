/**
 * What any provider throws when its vendor refused or failed in a way the caller should know
 * about: which vendor, and whether asking again may help. Providers know nothing of jobs; the
 * job layer reads `isRetryable` (jobs/define-job.ts, `isPermanentFailure`): a retryable failure
 * is tried again with the job's backoff, one that is not ends the job at once, compensated.
 * A vendor that did not answer (a refused or dropped connection, a time limit) is a retryable
 * ProviderError too (`providerErrorFromSdk`); any other error that is not one is retryable.
 */
export interface ProviderErrorOptions {
  vendor: string;
  isRetryable: boolean;
  statusCode?: number;
  details?: ProviderError['details'];
}

export class ProviderError extends Error {
  override name = 'ProviderError';
  /** The vendor or engine, as its setting names it: `openai`, `replicate`, `lulu`… */
  readonly vendor: string;
  readonly isRetryable: boolean;
  /** The vendor's status, when it answered: HTTP's, or for mail the SMTP server's reply code. */
  readonly statusCode: number | undefined;
  /** What an operator may read beside the message in the logs: codes and counts, no one's words. */
  readonly details: Record<string, string | number | string[]> | undefined;

  /** `message` may reach a parent (a failed story keeps it): no prompt, no name, no address. */
  constructor(message: string, options: ProviderErrorOptions) {
    super(message);
    this.vendor = options.vendor;
    this.isRetryable = options.isRetryable;
    this.statusCode = options.statusCode;
    this.details = options.details;
  }
}

/** A vendor's HTTP status as retryable or not: it did not answer, or failed on its side. */
export const isRetryableStatus = (statusCode: number | undefined) =>
  statusCode === undefined || statusCode >= 500 || statusCode === 429;

/**
 * The one mapping of a vendor's answer to a failure: `statusCode` is its HTTP status, or
 * undefined when it did not answer. A 429 or 5xx may pass if asked again; any other 4xx is a
 * refusal that asking again will not change. Kinds with an error class of their own
 * (`PaymentGatewayError`, `PrintProviderError`) hand these options to `super`.
 */
export function statusFailure(
  vendor: string,
  statusCode: number | undefined,
  details?: ProviderError['details'],
): ProviderErrorOptions {
  return {
    vendor,
    isRetryable: isRetryableStatus(statusCode),
    ...(statusCode === undefined ? {} : { statusCode }),
    ...(details ? { details } : {}),
  };
}

export function providerErrorFromStatus(
  vendor: string,
  statusCode: number | undefined,
  message: string,
  details?: ProviderError['details'],
): ProviderError {
  return new ProviderError(message, statusFailure(vendor, statusCode, details));
}

/**
 * Error codes of a call that got no answer: refused, reset or silent connections, names that
 * did not resolve (Node's, undici's, and nodemailer's own for a connection or a socket).
 */
const NO_ANSWER_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'ECONNECTION',
  'ESOCKET',
]);

/** Error names of a time limit: an `AbortSignal.timeout`, the AWS SDK's socket and connect limits. */
const TIME_LIMIT_NAMES = new Set(['TimeoutError', 'RequestTimeout']);

/**
 * Why `error` (or an error it was caused by) got no answer from the vendor, as its code or
 * name; undefined for any other failure.
 */
export function noAnswerOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown };
    if (typeof code === 'string' && NO_ANSWER_CODES.has(code)) return code;
    if (typeof name === 'string' && TIME_LIMIT_NAMES.has(name)) return name;
    current = cause;
  }
  return undefined;
}

/**
 * A vendor SDK's failed call as a ProviderError when the vendor answered it with an HTTP error:
 * the status is `statusCode` in the AI SDK's errors (`APICallError`, also the last of a
 * `RetryError`'s `lastError`), `status` in OpenAI's, and `response.status` in Replicate's. The
 * first two SDKs' messages are the vendor's reason; Replicate's quotes the whole answer, which
 * may echo the request, so its status alone is said, as is the AWS SDK's (`$metadata`). A call
 * that got no answer (`noAnswerOf`) is a retryable ProviderError without a status. Anything
 * else (a refusal the provider reads itself) is returned as it is: not a ProviderError, so
 * retryable.
 */
export function providerErrorFromSdk(vendor: string, error: unknown): unknown {
  if (error instanceof ProviderError || typeof error !== 'object' || error === null) return error;
  const failure = error as {
    lastError?: unknown;
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown };
    $metadata?: { httpStatusCode?: unknown };
    message?: unknown;
  };
  if (failure.lastError !== undefined && failure.statusCode === undefined) {
    const last = providerErrorFromSdk(vendor, failure.lastError);
    return last instanceof ProviderError ? last : error;
  }
  const isStatus = (value: unknown): value is number =>
    typeof value === 'number' && value >= 400 && value <= 599;
  const reported = [failure.statusCode, failure.status].find(isStatus);
  const status =
    reported ?? [failure.response?.status, failure.$metadata?.httpStatusCode].find(isStatus);
  if (status === undefined) {
    const noAnswer = noAnswerOf(error);
    if (noAnswer === undefined) return error;
    return providerErrorFromStatus(vendor, undefined, `${vendor}: no answer (${noAnswer})`);
  }
  const reason =
    reported !== undefined && typeof failure.message === 'string' && failure.message
      ? failure.message
      : `answered HTTP ${status}`;
  return providerErrorFromStatus(vendor, status, `${vendor}: ${reason}`);
}
