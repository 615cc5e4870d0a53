// How the soak's parents call the API: through the balancer, signed in with the bearer token
// (as a script or an app does), each parent from an address of its own (the balancer's
// X-Forwarded-For then names it, as a CDN in front of it would).

/**
 * One call's answer, never thrown: status 0 for a connection error or a timeout (with `error`
 * naming it, and a null body). `Body` is what the API answers for the status the caller
 * expects; check `status` first, as for another one the body is the error's (or text).
 */
export interface ApiAnswer<Body> {
  status: number;
  body: Body;
  headers: Headers;
  error?: string;
}

interface CallOptions {
  json?: unknown;
  form?: FormData;
  timeoutMs?: number;
}

export interface ApiClient {
  signIn(token: string | null): void;
  /** `as`: the body parsed as JSON (default, text when it is not), the bytes, or read and dropped. */
  call<Body = unknown>(
    method: string,
    path: string,
    options?: CallOptions & { as?: 'json' },
  ): Promise<ApiAnswer<Body>>;
  call(
    method: string,
    path: string,
    options: CallOptions & { as: 'bytes' },
  ): Promise<ApiAnswer<Buffer>>;
  call(
    method: string,
    path: string,
    options: CallOptions & { as: 'none' },
  ): Promise<ApiAnswer<null>>;
}

/** A transient answer: worth trying again after a moment (a fault, a restart). */
export const isTransient = (response: ApiAnswer<unknown>) =>
  response.status === 0 ||
  response.status === 502 ||
  response.status === 503 ||
  response.status === 500;

/** The code of a failed fetch (ECONNREFUSED, ...), else the error's name (TimeoutError). */
function failureName(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : error.name;
}

export function createApiClient({
  baseUrl,
  origin,
  ip,
}: {
  baseUrl: string;
  origin: string;
  ip: string;
}): ApiClient {
  let bearer: string | null = null;
  async function call(
    method: string,
    path: string,
    {
      json,
      form,
      as = 'json',
      timeoutMs = 60_000,
    }: CallOptions & { as?: 'json' | 'bytes' | 'none' } = {},
  ): Promise<ApiAnswer<unknown>> {
    const headers: Record<string, string> = {
      origin,
      'x-forwarded-for': ip,
      'accept-encoding': 'br, gzip',
    };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let body: string | FormData | undefined;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) {
      body = form;
    }
    const url = path.startsWith('http') ? path : `${baseUrl}${path}`;
    try {
      const response = await fetch(url, {
        method,
        headers: path.startsWith('http') ? {} : headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      let parsed: unknown = null;
      if (as === 'bytes') parsed = Buffer.from(await response.arrayBuffer());
      else if (as === 'none') await response.arrayBuffer();
      else {
        const text = await response.text();
        try {
          parsed = text ? (JSON.parse(text) as unknown) : null;
        } catch {
          parsed = text;
        }
      }
      return { status: response.status, body: parsed, headers: response.headers };
    } catch (error) {
      return { status: 0, body: null, headers: new Headers(), error: failureName(error) };
    }
  }
  return {
    signIn(token) {
      bearer = token;
    },
    // The answer's body is what the caller's `Body` says the API answers (see ApiAnswer).
    call: call as ApiClient['call'],
  };
}
