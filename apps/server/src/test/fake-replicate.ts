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
}

/**
 * How the fake finishes a prediction: at once (within `Prefer: wait`), over two more reads
 * (starting → processing → succeeded), or refused by the safety checker.
 */
export type FakePredictionAnswer = 'at-once' | 'slowly' | 'refuse';

/**
 * A local server speaking the parts of Replicate's HTTP API the providers use: create, read
 * and cancel a training, delete a trained model version, the account's webhook signing
 * secret (the likeness provider); create and read predictions, with the picture they make
 * served from `/files/` (the picture provider).
 */
export async function startFakeReplicate(options: { token: string }) {
  const picture = await fakePicture();
  const predictions = new Map<string, FakePrediction>();
  let predictionAnswer: FakePredictionAnswer = 'at-once';
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
        const parsed = JSON.parse(body) as { version?: string; input: Record<string, unknown> };
        const prediction: FakePrediction = {
          id: `pr_${randomBytes(6).toString('hex')}`,
          status: 'starting',
          ...(official ? { model: `${official[1]}/${official[2]}` } : {}),
          ...(parsed.version ? { version: parsed.version } : {}),
          input: parsed.input,
          waited: String(request.headers.prefer ?? '').startsWith('wait'),
        };
        predictions.set(prediction.id, prediction);
        if (predictionAnswer === 'refuse') {
          prediction.status = 'failed';
          prediction.error = 'E005: The input or output was flagged as sensitive.';
        } else if (predictionAnswer === 'at-once' && prediction.waited) finish(prediction);
        return reply(201, prediction);
      }
      const prediction = /^\/v1\/predictions\/([^/]+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && prediction) {
        const found = predictions.get(prediction[1] ?? '');
        if (!found) return reply(404, { detail: 'Not found' });
        if (found.status === 'starting') found.status = 'processing';
        else if (found.status === 'processing') finish(found);
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
      if (request.method === 'GET' && request.url === '/v1/webhooks/default/secret') {
        return reply(200, { key: secret });
      }
      return reply(404, { detail: `No route ${request.method} ${request.url}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  function finish(prediction: FakePrediction) {
    prediction.status = 'succeeded';
    prediction.output = [`http://127.0.0.1:${port}/files/${prediction.id}.png`];
    prediction.metrics = { predict_time: 4.2 };
  }

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    trainings,
    predictions,
    /** Sets how every following prediction finishes. */
    answerPredictions(answer: FakePredictionAnswer) {
      predictionAnswer = answer;
    },
    requests,
    deletedVersions,
    secret,
    /** Signs a webhook delivery the way Replicate does (Standard Webhooks). */
    sign(body: string, at = Math.floor(Date.now() / 1000)) {
      const id = `msg_${randomBytes(6).toString('hex')}`;
      const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
      const signature = createHmac('sha256', key).update(`${id}.${at}.${body}`).digest('base64');
      return {
        'webhook-id': id,
        'webhook-timestamp': String(at),
        'webhook-signature': `v1,${signature}`,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
