// How the soak's parents call the API: through the balancer, signed in with the bearer token
// (as a script or an app does), each parent from an address of its own (the balancer's
// X-Forwarded-For then names it, as a CDN in front of it would).

/** A transient answer: worth trying again after a moment (a fault, a restart). */
export const isTransient = (response) =>
  response.status === 0 ||
  response.status === 502 ||
  response.status === 503 ||
  response.status === 500;

export function createApiClient({ baseUrl, origin, ip }) {
  let bearer = null;
  const client = {
    signIn(token) {
      bearer = token;
    },
    /**
     * One call, never thrown: `{ status, body, headers }`, status 0 for a connection error or
     * a timeout. `as`: 'json' (default), 'bytes' or 'none'.
     */
    async call(method, path, { json, form, as = 'json', timeoutMs = 60_000 } = {}) {
      const headers = { origin, 'x-forwarded-for': ip, 'accept-encoding': 'br, gzip' };
      if (bearer) headers.authorization = `Bearer ${bearer}`;
      let body;
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
        let parsed = null;
        if (as === 'bytes') parsed = Buffer.from(await response.arrayBuffer());
        else if (as === 'none') await response.arrayBuffer();
        else {
          const text = await response.text();
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = text;
          }
        }
        return { status: response.status, body: parsed, headers: response.headers };
      } catch (error) {
        return {
          status: 0,
          body: null,
          headers: new Headers(),
          error: error.cause?.code ?? error.name,
        };
      }
    },
  };
  return client;
}
