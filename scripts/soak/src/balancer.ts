// A small round-robin HTTP load balancer in front of the `serve` processes, in a process of its
// own (as a real one would be), so its timings are not those of the load generator's busy event
// loop. It retries nothing: a request to a dead upstream answers 502. It records every request
// (start, endpoint group, milliseconds, status, upstream) and every 5xx or connection error with
// its time, for the report and the "no 5xx outside the injected faults" check.
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { endpointGroup } from './endpoint-groups.js';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];

/** One request: when it came, its endpoint group, its milliseconds, status and upstream index. */
export type RequestRecord = [
  at: number,
  group: string,
  ms: number,
  status: number,
  upstream: number,
];

/** A 5xx answer or a connection error, and when it came. */
export interface BalancerError {
  at: number;
  upstream: number;
  status: number;
  error: string | null;
  request: string;
}

export interface BalancerReport {
  requests: RequestRecord[];
  errors: BalancerError[];
}

/** What the balancer's process tells the soak's (over the fork's IPC channel). */
type BalancerMessage = { type: 'ready'; port: number } | ({ type: 'report' } & BalancerReport);

export interface Balancer {
  port: number;
  url: string;
  pid: number;
  /** Every request so far and every 5xx or connection error. */
  report(): Promise<BalancerReport>;
  stop(): Promise<void>;
}

const tell = (message: BalancerMessage) => process.send?.(message);

function runBalancer(upstreamPorts: number[]) {
  const agents = upstreamPorts.map(() => new http.Agent({ keepAlive: true, maxSockets: 256 }));
  const requests: RequestRecord[] = [];
  const errors: BalancerError[] = [];
  let next = 0;
  const server = http.createServer((incoming, outgoing) => {
    const started = Date.now();
    const upstream = next;
    next = (next + 1) % upstreamPorts.length;
    const url = incoming.url ?? '/';
    const group = endpointGroup(incoming.method, url);
    let status = 0;
    let isFinished = false;
    let hasUpstreamBroken = false;
    const finish = (error?: string) => {
      if (isFinished) return;
      isFinished = true;
      requests.push([started, group, Date.now() - started, status, upstream]);
      if (error || status >= 500) {
        errors.push({
          at: started,
          upstream,
          status,
          error: error ?? null,
          request: `${incoming.method} ${url.split('?', 1)[0]}`,
        });
      }
    };
    const headers = { ...incoming.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const client = incoming.socket.remoteAddress ?? '127.0.0.1';
    const forwarded = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${client}` : client;
    headers['x-forwarded-proto'] = 'http';
    const proxied = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPorts[upstream],
        method: incoming.method,
        path: url,
        headers,
        agent: agents[upstream],
      },
      (answer) => {
        status = answer.statusCode ?? 0;
        const answerHeaders = { ...answer.headers };
        for (const name of [...HOP_BY_HOP, 'transfer-encoding']) delete answerHeaders[name];
        outgoing.writeHead(status, answerHeaders);
        answer.pipe(outgoing);
        const breakOff = () => {
          hasUpstreamBroken = true;
          outgoing.destroy();
        };
        answer.on('aborted', breakOff).on('error', breakOff);
      },
    );
    outgoing.on('close', () => {
      if (outgoing.writableFinished) return finish();
      // Closed before the answer was whole: the upstream broke off (its fault), or the client
      // left (a load generator stopping): counted as nginx counts it, 499, not an error.
      if (hasUpstreamBroken) return finish('the upstream broke off its answer');
      proxied.destroy();
      status = 499;
      finish();
    });
    proxied.on('error', (error: NodeJS.ErrnoException) => {
      if (isFinished) return;
      if (outgoing.headersSent) {
        hasUpstreamBroken = true;
        return outgoing.destroy();
      }
      status = 502;
      outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ detail: 'The upstream server did not answer.' }));
      finish(error.code ?? error.message);
    });
    incoming.pipe(proxied);
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => {
    tell({ type: 'ready', port: (server.address() as AddressInfo).port });
  });
  process.on('message', (message: { type: string }) => {
    if (message.type === 'report') tell({ type: 'report', requests, errors });
  });
  // The soak's process is this one's only reason to live.
  process.on('disconnect', () => process.exit(0));
}

if (process.argv[2] === 'balancer') {
  runBalancer(JSON.parse(process.argv[3] ?? '[]') as number[]);
}

/** Forks the balancer in front of `upstreamPorts`; resolves once it listens. */
export function startBalancer(upstreamPorts: number[]): Promise<Balancer> {
  const child = fork(fileURLToPath(import.meta.url), ['balancer', JSON.stringify(upstreamPorts)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the balancer exited (${code})`)));
    child.once('message', (message: BalancerMessage) => {
      if (message.type !== 'ready') return;
      resolve({
        port: message.port,
        url: `http://127.0.0.1:${message.port}`,
        pid: child.pid ?? 0,
        report: () =>
          new Promise((done) => {
            const onReport = (reply: BalancerMessage) => {
              if (reply.type !== 'report') return;
              child.off('message', onReport);
              done({ requests: reply.requests, errors: reply.errors });
            };
            child.on('message', onReport);
            child.send({ type: 'report' });
          }),
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
