import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakePicture } from './fake-pictures.js';

interface FakeTraining {
  id: string;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  input: Record<string, unknown>;
  destination: string;
  webhook?: string;
  output?: { version: string };
  error?: string;
}

interface FakePrediction {
  id: string;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  /** `owner/name` of an official model, or the version id. */
  model?: string;
  version?: string;
  input: Record<string, unknown>;
  /** Whether the create call asked Replicate to hold its answer (`Prefer: wait`). */
  waited: boolean;
  output?: string[];
  error?: string;
  metrics?: { predict_time: number };
  /** Where Replicate posts the prediction, signed, once it has finished (`completed`). */
  webhook?: string;
  webhook_events_filter?: string[];
  /** The API's own addresses of the prediction. */
  urls: { get: string; cancel: string; web: string };
  created_at: string;
}

/**
 * How the fake finishes a prediction: at once (within `Prefer: wait`), over two more reads
 * (starting → processing → succeeded), by itself a moment after the create call has answered
 * (starting → processing → succeeded in 20 ms: a model slower than `Prefer: wait`), refused
 * by the safety checker, or never (until it is canceled).
 */
export type FakePredictionAnswer =
  'at-once' | 'slowly' | 'in-background' | 'refuse' | 'fail' | 'never';

/**
 * Posts a webhook delivery to its URL and answers the HTTP status: over HTTP, or into the app
 * under test (`app.inject` at the URL's path, which needs no listening port).
 */
export type WebhookPoster = (
  url: string,
  delivery: { headers: Record<string, string>; body: string },
) => Promise<number>;

/** What the routes share with the fake's own hooks. */
interface ReplicateState {
  /** This server's port, known once it listens (before any request). */
  port: number;
  predictions: Map<string, FakePrediction>;
  /** The predictions that finish by themselves, however often they are read. */
  inBackground: Set<string>;
  trainings: Map<string, FakeTraining>;
  /** `owner/name:id` of every model version deleted through the API. */
  deletedVersions: string[];
  /** How the next prediction ends, from its input. */
  predictionAnswer: (input: Record<string, unknown>) => FakePredictionAnswer;
  finish: (
    prediction: FakePrediction,
    status: 'succeeded' | 'failed' | 'canceled',
    error?: string,
  ) => void;
  later: (ms: number, run: () => void) => void;
}

type Reply = (status: number, payload: unknown) => void;

function createTraining(
  state: ReplicateState,
  body: string,
  create: RegExpExecArray,
  reply: Reply,
) {
  const parsed = JSON.parse(body) as {
    destination: string;
    input: Record<string, unknown>;
    webhook?: string;
  };
  const training: FakeTraining = {
    id: `tr_${randomBytes(6).toString('hex')}`,
    status: 'starting',
    input: parsed.input,
    destination: parsed.destination,
    ...(parsed.webhook ? { webhook: parsed.webhook } : {}),
  };
  state.trainings.set(training.id, training);
  return reply(201, { ...training, model: `${create[1]}/${create[2]}`, version: create[3] });
}

/** Starts a prediction and moves it on as its answer says. */
function startPrediction(state: ReplicateState, prediction: FakePrediction) {
  const { finish, later, inBackground } = state;
  state.predictions.set(prediction.id, prediction);
  const answer = state.predictionAnswer(prediction.input);
  if (answer === 'refuse') {
    finish(prediction, 'failed', 'E005: The input or output was flagged as sensitive.');
  } else if (answer === 'fail') {
    finish(prediction, 'failed', 'CUDA error: out of memory');
  } else if (answer === 'at-once' && prediction.waited) {
    finish(prediction, 'succeeded');
  } else if (answer === 'never') {
    inBackground.add(prediction.id);
  } else if (answer === 'in-background') {
    inBackground.add(prediction.id);
    // One after the other: two timers due together (a busy event loop) may run out of
    // order, and a prediction moved back to processing would never finish.
    later(10, () => {
      prediction.status = 'processing';
      later(10, () => finish(prediction, 'succeeded'));
    });
  }
}

function createPrediction(
  state: ReplicateState,
  request: http.IncomingMessage,
  body: string,
  official: RegExpExecArray | null,
  reply: Reply,
) {
  const parsed = JSON.parse(body) as {
    version?: string;
    input: Record<string, unknown>;
    webhook?: string;
    webhook_events_filter?: string[];
  };
  const id = `pr_${randomBytes(6).toString('hex')}`;
  const api = `http://127.0.0.1:${state.port}/v1/predictions/${id}`;
  const prediction: FakePrediction = {
    id,
    status: 'starting',
    ...(official ? { model: `${official[1]}/${official[2]}` } : {}),
    ...(parsed.version ? { version: parsed.version } : {}),
    input: parsed.input,
    waited: String(request.headers.prefer ?? '').startsWith('wait'),
    ...(parsed.webhook ? { webhook: parsed.webhook } : {}),
    ...(parsed.webhook_events_filter
      ? { webhook_events_filter: parsed.webhook_events_filter }
      : {}),
    urls: { get: api, cancel: `${api}/cancel`, web: `https://replicate.com/p/${id}` },
    created_at: new Date().toISOString(),
  };
  startPrediction(state, prediction);
  return reply(201, prediction);
}

type Answer = [status: number, payload: unknown];
const NOT_FOUND: Answer = [404, { detail: 'Not found' }];

/** A prediction that does not run by itself moves on as it is read. */
function readPrediction(state: ReplicateState, id: string): Answer {
  const found = state.predictions.get(id);
  if (!found) return NOT_FOUND;
  if (state.inBackground.has(found.id)) return [200, found];
  if (found.status === 'starting') found.status = 'processing';
  else if (found.status === 'processing') state.finish(found, 'succeeded');
  return [200, found];
}

function cancelPrediction(state: ReplicateState, id: string): Answer {
  const found = state.predictions.get(id);
  if (!found) return NOT_FOUND;
  if (found.status === 'starting' || found.status === 'processing') {
    state.finish(found, 'canceled');
  }
  return [200, found];
}

function readTraining(state: ReplicateState, id: string): Answer {
  const training = state.trainings.get(id);
  return training ? [200, training] : NOT_FOUND;
}

function cancelTraining(state: ReplicateState, id: string): Answer {
  const training = state.trainings.get(id);
  if (!training) return NOT_FOUND;
  training.status = 'canceled';
  return [200, training];
}

/** The reads and cancels, each a method and a path whose one group is the id. */
const READS_AND_CANCELS: ReadonlyArray<{
  method: string;
  path: RegExp;
  act: (state: ReplicateState, id: string) => Answer;
}> = [
  { method: 'GET', path: /^\/v1\/predictions\/([^/]+)$/, act: readPrediction },
  { method: 'POST', path: /^\/v1\/predictions\/([^/]+)\/cancel$/, act: cancelPrediction },
  { method: 'GET', path: /^\/v1\/trainings\/([^/]+)$/, act: readTraining },
  { method: 'POST', path: /^\/v1\/trainings\/([^/]+)\/cancel$/, act: cancelTraining },
];

/** Reads and cancels of predictions and trainings; false when the request is none of them. */
function readOrCancel(
  state: ReplicateState,
  method: string | undefined,
  url: string,
  reply: Reply,
) {
  for (const { method: routeMethod, path, act } of READS_AND_CANCELS) {
    const match = method === routeMethod ? path.exec(url) : null;
    if (!match) continue;
    const [status, payload] = act(state, match[1] ?? '');
    reply(status, payload);
    return true;
  }
  return false;
}

/** Routes one finished request: the pictures (no auth), then the API behind its token. */
function handleReplicate(
  state: ReplicateState,
  token: string,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  body: string,
  picture: Buffer,
) {
  const url = request.url ?? '';
  const file = /^\/files\/([^/]+)\.png$/.exec(url);
  if (request.method === 'GET' && file) {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(picture);
    return;
  }
  const reply: Reply = (status, payload) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(payload));
  };
  if (request.headers.authorization !== `Bearer ${token}`) {
    return reply(401, { detail: 'Unauthenticated' });
  }
  const create = /^\/v1\/models\/([^/]+)\/([^/]+)\/versions\/([^/]+)\/trainings$/.exec(url);
  if (request.method === 'POST' && create) return createTraining(state, body, create, reply);
  const official = /^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(url);
  if (request.method === 'POST' && (official || request.url === '/v1/predictions')) {
    return createPrediction(state, request, body, official, reply);
  }
  if (readOrCancel(state, request.method, url, reply)) return;
  const version = /^\/v1\/models\/([^/]+)\/([^/]+)\/versions\/([^/]+)$/.exec(url);
  if (request.method === 'DELETE' && version) {
    state.deletedVersions.push(`${version[1]}/${version[2]}:${version[3]}`);
    response.writeHead(202).end();
    return;
  }
  return reply(404, { detail: `No route ${request.method} ${request.url}` });
}

/**
 * A local server speaking the parts of Replicate's HTTP API the providers use: create, read
 * and cancel a training, delete a trained model version (the likeness provider); create, read and cancel predictions, with the picture they
 * make served from `/files/`, and their signed `completed` webhook (the picture provider).
 */
export async function startFakeReplicate(options: {
  token: string;
  /** Where its webhooks go; without it, none is posted. */
  postWebhook?: WebhookPoster;
}) {
  const picture = await fakePicture();
  let sendWebhooks = true;
  /** The host in the output URLs: this server, under whichever name the test chose. */
  let filesHost = '127.0.0.1';
  /** Every webhook posted, with the status it was answered (0: it could not be posted). */
  const webhooks: { prediction: string; url: string; status: number }[] = [];
  const pending = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const requests: { method: string; url: string }[] = [];
  const state: ReplicateState = {
    port: 0,
    predictions: new Map(),
    inBackground: new Set(),
    trainings: new Map(),
    deletedVersions: [],
    predictionAnswer: () => 'at-once',
    finish,
    later,
  };
  const { predictions, trainings, deletedVersions } = state;

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '' });
      handleReplicate(state, options.token, request, response, body, picture);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.port = port;
  /** Ends a prediction and, as Replicate does, posts it to its webhook once it has answered. */
  function finish(
    prediction: FakePrediction,
    status: 'succeeded' | 'failed' | 'canceled',
    error?: string,
  ) {
    prediction.status = status;
    if (status === 'succeeded') {
      prediction.output = [`http://${filesHost}:${port}/files/${prediction.id}.png`];
      prediction.metrics = { predict_time: 4.2 };
    }
    if (error) prediction.error = error;
    const url = prediction.webhook;
    const postWebhook = options.postWebhook;
    if (!url || !postWebhook || !sendWebhooks) return;
    later(0, () => {
      const body = JSON.stringify(prediction);
      const post = postWebhook(url, { headers: sign(body), body })
        .catch(() => 0)
        .then((answered) => {
          webhooks.push({ prediction: prediction.id, url, status: answered });
        });
      pending.add(post);
      void post.finally(() => pending.delete(post));
    });
  }
  /** Signs a webhook delivery the way Replicate does (Standard Webhooks). */
  function sign(body: string, at = Math.floor(Date.now() / 1000)) {
    const id = `msg_${randomBytes(6).toString('hex')}`;
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const signature = createHmac('sha256', key).update(`${id}.${at}.${body}`).digest('base64');
    return {
      'webhook-id': id,
      'webhook-timestamp': String(at),
      'webhook-signature': `v1,${signature}`,
    };
  }

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    /** REPLICATE_DELIVERY_HOSTS for this fake: where its pictures are, by default. */
    deliveryHosts: '127.0.0.1',
    /** The host the next predictions' output URLs name (the files are served here under any). */
    serveFilesAs(host: string) {
      filesHost = host;
    },
    /** The downloads of predictions' pictures this fake served. */
    fileDownloads: () =>
      requests.filter((sent) => sent.method === 'GET' && sent.url.startsWith('/files/')),
    trainings,
    predictions,
    /**
     * Sets how every following prediction finishes, and whether it then posts its webhook
     * (`webhooks: false`: it never comes, as when it went astray).
     */
    /** How the next predictions end: one way for all, or decided from each one's input. */
    answerPredictions(
      answer: FakePredictionAnswer | ((input: Record<string, unknown>) => FakePredictionAnswer),
      settings: { webhooks?: boolean } = {},
    ) {
      state.predictionAnswer = typeof answer === 'function' ? answer : () => answer;
      sendWebhooks = settings.webhooks ?? true;
    },
    requests,
    /** The reads of one prediction (`GET /v1/predictions/{id}`). */
    readsOf: (id: string) =>
      requests.filter((sent) => sent.method === 'GET' && sent.url === `/v1/predictions/${id}`),
    webhooks,
    /** Once every webhook posted so far has been answered. */
    webhooksAnswered: () => Promise.all(pending).then(() => undefined),
    deletedVersions,
    secret,
    sign,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(pending);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
