import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Lulu's Print API on 127.0.0.1, as the server's `providers/print/lulu-print.ts` speaks it: an
 * OAuth2 client-credentials token, shipping options, cost calculations, file checks, print jobs
 * and signed status webhooks. Plain Node, so the browser tests' setup can start it too.
 */

export interface FakeLuluJob {
  id: number;
  external_id: string;
  contact_email: string;
  shipping_level: string;
  shipping_address: Record<string, unknown>;
  line_items: {
    title: string;
    printable_normalization: { interior: { source_url: string }; cover: { source_url: string } };
    tracking_id: string | null;
    tracking_urls: string[];
    carrier_name: string | null;
  }[];
  status: { name: string; message: string | null };
}

// Lulu cancels a job only before it goes to production.
const CANCELABLE = new Set(['CREATED', 'UNPAID', 'PRODUCTION_DELAYED']);

export interface FakeLulu {
  url: string;
  clientKey: string;
  clientSecret: string;
  webhookSecret: string;
  /** Every request, as `METHOD /path`. */
  requests: string[];
  jobs: Map<number, FakeLuluJob>;
  /** Tokens handed out so far. */
  tokensIssued: number;
  /** While set, file checks of that kind end in ERROR with this reason. */
  rejectFile: { file: 'interior' | 'cover'; reason: string } | undefined;
  /** While true, every call answers 503. */
  isDown: boolean;
  /** While set, a print job is made (and answered) only once this promise settles. */
  holdPrintJobs: Promise<void> | undefined;
  /** A list's page size when the request names none (Lulu's is 100). */
  pageSize: number;
  /** Costs in USD: the book, and shipping per level offered. */
  bookCost: number;
  shippingCosts: Record<string, number>;
  /** Moves a job as Lulu would, and answers the signed webhook delivery of the change. */
  setStatus(
    jobId: number,
    name: string,
    options?: { message?: string; tracking?: { id: string; url: string; carrier: string } },
  ): { body: string; signature: string };
  close(): Promise<void>;
}

/** What the routes share: the fake itself, the tokens and file checks it has handed out. */
interface LuluState {
  fake: FakeLulu;
  tokens: Set<string>;
  checks: Map<string, { file: 'interior' | 'cover'; status: string; errors: string[] }>;
  /** The last id given to a file check or a print job; they share one sequence. */
  nextId: number;
}

/** One authenticated API call, its JSON body parsed. */
interface LuluCall {
  method: string | undefined;
  url: URL;
  body: Record<string, unknown>;
  address: { country_code?: string } | undefined;
  send: (status: number, body: unknown) => void;
}

function issueToken(
  state: LuluState,
  request: http.IncomingMessage,
  raw: string,
  send: LuluCall['send'],
) {
  const { fake } = state;
  const basic = Buffer.from(`${fake.clientKey}:${fake.clientSecret}`).toString('base64');
  if (request.headers.authorization !== `Basic ${basic}`) {
    return send(401, { error: 'invalid_client' });
  }
  if (!raw.includes('grant_type=client_credentials')) {
    return send(400, { error: 'unsupported_grant_type' });
  }
  const token = randomBytes(16).toString('hex');
  state.tokens.add(token);
  fake.tokensIssued += 1;
  return send(200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
}

function shippingOptions({ fake }: LuluState, { address, send }: LuluCall) {
  if (!address?.country_code) return send(400, { shipping_address: ['required'] });
  return send(
    200,
    Object.entries(fake.shippingCosts).map(([level, cost]) => ({
      level,
      total_cost_incl_tax: cost.toFixed(2),
      currency: 'USD',
    })),
  );
}

function costCalculation({ fake }: LuluState, { body, address, send }: LuluCall) {
  const shipping = fake.shippingCosts[String(body.shipping_option)];
  if (shipping === undefined || !address?.country_code) {
    return send(400, { shipping_option: ['not available'] });
  }
  return send(200, {
    total_cost_incl_tax: (fake.bookCost + shipping).toFixed(2),
    total_cost_excl_tax: (fake.bookCost + shipping).toFixed(2),
    currency: 'USD',
  });
}

function fileCheck(state: LuluState, { method, body, send }: LuluCall, validate: RegExpExecArray) {
  const { fake, checks } = state;
  const file = validate[1] as 'interior' | 'cover';
  if (method === 'POST') {
    if (typeof body.source_url !== 'string') return send(400, { source_url: ['required'] });
    const id = String((state.nextId += 1));
    const rejected = fake.rejectFile?.file === file ? fake.rejectFile.reason : undefined;
    checks.set(id, {
      file,
      status: rejected ? 'ERROR' : file === 'cover' ? 'NORMALIZED' : 'VALIDATED',
      errors: rejected ? [rejected] : [],
    });
    return send(201, { id: Number(id), status: 'VALIDATING' });
  }
  const check = checks.get(validate[2] ?? '');
  if (!check || check.file !== file) return send(404, { detail: 'Not found.' });
  return send(200, { id: Number(validate[2]), status: check.status, errors: check.errors });
}

function createJob(state: LuluState, { body, address, send }: LuluCall) {
  const items = body.line_items as FakeLuluJob['line_items'] | undefined;
  if (!items?.length || typeof body.external_id !== 'string' || !address?.country_code) {
    return send(400, { detail: 'line_items, external_id and shipping_address are required' });
  }
  const job: FakeLuluJob = {
    id: (state.nextId += 1),
    external_id: body.external_id,
    contact_email: String(body.contact_email),
    shipping_level: String(body.shipping_level),
    shipping_address: address,
    line_items: items.map((item) => ({
      title: item.title,
      printable_normalization: item.printable_normalization,
      tracking_id: null,
      tracking_urls: [],
      carrier_name: null,
    })),
    status: { name: 'CREATED', message: null },
  };
  state.fake.jobs.set(job.id, job);
  return send(201, job);
}

function listJobs({ fake }: LuluState, { url, send }: LuluCall) {
  // As Lulu's list: no `external_id` filter (unknown parameters are ignored), a `search`
  // over several fields that also matches parts of them, and pages of `page_size`.
  const search = url.searchParams.get('search')?.toLowerCase();
  const matching = [...fake.jobs.values()].filter(
    (job) =>
      !search ||
      [String(job.id), job.external_id, ...job.line_items.map((item) => item.title)].some((field) =>
        field.toLowerCase().includes(search),
      ),
  );
  const pageSize = Number(url.searchParams.get('page_size') ?? fake.pageSize);
  const page = Number(url.searchParams.get('page') ?? 1);
  const results = matching.slice((page - 1) * pageSize, page * pageSize);
  const link = (to: number) => {
    const next = new URL(`https://api.lulu.com${url.pathname}${url.search}`);
    next.searchParams.set('page', String(to));
    return next.toString();
  };
  return send(200, {
    count: matching.length,
    next: page * pageSize < matching.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  });
}

function cancelJob({ fake }: LuluState, { body, send }: LuluCall, jobId: number) {
  const job = fake.jobs.get(jobId);
  if (!job) return send(404, { detail: 'Not found.' });
  if (body.name !== 'CANCELED') return send(400, { name: ['Only CANCELED is allowed'] });
  if (!CANCELABLE.has(job.status.name)) {
    return send(400, [`Invalid transition from ${job.status.name} to CANCELED requested`]);
  }
  job.status = { name: 'CANCELED', message: null };
  return send(200, { name: 'CANCELED', changed: new Date().toISOString(), message: null });
}

/** The print-job routes: create (or hold), list, cancel, read one. */
function printJobRoutes(state: LuluState, call: LuluCall) {
  const { fake } = state;
  const { method, url, send } = call;
  if (method === 'POST' && url.pathname === '/print-jobs/' && fake.holdPrintJobs) {
    const held = fake.holdPrintJobs;
    fake.holdPrintJobs = undefined;
    void held.then(() => createJob(state, call));
    return;
  }
  if (method === 'POST' && url.pathname === '/print-jobs/') return createJob(state, call);
  if (method === 'GET' && url.pathname === '/print-jobs/') return listJobs(state, call);
  const status = /^\/print-jobs\/(\d+)\/status\/$/.exec(url.pathname);
  if (method === 'PUT' && status) return cancelJob(state, call, Number(status[1]));
  const one = /^\/print-jobs\/(\d+)\/$/.exec(url.pathname);
  if (method === 'GET' && one) {
    const job = fake.jobs.get(Number(one[1]));
    return job ? send(200, job) : send(404, { detail: 'Not found.' });
  }
  return send(404, { detail: 'Not found.' });
}

/** Routes one finished request, in the order Lulu checks: down, token, auth, JSON, route. */
function handleLulu(
  state: LuluState,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  raw: string,
) {
  const { fake } = state;
  const url = new URL(request.url ?? '/', 'http://localhost');
  fake.requests.push(`${request.method} ${url.pathname}`);
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (fake.isDown) return send(503, { detail: 'down' });

  if (url.pathname === '/auth/realms/glasstree/protocol/openid-connect/token') {
    return issueToken(state, request, raw, send);
  }
  const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
  if (!state.tokens.has(bearer))
    return send(401, { detail: 'Authentication credentials were not provided.' });
  let body: Record<string, unknown>;
  try {
    body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return send(400, { detail: 'JSON parse error' });
  }
  const address = body.shipping_address as LuluCall['address'];
  const call: LuluCall = { method: request.method, url, body, address, send };

  if (request.method === 'POST' && url.pathname === '/shipping-options/') {
    return shippingOptions(state, call);
  }
  if (request.method === 'POST' && url.pathname === '/print-job-cost-calculations/') {
    return costCalculation(state, call);
  }
  const validate = /^\/validate-(interior|cover)\/(?:(\d+)\/)?$/.exec(url.pathname);
  if (validate) return fileCheck(state, call, validate);
  return printJobRoutes(state, call);
}

export async function startFakeLulu(
  options: { port?: number; webhookSecret?: string } = {},
): Promise<FakeLulu> {
  const clientKey = 'lulu-test-key';
  const clientSecret = randomBytes(12).toString('hex');
  // Lulu keys its webhook signatures with the API secret.
  const webhookSecret = options.webhookSecret ?? clientSecret;

  const sign = (body: string) => createHmac('sha256', webhookSecret).update(body).digest('hex');

  const fake: FakeLulu = {
    url: '',
    clientKey,
    clientSecret,
    webhookSecret,
    requests: [],
    jobs: new Map(),
    tokensIssued: 0,
    rejectFile: undefined,
    isDown: false,
    holdPrintJobs: undefined,
    pageSize: 100,
    bookCost: 14.5,
    shippingCosts: { MAIL: 4.99, EXPEDITED: 12.0 },
    setStatus(jobId, name, change = {}) {
      const job = fake.jobs.get(jobId);
      if (!job) throw new Error(`no fake Lulu job ${jobId}`);
      job.status = { name, message: change.message ?? null };
      if (change.tracking) {
        for (const item of job.line_items) {
          item.tracking_id = change.tracking.id;
          item.tracking_urls = [change.tracking.url];
          item.carrier_name = change.tracking.carrier;
        }
      }
      const body = JSON.stringify({ topic: 'PRINT_JOB_STATUS_CHANGED', data: job });
      return { body, signature: sign(body) };
    },
    close: async () => {},
  };
  const state: LuluState = { fake, tokens: new Set(), checks: new Map(), nextId: 1000 };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handleLulu(state, request, response, Buffer.concat(chunks).toString('utf8'));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
