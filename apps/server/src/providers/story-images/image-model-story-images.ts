import { performance } from 'node:perf_hooks';
import { generateImage, RetryError, type ImageModel } from 'ai';
import type { Logger } from 'pino';
import { buildPicturePrompt } from './picture-prompt.js';
import { PictureRefusedError } from './picture-refused.js';
import {
  ILLUSTRATION_TYPES,
  type IllustrationType,
  type StoryImagesProvider,
} from './story-images-provider.js';

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
 * vendors that take images). A refusal becomes PictureRefusedError; anything else is thrown
 * as it is, for the job to retry.
 */
export function createImageModelStoryImages(
  options: ImageModelStoryImagesOptions,
): StoryImagesProvider {
  const { kind, modelId, model, log } = options;
  return {
    kind,
    async illustrate(request) {
      const references = request.references ?? [];
      const text = buildPicturePrompt(request, {
        gentle: request.gentle ?? false,
        withReferences: references.length > 0,
      });
      const started = performance.now();
      try {
        const result = await generateImage({
          model,
          prompt:
            references.length > 0
              ? { text, images: references.map((reference) => reference.data) }
              : text,
          ...options.call,
          abortSignal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_PICTURE_TIMEOUT_MS),
          ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
        });
        const contentType = result.image.mediaType;
        if (!(contentType in ILLUSTRATION_TYPES)) {
          throw new Error(`${kind} answered a picture of type ${contentType}`);
        }
        const seconds = Math.round(performance.now() - started) / 1000;
        log?.info(
          {
            provider: kind,
            model: modelId,
            page: request.pageIndex,
            gentle: request.gentle ?? false,
            references: references.length,
            inputTokens: result.usage.inputTokens,
            outputTokens: result.usage.outputTokens,
            seconds,
          },
          'story picture call',
        );
        request.onUsage?.({
          provider: kind,
          model: modelId,
          calls: 1,
          inputTokens: result.usage.inputTokens,
          outputTokens: result.usage.outputTokens,
          pictures: 1,
          seconds,
        });
        return {
          data: Buffer.from(result.image.uint8Array),
          contentType: contentType as IllustrationType,
        };
      } catch (error) {
        const cause = RetryError.isInstance(error) ? error.lastError : error;
        const refusal = options.refusalOf(cause);
        request.onUsage?.({
          provider: kind,
          model: modelId,
          calls: 1,
          pictures: 0,
          seconds: Math.round(performance.now() - started) / 1000,
        });
        log?.warn(
          {
            provider: kind,
            model: modelId,
            page: request.pageIndex,
            seconds: Math.round(performance.now() - started) / 1000,
            ...(refusal ? { refusal } : { err: cause }),
          },
          refusal ? 'story picture refused' : 'story picture call failed',
        );
        if (refusal) throw new PictureRefusedError(kind, refusal);
        throw cause;
      }
    },
  };
}
