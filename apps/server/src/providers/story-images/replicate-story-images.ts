import { performance } from 'node:perf_hooks';
import Replicate, { type Prediction } from 'replicate';
import type { Logger } from 'pino';
import { isReplicateDeliveryUrl } from '../replicate-delivery.js';
import { TRIGGER_WORD } from '../likeness/replicate-likeness.js';
import type { UsageReport } from '../usage.js';
import { DEFAULT_PICTURE_TIMEOUT_MS } from './image-model-story-images.js';
import { buildCharacterSheetPrompt, buildPicturePrompt } from './picture-prompt.js';
import { PictureRefusedError } from './picture-refused.js';
import { createPredictionWaiters, type PredictionWaiters } from './prediction-waiters.js';
import { ProviderError, providerErrorFromSdk } from '../provider-error.js';
import { readSafePicture } from './safe-picture.js';
import type {
  CharacterSheetRequest,
  Illustration,
  IllustrationRequest,
  StoryImagesProvider,
} from './story-images-provider.js';

export interface ReplicateImagesSettings {
  apiToken: string;
  /** Replicate's API origin (`…/v1`); tests point it at a local server. */
  baseUrl?: string | undefined;
  /** The text-to-image model for a child with neither a trained model nor a reference. */
  model: string;
  /** The model that redraws a reference picture into a scene (FLUX Kontext). */
  referenceModel?: string;
  /** The model that draws a scene from several references (see the default's comment). */
  multiReferenceModel?: string;
  timeoutMs?: number;
  /**
   * Where Replicate posts a finished prediction (the webhook entry, which checks its signature
   * and wakes the waiter); without one, predictions are only read.
   */
  webhookUrl?: string | undefined;
  /**
   * Before a running prediction is read again: always this long without a webhook; with one,
   * growing to five times it, since the webhook usually comes first.
   */
  pollMs?: number | undefined;
  /** The hosts (and their subdomains) a prediction's picture is downloaded from. */
  deliveryHosts: readonly string[];
}

export const DEFAULT_REPLICATE_REFERENCE_MODEL = 'black-forest-labs/flux-kontext-pro';
/**
 * The model that draws a scene from several reference pictures (the hero's sheet and each
 * child companion's, product.md#cast): Kontext takes one input image, this takes a list.
 */
export const DEFAULT_REPLICATE_MULTI_REFERENCE_MODEL = 'google/nano-banana';

/** How long the create call asks Replicate to hold the answer (`Prefer: wait`). */
const WAIT_SECONDS = 60;
const FINISHED = new Set(['succeeded', 'failed', 'canceled']);
/** FLUX's safety checker fails a prediction with words like these (E005 "flagged as sensitive"). */
const REFUSAL = /nsfw|sensitive|flagged|safety|moderation/i;

/** One prediction that makes one picture. */
interface PictureCall {
  /** The model named in the logs and the usage (a trained one as `owner/name:version`). */
  model: string;
  create: { input: object } & ({ model: string } | { version: string });
  /** Which picture, for the logs: `{ page, gentle }` for a story's page or cover. */
  what: Record<string, unknown>;
  onUsage: UsageReport | undefined;
}

/**
 * Which model draws a picture: the child's trained LoRA (with its trigger word) when there
 * is one; FLUX Kontext redrawing the reference picture when there is one (Kontext takes one
 * input image); the text-to-image model otherwise. `prompt` is asked with or without the
 * reference in mind.
 */
function pictureCall(
  settings: ReplicateImagesSettings,
  picture: {
    what: Record<string, unknown>;
    onUsage: UsageReport | undefined;
    trained: string | null;
    reference: Illustration | undefined;
    /** More references than the first (a child companion's sheet): one call takes them all. */
    others?: Illustration[];
    prompt: (withReference: boolean) => string;
  },
): PictureCall {
  const { what, onUsage, trained, reference, others = [] } = picture;
  const common = { aspect_ratio: '1:1', output_format: 'png' };
  // Inline as data URIs, so nothing is left behind in the account's file storage. (The
  // client's own 'data-uri' strategy is broken in replicate 1.4: it sends the client.)
  const dataUri = (image: Illustration) =>
    `data:${image.contentType};base64,${image.data.toString('base64')}`;
  if (reference && others.length > 0) {
    const model = settings.multiReferenceModel ?? DEFAULT_REPLICATE_MULTI_REFERENCE_MODEL;
    return {
      what,
      onUsage,
      model,
      create: {
        model,
        input: {
          ...common,
          prompt: picture.prompt(true),
          image_input: [reference, ...others].map(dataUri),
        },
      },
    };
  }
  if (trained?.includes(':')) {
    const prompt = `${TRIGGER_WORD}, ${picture.prompt(false)}`;
    const version = trained.split(':')[1] ?? '';
    return {
      what,
      onUsage,
      model: trained,
      create: { version, input: { ...common, prompt, num_outputs: 1 } },
    };
  }
  if (reference) {
    const model = settings.referenceModel ?? DEFAULT_REPLICATE_REFERENCE_MODEL;
    const inputImage = dataUri(reference);
    return {
      what,
      onUsage,
      model,
      create: {
        model,
        input: { ...common, prompt: picture.prompt(true), input_image: inputImage },
      },
    };
  }
  const input = { ...common, prompt: picture.prompt(false), safety_tolerance: 2 };
  return { what, onUsage, model: settings.model, create: { model: settings.model, input } };
}

/**
 * Pictures from Replicate: the child's own trained FLUX LoRA (with its trigger word) when the
 * child was trained on Replicate; FLUX Kontext redrawing the hero's reference when there is
 * one; a text-to-image FLUX model otherwise.
 *
 * A prediction is created with `Prefer: wait` (a fast model answers in the create call) and a
 * webhook. The job waits for its picture, so the webhook only wakes the waiting call at once;
 * reading the prediction again stays the fallback, because the webhook may reach another
 * process behind PUBLIC_URL, or never come.
 */
export function createReplicateStoryImages(
  settings: ReplicateImagesSettings,
  options: {
    log?: Logger | undefined;
    /** The calls waiting for their prediction, which the webhook entry wakes (index.ts). */
    waiters?: PredictionWaiters;
  } = {},
): StoryImagesProvider {
  const { log } = options;
  const client = new Replicate({
    auth: settings.apiToken,
    useFileOutput: false,
    ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
  });
  const timeoutMs = settings.timeoutMs ?? DEFAULT_PICTURE_TIMEOUT_MS;
  const pollMs = settings.pollMs ?? 1000;
  const longestPollMs = settings.webhookUrl ? pollMs * 5 : pollMs;
  const waiters = options.waiters ?? createPredictionWaiters();

  /**
   * Reads the prediction again until it finishes or `deadline` passes (then it is returned as
   * last read). Its webhook wakes the wait early; without one, every wait is `pollMs`.
   */
  const settle = async (created: Prediction, deadline: number) => {
    let prediction = created;
    for (let waitMs = pollMs; !FINISHED.has(prediction.status);) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      await waiters.wait(prediction.id, Math.min(waitMs, left));
      waitMs = Math.min(waitMs * 1.5, longestPollMs);
      prediction = await client.predictions.get(prediction.id);
    }
    return prediction;
  };

  /** The whole life of one picture's prediction: create, wait, download, report its cost. */
  const predict = async (call: PictureCall): Promise<Illustration> => {
    const started = performance.now();
    const deadline = Date.now() + timeoutMs;
    let prediction: Prediction | undefined;
    /** Tells onUsage what the call cost (a failed one too); answers its log line's fields. */
    const reportUsage = (pictures: number) => {
      const seconds = Math.round(performance.now() - started) / 1000;
      call.onUsage?.({ provider: 'replicate', model: call.model, calls: 1, pictures, seconds });
      return {
        provider: 'replicate',
        model: call.model,
        ...call.what,
        prediction: prediction?.id,
        status: prediction?.status,
        predictSeconds: prediction?.metrics?.predict_time,
        seconds,
      };
    };
    try {
      prediction = await client.predictions.create({
        ...call.create,
        wait: WAIT_SECONDS,
        ...(settings.webhookUrl
          ? { webhook: settings.webhookUrl, webhook_events_filter: ['completed' as const] }
          : {}),
      });
      prediction = await settle(prediction, deadline);
      if (!FINISHED.has(prediction.status)) {
        await client.predictions.cancel(prediction.id).catch(() => undefined);
        throw new Error(`Replicate prediction ${prediction.id} took longer than ${timeoutMs} ms`);
      }
      if (prediction.status !== 'succeeded') {
        const error = typeof prediction.error === 'string' ? prediction.error : prediction.status;
        if (REFUSAL.test(error)) throw new PictureRefusedError('replicate', error);
        throw new Error(`Replicate prediction ${prediction.id} ${prediction.status}: ${error}`);
      }
      const picture = await download(prediction, settings.deliveryHosts);
      const logged = reportUsage(1);
      log?.info(logged, 'story picture call');
      return picture;
    } catch (error) {
      // A failed call is paid for too (and a refused one is one of the refusal path's tries).
      const refused = error instanceof PictureRefusedError;
      const logged = reportUsage(0);
      log?.warn(
        { ...logged, ...(refused ? { refusal: error.message } : { err: error }) },
        refused ? 'story picture refused' : 'story picture call failed',
      );
      throw providerErrorFromSdk('replicate', error);
    }
  };

  /** A page or the cover, drawn from the child's character sheet when there is one. */
  const pageCall = (request: IllustrationRequest): PictureCall => {
    const gentle = request.gentle ?? false;
    return pictureCall(settings, {
      what: { page: request.pageIndex, gentle },
      onUsage: request.onUsage,
      trained: request.child.modelVersion,
      reference: request.references?.[0],
      others: request.references?.slice(1) ?? [],
      prompt: (withReferences) => buildPicturePrompt(request, { gentle, withReferences }),
    });
  };

  /** The character sheet: from the first photo; gently, from words alone. */
  const sheetCall = (request: CharacterSheetRequest): PictureCall => {
    const gentle = request.gentle ?? false;
    return pictureCall(settings, {
      what: { page: 'character sheet', gentle },
      onUsage: request.onUsage,
      trained: request.child.modelVersion,
      reference: gentle ? undefined : request.photos[0],
      prompt: (withPhotos) => buildCharacterSheetPrompt(request.child, { withPhotos }),
    });
  };

  return {
    kind: 'replicate',
    illustrate: (request) => predict(pageCall(request)),
    drawCharacterSheet: (request) => predict(sheetCall(request)),
    predictionFinished: (predictionId) => waiters.deliver(predictionId),
  };
}

/**
 * The picture a succeeded prediction made, from the URL in its output: only from Replicate's
 * delivery hosts. A URL elsewhere fails for good; asking again would not move it.
 */
async function download(prediction: Prediction, hosts: readonly string[]): Promise<Illustration> {
  const output: unknown = prediction.output;
  const url: unknown = Array.isArray(output) ? (output as unknown[])[0] : output;
  if (typeof url !== 'string') throw new Error('Replicate answered no picture URL');
  if (!isReplicateDeliveryUrl(url, hosts)) {
    throw new ProviderError(
      `Replicate's picture is not on its delivery hosts (${hostOf(url)}; REPLICATE_DELIVERY_HOSTS)`,
      { vendor: 'replicate', isRetryable: false },
    );
  }
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`Replicate's picture answered ${response.status}`);
  // Capped while it is read, and only a raster picture as its bytes say, encoded again.
  return readSafePicture(response, { from: 'Replicate' });
}

/** A URL's host for a message (never its path or query). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'not a URL';
  }
}
