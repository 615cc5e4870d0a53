import { performance } from 'node:perf_hooks';
import { generateImage, RetryError, type ImageModel } from 'ai';
import type { Logger } from 'pino';
import { providerErrorFromSdk } from '../provider-error.js';
import { buildCharacterSheetPrompt, buildPicturePrompt } from './picture-prompt.js';
import { PictureRefusedError } from './picture-refused.js';
import type { UsageReport } from '../usage.js';
import { toSafePicture } from './safe-picture.js';
import type { Illustration, StoryImagesProvider } from './story-images-provider.js';

/**
 * One call, the SDK's retries of 429s (waiting as Retry-After says) and 5xx included. Eleven
 * pictures at four at a time stay well inside the job timeout.
 */
export const DEFAULT_PICTURE_TIMEOUT_MS = 180_000;

export interface ImageModelStoryImagesOptions {
  kind: string;
  modelId: string;
  model: ImageModel;
  /** The call's shape for this vendor: its aspect ratio or size and its own options. */
  call: Pick<Parameters<typeof generateImage>[0], 'aspectRatio' | 'size' | 'providerOptions'>;
  /** Why the vendor refused the picture for its content, or undefined for any other error. */
  refusalOf: (error: unknown) => string | undefined;
  timeoutMs?: number;
  maxRetries?: number;
  log?: Logger;
}

/**
 * Pictures from an image model through the AI SDK's `generateImage`: the shared picture
 * prompt, with the hero's reference images when there are any (an edit of them, for the
 * vendors that take images). A refusal becomes PictureRefusedError; an HTTP error a
 * ProviderError (retryable for a 429 or 5xx), anything else is thrown as it is, for the job
 * to retry.
 */
export function createImageModelStoryImages(
  options: ImageModelStoryImagesOptions,
): StoryImagesProvider {
  const { kind, modelId, model, log } = options;

  /** One call for one picture: `what` names it in the logs (a page, the cover, the sheet). */
  const draw = async (call: {
    text: string;
    images: Illustration[];
    what: Record<string, unknown>;
    onUsage: UsageReport | undefined;
  }): Promise<Illustration> => {
    const { images, what, onUsage } = call;
    const started = performance.now();
    let answered: Uint8Array;
    const elapsed = () => Math.round(performance.now() - started) / 1000;
    try {
      const result = await generateImage({
        model,
        prompt:
          images.length > 0
            ? { text: call.text, images: images.map((image) => image.data) }
            : call.text,
        ...options.call,
        abortSignal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_PICTURE_TIMEOUT_MS),
        ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
      });
      const seconds = elapsed();
      const tokens = {
        inputTokens: result.usage.inputTokens,
        outputTokens: result.usage.outputTokens,
      };
      log?.info(
        { provider: kind, model: modelId, ...what, references: images.length, ...tokens, seconds },
        'story picture call',
      );
      onUsage?.({ provider: kind, model: modelId, calls: 1, ...tokens, pictures: 1, seconds });
      answered = result.image.uint8Array;
    } catch (error) {
      const cause = RetryError.isInstance(error) ? error.lastError : error;
      const refusal = options.refusalOf(cause);
      const seconds = elapsed();
      onUsage?.({ provider: kind, model: modelId, calls: 1, pictures: 0, seconds });
      log?.warn(
        {
          provider: kind,
          model: modelId,
          ...what,
          seconds,
          ...(refusal ? { refusal } : { err: cause }),
        },
        refusal ? 'story picture refused' : 'story picture call failed',
      );
      if (refusal) throw new PictureRefusedError(kind, refusal);
      throw providerErrorFromSdk(kind, cause);
    }
    // Paid for and logged above; the bytes say what they are, not the media type
    // the SDK guessed or was told.
    return toSafePicture(answered, { from: kind });
  };

  return {
    kind,
    illustrate(request) {
      const references = request.references ?? [];
      return draw({
        text: buildPicturePrompt(request, {
          gentle: request.gentle ?? false,
          withReferences: references.length > 0,
        }),
        images: references,
        what: { page: request.pageIndex, gentle: request.gentle ?? false },
        onUsage: request.onUsage,
      });
    },
    drawCharacterSheet(request) {
      // Gently means without the photos: a filter that refuses photos of children (Gemini's,
      // in some countries) may still draw the child from words.
      const photos = request.gentle ? [] : request.photos;
      return draw({
        text: buildCharacterSheetPrompt(request.child, { withPhotos: photos.length > 0 }),
        images: photos,
        what: { page: 'character sheet', gentle: request.gentle ?? false },
        onUsage: request.onUsage,
      });
    },
  };
}
