import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import Replicate, { type Prediction } from 'replicate';
import type { Logger } from 'pino';
import { TRIGGER_WORD } from '../likeness/replicate-likeness.js';
import { DEFAULT_PICTURE_TIMEOUT_MS } from './image-model-story-images.js';
import { buildPicturePrompt } from './picture-prompt.js';
import { PictureRefusedError } from './picture-refused.js';
import {
  ILLUSTRATION_TYPES,
  type IllustrationRequest,
  type IllustrationType,
  type StoryImagesProvider,
} from './story-images-provider.js';

export interface ReplicateImagesSettings {
  apiToken: string;
  /** Replicate's API origin (`…/v1`); tests point it at a local server. */
  baseUrl?: string | undefined;
  /** The text-to-image model for a child with neither a trained model nor a reference. */
  model: string;
  /** The model that redraws a reference picture into a scene (FLUX Kontext). */
  referenceModel?: string;
  timeoutMs?: number;
  /** Between two reads of a prediction that is still running. */
  pollMs?: number;
}

export const DEFAULT_REPLICATE_REFERENCE_MODEL = 'black-forest-labs/flux-kontext-pro';

/** How long the create call asks Replicate to hold the answer (`Prefer: wait`). */
const WAIT_SECONDS = 60;
const FINISHED = new Set(['succeeded', 'failed', 'canceled']);
/** FLUX's safety checker fails a prediction with words like these (E005 "flagged as sensitive"). */
const REFUSAL = /nsfw|sensitive|flagged|safety|moderation/i;

/**
 * Pictures from Replicate: the child's own trained FLUX LoRA (with its trigger word) when the
 * child was trained on Replicate; FLUX Kontext redrawing the hero's reference when there is
 * one; a text-to-image FLUX model otherwise. A prediction is created with `Prefer: wait` and
 * read again until it finishes; the job waits for its picture, so no webhook is needed.
 */
export function createReplicateStoryImages(
  settings: ReplicateImagesSettings,
  log?: Logger,
): StoryImagesProvider {
  const client = new Replicate({
    auth: settings.apiToken,
    useFileOutput: false,
    ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
  });
  const timeoutMs = settings.timeoutMs ?? DEFAULT_PICTURE_TIMEOUT_MS;
  const pollMs = settings.pollMs ?? 1000;

  const target = (request: IllustrationRequest) => {
    const reference = request.references?.[0];
    const trained = request.child.modelVersion;
    const common = { aspect_ratio: '1:1', output_format: 'png' };
    if (trained?.includes(':')) {
      const prompt = `${TRIGGER_WORD}, ${buildPicturePrompt(request, { gentle: request.gentle ?? false })}`;
      const version = trained.split(':')[1] ?? '';
      return { model: trained, create: { version, input: { ...common, prompt, num_outputs: 1 } } };
    }
    if (reference) {
      const model = settings.referenceModel ?? DEFAULT_REPLICATE_REFERENCE_MODEL;
      const prompt = buildPicturePrompt(request, {
        gentle: request.gentle ?? false,
        withReferences: true,
      });
      // Inline as a data URI, so nothing is left behind in the account's file storage. (The
      // client's own 'data-uri' strategy is broken in replicate 1.4: it sends the client.)
      const inputImage = `data:${reference.contentType};base64,${reference.data.toString('base64')}`;
      return { model, create: { model, input: { ...common, prompt, input_image: inputImage } } };
    }
    const prompt = buildPicturePrompt(request, { gentle: request.gentle ?? false });
    return {
      model: settings.model,
      create: { model: settings.model, input: { ...common, prompt, safety_tolerance: 2 } },
    };
  };

  return {
    kind: 'replicate',
    async illustrate(request) {
      const { model, create } = target(request);
      const started = performance.now();
      const deadline = Date.now() + timeoutMs;
      const report = (pictures: number, prediction?: Prediction) => {
        const seconds = Math.round(performance.now() - started) / 1000;
        request.onUsage?.({ provider: 'replicate', model, calls: 1, pictures, seconds });
        log?.info(
          {
            provider: 'replicate',
            model,
            page: request.pageIndex,
            prediction: prediction?.id,
            status: prediction?.status,
            predictSeconds: prediction?.metrics?.predict_time,
            seconds,
          },
          pictures > 0 ? 'story picture call' : 'story picture call failed',
        );
      };
      let prediction = await client.predictions.create({ ...create, wait: WAIT_SECONDS });
      while (!FINISHED.has(prediction.status)) {
        if (Date.now() > deadline) {
          await client.predictions.cancel(prediction.id).catch(() => undefined);
          report(0, prediction);
          throw new Error(`Replicate prediction ${prediction.id} took longer than ${timeoutMs} ms`);
        }
        await sleep(pollMs);
        prediction = await client.predictions.get(prediction.id);
      }
      if (prediction.status !== 'succeeded') {
        report(0, prediction);
        const error = typeof prediction.error === 'string' ? prediction.error : prediction.status;
        if (REFUSAL.test(error)) throw new PictureRefusedError('replicate', error);
        throw new Error(`Replicate prediction ${prediction.id} ${prediction.status}: ${error}`);
      }
      const output: unknown = prediction.output;
      const url: unknown = Array.isArray(output) ? (output as unknown[])[0] : output;
      if (typeof url !== 'string') throw new Error('Replicate answered no picture URL');
      const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
      if (!response.ok) throw new Error(`Replicate's picture answered ${response.status}`);
      const data = Buffer.from(await response.arrayBuffer());
      const contentType = (response.headers.get('content-type') ?? 'image/png').split(';')[0];
      if (!contentType || !(contentType in ILLUSTRATION_TYPES)) {
        throw new Error(`Replicate answered a picture of type ${contentType}`);
      }
      report(1, prediction);
      return { data, contentType: contentType as IllustrationType };
    },
  };
}
