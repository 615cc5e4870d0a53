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
  const predictions = new Map<string, FakePrediction>();
  let predictionAnswer: (input: Record<string, unknown>) => FakePredictionAnswer = () => 'at-once';
  let sendWebhooks = true;
  /** The host in the output URLs: this server, under whichever name the test chose. */
  let filesHost = '127.0.0.1';
  /** The predictions that finish by themselves, however often they are read. */
  const inBackground = new Set<string>();
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
  const trainings = new Map<string, FakeTraining>();
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const requests: { method: string; url: string }[] = [];
  /** `owner/name:id` of every model version deleted through the API. */
  const deletedVersions: string[] = [];

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '' });
      const file = /^\/files\/([^/]+)\.png$/.exec(request.url ?? '');
      if (request.method === 'GET' && file) {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(picture);
        return;
      }
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== `Bearer ${options.token}`) {
        return reply(401, { detail: 'Unauthenticated' });
      }
      const create = /^\/v1\/models\/([^/]+)\/([^/]+)\/versions\/([^/]+)\/trainings$/.exec(
        request.url ?? '',
      );
      if (request.method === 'POST' && create) {
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
        trainings.set(training.id, training);
        return reply(201, { ...training, model: `${create[1]}/${create[2]}`, version: create[3] });
      }
      const official = /^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(request.url ?? '');
      if (request.method === 'POST' && (official || request.url === '/v1/predictions')) {
        const parsed = JSON.parse(body) as {
          version?: string;
          input: Record<string, unknown>;
          webhook?: string;
          webhook_events_filter?: string[];
        };
        const id = `pr_${randomBytes(6).toString('hex')}`;
        const api = `http://127.0.0.1:${port}/v1/predictions/${id}`;
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
        predictions.set(prediction.id, prediction);
        const answer = predictionAnswer(prediction.input);
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
        return reply(201, prediction);
      }
      const prediction = /^\/v1\/predictions\/([^/]+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && prediction) {
        const found = predictions.get(prediction[1] ?? '');
        if (!found) return reply(404, { detail: 'Not found' });
        // A prediction that does not run by itself moves on as it is read.
        if (inBackground.has(found.id)) return reply(200, found);
        if (found.status === 'starting') found.status = 'processing';
        else if (found.status === 'processing') finish(found, 'succeeded');
        return reply(200, found);
      }
      const cancelPrediction = /^\/v1\/predictions\/([^/]+)\/cancel$/.exec(request.url ?? '');
      if (request.method === 'POST' && cancelPrediction) {
        const found = predictions.get(cancelPrediction[1] ?? '');
        if (!found) return reply(404, { detail: 'Not found' });
        if (found.status === 'starting' || found.status === 'processing') {
          finish(found, 'canceled');
        }
        return reply(200, found);
      }
      const get = /^\/v1\/trainings\/([^/]+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && get) {
        const training = trainings.get(get[1] ?? '');
        return training ? reply(200, training) : reply(404, { detail: 'Not found' });
      }
      const cancel = /^\/v1\/trainings\/([^/]+)\/cancel$/.exec(request.url ?? '');
      if (request.method === 'POST' && cancel) {
        const training = trainings.get(cancel[1] ?? '');
        if (!training) return reply(404, { detail: 'Not found' });
        training.status = 'canceled';
        return reply(200, training);
      }
      const version = /^\/v1\/models\/([^/]+)\/([^/]+)\/versions\/([^/]+)$/.exec(request.url ?? '');
      if (request.method === 'DELETE' && version) {
        deletedVersions.push(`${version[1]}/${version[2]}:${version[3]}`);
        response.writeHead(202).end();
        return;
      }
      return reply(404, { detail: `No route ${request.method} ${request.url}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
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
      predictionAnswer = typeof answer === 'function' ? answer : () => answer;
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
