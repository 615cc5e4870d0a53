import type { ShippingAddress, ShippingLevel } from '@littlestar/shared/print-orders';
import { hmacSha256Hex, isSameHex } from '../payments/payments-provider.js';
import {
  decimalToCents,
  PrintProviderError,
  type PrintFileCheck,
  type PrintJob,
  type PrintJobState,
  type PrintProvider,
} from './print-provider.js';

/*
 * Lulu's Print API (https://api.lulu.com, sandbox https://api.sandbox.lulu.com), spoken with
 * fetch: there is no official Node client. Everything we know or assume of its protocol is in
 * this file, and the fake in `packages/fakes/src/fake-lulu.ts` speaks the same:
 *
 * - Token: POST /auth/realms/glasstree/protocol/openid-connect/token, Basic auth of
 *   key:secret, form `grant_type=client_credentials` → `{ access_token, expires_in }`.
 * - POST /shipping-options/ `{ line_items, shipping_address, currency }` → a list of
 *   `{ level, total_cost_incl_tax }` (older answers wrap it in `results`: both are read).
 * - POST /print-job-cost-calculations/ `{ line_items, shipping_address, shipping_option }` →
 *   `{ total_cost_incl_tax, currency, … }`.
 * - POST /validate-interior/ `{ source_url, pod_package_id }`, /validate-cover/ with
 *   `interior_page_count` → `{ id, status }`; GET /validate-…/{id}/ until the status is
 *   VALIDATED or NORMALIZED (passed) or ERROR (with `errors`).
 * - POST /print-jobs/ `{ external_id, contact_email, line_items: [{ title, quantity,
 *   printable_normalization: { pod_package_id, interior: { source_url }, cover: { source_url } } }],
 *   shipping_address, shipping_level }`; GET /print-jobs/{id}/ → `{ id, external_id,
 *   status: { name, message }, line_items: [{ tracking_id, tracking_urls, carrier_name }] }`.
 * - Status names: CREATED, UNPAID, PAYMENT_IN_PROGRESS, PRODUCTION_DELAYED, PRODUCTION_READY,
 *   IN_PRODUCTION, SHIPPED, REJECTED, CANCELED, ERROR.
 * - Webhooks (topic PRINT_JOB_STATUS_CHANGED, body `{ topic, data: <print job> }`) carry
 *   `Lulu-HMAC-SHA256`: the hex HMAC-SHA256 of the raw body.
 *
 * The webhook's key is the API secret (LULU_CLIENT_SECRET): Lulu documents the HMAC as keyed
 * with it; LULU_WEBHOOK_SECRET overrides it should a sandbox say otherwise.
 *
 * - GET /print-jobs/ lists jobs a page at a time: `{ count, next, previous, results }`
 *   (`page`, `page_size` up to 100 by default). It has no `external_id` filter (an unknown
 *   query parameter is ignored, so `?external_id=` would list every job); its `search` looks
 *   in `id`, `external_id`, `order_id`, line items and the address, so we search for our id
 *   and keep only the jobs whose `external_id` is exactly it, following `next`.
 * - PUT /print-jobs/{id}/status/ `{ name: 'CANCELED' }` cancels a job; only CREATED, UNPAID and
 *   PRODUCTION_DELAYED may move to CANCELED, any other status answers 400 ("Invalid
 *   transition from … to CANCELED requested").
 *
 * The list and cancel entries are as Lulu's published OpenAPI document describes them
 * (openapi_public.yml, operations Print-Jobs_list and Print-Jobs_status_update, as copied in
 * github.com/devlimelabs/lulu-print-mcp at 0f27588). Unverified, to check against the sandbox
 * before going live: the country list below, which is ours: the countries we choose to ship
 * to among those Lulu serves.
 */

// Pages of a search followed at most: our id is a UUID, so one page is the usual answer.
const SEARCH_PAGES = 5;

const TOKEN_PATH = '/auth/realms/glasstree/protocol/openid-connect/token';
const REQUEST_TIMEOUT_MS = 15_000;
// A token is renewed this long before it runs out, so none expires in flight.
const TOKEN_EARLY_RENEWAL_MS = 60_000;

const COUNTRIES = [
  ['AU', 'Australia'],
  ['AT', 'Austria'],
  ['BE', 'Belgium'],
  ['CA', 'Canada'],
  ['DK', 'Denmark'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['IN', 'India'],
  ['IE', 'Ireland'],
  ['IT', 'Italy'],
  ['JP', 'Japan'],
  ['NL', 'Netherlands'],
  ['NZ', 'New Zealand'],
  ['NO', 'Norway'],
  ['PT', 'Portugal'],
  ['SG', 'Singapore'],
  ['ES', 'Spain'],
  ['SE', 'Sweden'],
  ['CH', 'Switzerland'],
  ['GB', 'United Kingdom'],
  ['US', 'United States'],
] as const;

const STATES: Record<string, PrintJobState> = {
  CREATED: 'created',
  UNPAID: 'created',
  PAYMENT_IN_PROGRESS: 'created',
  PRODUCTION_DELAYED: 'created',
  PRODUCTION_READY: 'in_production',
  IN_PRODUCTION: 'in_production',
  SHIPPED: 'shipped',
  REJECTED: 'rejected',
  CANCELED: 'cancelled',
  CANCELLED: 'cancelled',
  ERROR: 'rejected',
};

interface LuluJob {
  id?: number | string;
  external_id?: string | null;
  status?: { name?: string; message?: string | null; messages?: unknown };
  line_items?: {
    tracking_id?: string | null;
    tracking_urls?: string[] | null;
    carrier_name?: string | null;
  }[];
}

type LuluApi = (
  path: string,
  init: { method: 'GET' | 'POST' | 'PUT'; body?: unknown },
) => Promise<unknown>;

/** Lulu's API with its OAuth token: fetched once, shared, renewed before it expires. */
function createLuluApi(options: {
  apiUrl: string;
  clientKey: string;
  clientSecret: string;
}): LuluApi {
  const { apiUrl } = options;
  let token: { value: string; expiresAt: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientKey}:${options.clientSecret}`).toString('base64');
    const answer = await send(`${apiUrl}${TOKEN_PATH}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = answer as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') {
      throw new PrintProviderError('Lulu: the token answer has no access_token', undefined);
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 300;
    token = { value: body.access_token, expiresAt: Date.now() + seconds * 1000 };
    return body.access_token;
  }

  /** One token for every call until it nearly expires; concurrent callers share one request. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt - TOKEN_EARLY_RENEWAL_MS > Date.now()) return token.value;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  async function api(path: string, init: { method: 'GET' | 'POST' | 'PUT'; body?: unknown }) {
    const call = async () =>
      send(`${apiUrl}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    try {
      return await call();
    } catch (error) {
      // A token revoked before its time: fetch a new one once.
      if (error instanceof PrintProviderError && error.statusCode === 401) {
        token = undefined;
        return call();
      }
      throw error;
    }
  }

  return api;
}

/** A signed status change of a print job; undefined for another topic. */
function readLuluWebhook(
  webhookSecret: string,
  { rawBody, signature }: { rawBody: Buffer; signature: string | undefined },
): PrintJob | undefined {
  const expected = hmacSha256Hex(webhookSecret, rawBody);
  if (!signature || !isSameHex(expected, signature)) {
    throw new PrintProviderError('The webhook signature does not match.', 400);
  }
  let body: { topic?: unknown; data?: unknown };
  try {
    body = JSON.parse(rawBody.toString('utf8')) as typeof body;
  } catch {
    throw new PrintProviderError('The webhook body is not JSON.', 400);
  }
  if (body.topic !== 'PRINT_JOB_STATUS_CHANGED') return undefined;
  if (!body.data || typeof body.data !== 'object') {
    throw new PrintProviderError('The webhook carries no print job.', 400);
  }
  return toPrintJob(body.data);
}

/** The live print job under our id, else a cancelled one, else none. */
async function findLuluPrintJob(api: LuluApi, externalId: string): Promise<PrintJob | undefined> {
  let path: string | undefined =
    `/print-jobs/?search=${encodeURIComponent(externalId)}&page_size=100`;
  // A cancelled job under our id (a stray one a placing made and cancelled) is answered
  // only when no other job is: the order's live job wins.
  let cancelled: PrintJob | undefined;
  for (let page = 0; path && page < SEARCH_PAGES; page += 1) {
    const answer = (await api(path, { method: 'GET' })) as {
      results?: LuluJob[];
      next?: string | null;
    };
    // `search` matches parts of other fields too: only our exact id is ours.
    for (const found of answer.results ?? []) {
      if (found.external_id !== externalId) continue;
      const job = toPrintJob(found);
      if (job.state !== 'cancelled') return job;
      cancelled ??= job;
    }
    path = answer.next ? pathOf(answer.next) : undefined;
  }
  return cancelled;
}

export function createLuluPrint(options: {
  apiUrl: string;
  clientKey: string;
  clientSecret: string;
  webhookSecret: string;
  podPackageId: string;
}): PrintProvider {
  const { podPackageId } = options;
  const api = createLuluApi(options);

  const lineItem = (pageCount: number) => ({
    page_count: pageCount,
    pod_package_id: podPackageId,
    quantity: 1,
  });

  return {
    kind: 'lulu',
    countries: COUNTRIES.map(([code, name]) => ({ code, name })),
    async shippingOptions({ book, address }) {
      const answer = await api('/shipping-options/', {
        method: 'POST',
        body: {
          line_items: [lineItem(book.pageCount)],
          shipping_address: toLuluAddress(address),
          currency: 'USD',
        },
      });
      return toShippingOptions(answer);
    },
    async quote({ book, address, level }) {
      const answer = (await api('/print-job-cost-calculations/', {
        method: 'POST',
        body: {
          line_items: [lineItem(book.pageCount)],
          shipping_address: toLuluAddress(address),
          shipping_option: level,
        },
      })) as { total_cost_incl_tax?: string; currency?: string };
      if (answer.currency && answer.currency !== 'USD') {
        throw new PrintProviderError(`Lulu quoted in ${answer.currency}, not USD`, undefined);
      }
      return { costCents: decimalToCents(answer.total_cost_incl_tax ?? 'x') };
    },
    async startFileCheck({ file, url, book }) {
      const answer = (await api(`/validate-${file}/`, {
        method: 'POST',
        body:
          file === 'interior'
            ? { source_url: url, pod_package_id: podPackageId }
            : {
                source_url: url,
                pod_package_id: podPackageId,
                interior_page_count: book.pageCount,
              },
      })) as { id?: number | string };
      if (answer.id === undefined) {
        throw new PrintProviderError('Lulu: the file check has no id', undefined);
      }
      return String(answer.id);
    },
    async fileCheck({ file, id }): Promise<PrintFileCheck> {
      const answer = (await api(`/validate-${file}/${encodeURIComponent(id)}/`, {
        method: 'GET',
      })) as { status?: string; errors?: unknown };
      if (answer.status === 'VALIDATED' || answer.status === 'NORMALIZED') {
        return { status: 'passed' };
      }
      if (answer.status === 'ERROR') {
        const errors = Array.isArray(answer.errors) ? answer.errors.map(String) : [];
        return { status: 'rejected', reason: errors.join(' ').slice(0, 500) || 'refused' };
      }
      return { status: 'checking' };
    },
    async createPrintJob(job) {
      const answer = await api('/print-jobs/', {
        method: 'POST',
        body: {
          external_id: job.externalId,
          contact_email: job.contactEmail,
          line_items: [
            {
              external_id: job.externalId,
              title: job.title,
              quantity: 1,
              printable_normalization: {
                pod_package_id: podPackageId,
                interior: { source_url: job.interiorUrl },
                cover: { source_url: job.coverUrl },
              },
            },
          ],
          shipping_address: toLuluAddress(job.address),
          shipping_level: job.level,
        },
      });
      return toPrintJob(answer as LuluJob);
    },
    findPrintJob: (externalId) => findLuluPrintJob(api, externalId),
    async cancelPrintJob(id) {
      try {
        await api(`/print-jobs/${encodeURIComponent(id)}/status/`, {
          method: 'PUT',
          body: { name: 'CANCELED' },
        });
        return 'cancelled';
      } catch (error) {
        // Lulu refuses the move once production has started (or the job is already over).
        if (error instanceof PrintProviderError && error.statusCode === 400) return 'refused';
        throw error;
      }
    },
    async getPrintJob(id) {
      return toPrintJob(
        (await api(`/print-jobs/${encodeURIComponent(id)}/`, { method: 'GET' })) as LuluJob,
      );
    },
    readWebhook: (delivery) => readLuluWebhook(options.webhookSecret, delivery),
  };
}

/** Lulu's shipping options (a list, or a page of one), the levels we sell, in cents. */
function toShippingOptions(answer: unknown): { level: ShippingLevel; costCents: number }[] {
  const list = Array.isArray(answer) ? answer : ((answer as { results?: unknown[] }).results ?? []);
  return (list as { level?: string; total_cost_incl_tax?: string; cost_excl_tax?: string }[])
    .filter((option) => isShippingLevel(option.level))
    .map((option) => ({
      level: option.level as ShippingLevel,
      costCents: decimalToCents(option.total_cost_incl_tax ?? option.cost_excl_tax ?? 'x'),
    }));
}

/** The path and query of a `next` link, so every call goes to the configured API URL. */
function pathOf(link: string): string {
  const url = new URL(link, 'http://lulu.invalid');
  return `${url.pathname}${url.search}`;
}

function isShippingLevel(level: unknown): level is ShippingLevel {
  return (
    level === 'MAIL' ||
    level === 'PRIORITY_MAIL' ||
    level === 'GROUND' ||
    level === 'EXPEDITED' ||
    level === 'EXPRESS'
  );
}

function toLuluAddress(address: ShippingAddress) {
  return {
    name: address.name,
    street1: address.street1,
    ...(address.street2 ? { street2: address.street2 } : {}),
    city: address.city,
    ...(address.state_code ? { state_code: address.state_code } : {}),
    postcode: address.postcode,
    country_code: address.country_code,
    phone_number: address.phone_number,
  };
}

function toPrintJob(job: LuluJob): PrintJob {
  const name = job.status?.name ?? '';
  const state = STATES[name];
  if (job.id === undefined || !state) {
    throw new PrintProviderError(`Lulu: a print job without a known status (${name})`, 400);
  }
  const item = job.line_items?.find((line) => line.tracking_id);
  const message = typeof job.status?.message === 'string' ? job.status.message : null;
  return {
    id: String(job.id),
    externalId: job.external_id ?? null,
    state,
    message: message?.slice(0, 500) ?? null,
    tracking: item?.tracking_id
      ? {
          carrier: item.carrier_name ?? null,
          number: item.tracking_id,
          url: item.tracking_urls?.[0] ?? null,
        }
      : null,
  };
}

/** A JSON call; a non-2xx answer or no answer is a PrintProviderError (never with the body). */
async function send(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new PrintProviderError(
      `Lulu did not answer: ${error instanceof Error ? error.message : 'no answer'}`,
      undefined,
    );
  }
  if (!response.ok) {
    // The body may echo the address we sent: only the status is kept.
    await response.body?.cancel();
    throw new PrintProviderError(`Lulu answered ${response.status}`, response.status);
  }
  try {
    return await response.json();
  } catch {
    throw new PrintProviderError('Lulu answered something other than JSON', response.status);
  }
}
