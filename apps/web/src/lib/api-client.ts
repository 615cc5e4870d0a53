import { ERROR_CODE_STATUS, type ErrorCode } from '@littlestar/shared/error-codes';

/** Every call of the web app goes to the same-origin REST API under /api. */
export const API_BASE = '/api';

/**
 * A non-2xx answer (or no answer: status 0). `message` is the server's `{detail}`, `code` its
 * `{code}` (undefined when the answer had none: no server, a proxy's page).
 */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's parsed JSON body, for the few calls that say more than `detail`. */
  readonly body: unknown;
  readonly code: ErrorCode | undefined;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const code = (body as { code?: unknown } | null | undefined)?.code;
    this.code =
      typeof code === 'string' && Object.hasOwn(ERROR_CODE_STATUS, code)
        ? (code as ErrorCode)
        : undefined;
  }
}

/** True when the error is the server's answer with one of these codes. */
export const hasErrorCode = (error: unknown, ...codes: ErrorCode[]): error is ApiError =>
  error instanceof ApiError && error.code !== undefined && codes.includes(error.code);

/** The part of a zod schema the client uses; zod itself stays out of this module's bundle. */
interface AnswerSchema {
  safeParse(data: unknown): { success: boolean; error?: { message: string } };
}

export interface ApiRequestOptions extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body with the matching content type. */
  json?: unknown;
  body?: BodyInit;
  /**
   * The shared schema of the answer. Checked in development and tests only: a server change
   * that breaks the contract then fails a test instead of a parent's screen; in production
   * the answer is trusted as it is. A function loading the schema keeps zod out of a first
   * page's code: it is called only where answers are checked.
   */
  schema?: AnswerSchema | (() => Promise<AnswerSchema>);
}

const CHECKS_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** The schema answers are checked against here: none in production, a loaded one elsewhere. */
async function answerSchema(
  schema: ApiRequestOptions['schema'],
): Promise<AnswerSchema | undefined> {
  if (!CHECKS_ANSWERS || !schema) return undefined;
  return typeof schema === 'function' ? schema() : schema;
}

/** The answer, once checked against its schema where answers are checked. */
function checked<T>(path: string, answer: unknown, schema: AnswerSchema | undefined): T {
  const result = schema?.safeParse(answer);
  if (result && !result.success) {
    throw new Error(`The answer of ${path} does not match its schema: ${result.error?.message}`);
  }
  return answer as T;
}

/** What `readDetail` says when the answer carried no `{detail}` of its own. */
const NO_DETAIL = /^Request failed \(\d+\)$/;

/** True for the message of an answer that carried no `{detail}` of its own. */
export const isPlaceholderDetail = (message: string) => NO_DETAIL.test(message);

/** The balance is too low for what was asked. */
export const isPaymentRequired = (error: unknown) => hasErrorCode(error, 'not_enough_credits');

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The accounts feature registers its sign-out here: any 401 answer signs the user out. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

export function apiUrl(path: string): string {
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Sends the request; a non-2xx answer (or none) throws ApiError. */
async function send(path: string, options: ApiRequestOptions, accept: string): Promise<Response> {
  const { json, headers, schema: _schema, ...init } = options;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', accept);
  // The server words its `detail` in the language the page is in (product.md#languages): a
  // visitor who switched to Hindi before signing up gets Hindi answers, and a Hindi account.
  const language = document.documentElement.lang;
  if ((language === 'hi' || language === 'en') && !requestHeaders.has('Accept-Language'))
    requestHeaders.set('Accept-Language', language);
  if (json !== undefined) requestHeaders.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      credentials: 'same-origin',
      ...init,
      headers: requestHeaders,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Please check your connection.');
  }

  if (!response.ok) {
    if (response.status === 401) onUnauthorized?.();
    const text = await response.text().catch(() => '');
    throw apiErrorFromText(response.status, text);
  }
  return response;
}

/**
 * Fetches `/api{path}` and returns the parsed JSON body (undefined for 204).
 * Throws ApiError carrying the HTTP status and the response's `detail` text.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const [response, schema] = await Promise.all([
    send(path, options, 'application/json'),
    answerSchema(options.schema),
  ]);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return checked<T>(path, text ? JSON.parse(text) : undefined, schema);
}

/** Fetches a file (a story's PDF) from `/api{path}`; errors as `apiRequest`. */
export async function apiBlob(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  const response = await send(path, { ...options, method: 'GET' }, '*/*');
  return response.blob();
}

export const apiClient = {
  get: <T>(path: string, options?: ApiRequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, json?: unknown, options?: ApiRequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', json }),
  patch: <T>(path: string, json?: unknown, options?: ApiRequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', json }),
  put: <T>(path: string, json?: unknown, options?: ApiRequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', json }),
  delete: <T>(path: string, options?: ApiRequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * The message of a server's error answer `{ "detail": "…" }`, from its body text; undefined
 * when the text is not such an answer (a proxy's HTML page, a storage service's XML).
 */
export function detailFromText(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'detail' in body) {
      const { detail } = body;
      if (typeof detail === 'string' && detail) return detail;
    }
  } catch {
    // Not JSON.
  }
  return undefined;
}

/** The ApiError of a non-2xx answer with this body text. */
export function apiErrorFromText(
  status: number,
  text: string,
  noDetail = `Request failed (${status})`,
): ApiError {
  return new ApiError(status, detailFromText(text) ?? noDetail, parsedJson(text));
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
