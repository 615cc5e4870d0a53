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

export async function startFakeLulu(
  options: { port?: number; webhookSecret?: string } = {},
): Promise<FakeLulu> {
  const clientKey = 'lulu-test-key';
  const clientSecret = randomBytes(12).toString('hex');
  // Lulu keys its webhook signatures with the API secret.
  const webhookSecret = options.webhookSecret ?? clientSecret;
  const tokens = new Set<string>();
  const checks = new Map<
    string,
    { file: 'interior' | 'cover'; status: string; errors: string[] }
  >();
  let nextId = 1000;

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

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      fake.requests.push(`${request.method} ${url.pathname}`);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (fake.isDown) return send(503, { detail: 'down' });
      const raw = Buffer.concat(chunks).toString('utf8');

      if (url.pathname === '/auth/realms/glasstree/protocol/openid-connect/token') {
        const basic = Buffer.from(`${clientKey}:${clientSecret}`).toString('base64');
        if (request.headers.authorization !== `Basic ${basic}`) {
          return send(401, { error: 'invalid_client' });
        }
        if (!raw.includes('grant_type=client_credentials')) {
          return send(400, { error: 'unsupported_grant_type' });
        }
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        fake.tokensIssued += 1;
        return send(200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
      }
      const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!tokens.has(bearer))
        return send(401, { detail: 'Authentication credentials were not provided.' });
      let body: Record<string, unknown>;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return send(400, { detail: 'JSON parse error' });
      }
      const address = body.shipping_address as { country_code?: string } | undefined;

      if (request.method === 'POST' && url.pathname === '/shipping-options/') {
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
      if (request.method === 'POST' && url.pathname === '/print-job-cost-calculations/') {
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
      const validate = /^\/validate-(interior|cover)\/(?:(\d+)\/)?$/.exec(url.pathname);
      if (validate) {
        const file = validate[1] as 'interior' | 'cover';
        if (request.method === 'POST') {
          if (typeof body.source_url !== 'string') return send(400, { source_url: ['required'] });
          const id = String((nextId += 1));
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
      const createJob = () => {
        const items = body.line_items as FakeLuluJob['line_items'] | undefined;
        if (!items?.length || typeof body.external_id !== 'string' || !address?.country_code) {
          return send(400, { detail: 'line_items, external_id and shipping_address are required' });
        }
        const job: FakeLuluJob = {
          id: (nextId += 1),
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
        fake.jobs.set(job.id, job);
        return send(201, job);
      };
      if (request.method === 'POST' && url.pathname === '/print-jobs/' && fake.holdPrintJobs) {
        const held = fake.holdPrintJobs;
        fake.holdPrintJobs = undefined;
        void held.then(() => createJob());
        return;
      }
      if (request.method === 'POST' && url.pathname === '/print-jobs/') return createJob();
      if (request.method === 'GET' && url.pathname === '/print-jobs/') {
        // As Lulu's list: no `external_id` filter (unknown parameters are ignored), a `search`
        // over several fields that also matches parts of them, and pages of `page_size`.
        const search = url.searchParams.get('search')?.toLowerCase();
        const matching = [...fake.jobs.values()].filter(
          (job) =>
            !search ||
            [String(job.id), job.external_id, ...job.line_items.map((item) => item.title)].some(
              (field) => field.toLowerCase().includes(search),
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
      const status = /^\/print-jobs\/(\d+)\/status\/$/.exec(url.pathname);
      if (request.method === 'PUT' && status) {
        const job = fake.jobs.get(Number(status[1]));
        if (!job) return send(404, { detail: 'Not found.' });
        if (body.name !== 'CANCELED') return send(400, { name: ['Only CANCELED is allowed'] });
        if (!CANCELABLE.has(job.status.name)) {
          return send(400, [`Invalid transition from ${job.status.name} to CANCELED requested`]);
        }
        job.status = { name: 'CANCELED', message: null };
        return send(200, { name: 'CANCELED', changed: new Date().toISOString(), message: null });
      }
      const one = /^\/print-jobs\/(\d+)\/$/.exec(url.pathname);
      if (request.method === 'GET' && one) {
        const job = fake.jobs.get(Number(one[1]));
        return job ? send(200, job) : send(404, { detail: 'Not found.' });
      }
      return send(404, { detail: 'Not found.' });
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
