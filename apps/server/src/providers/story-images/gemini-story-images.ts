import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { NoImageGeneratedError } from 'ai';
import type { Logger } from 'pino';
import { createImageModelStoryImages } from './image-model-story-images.js';
import type { ImageProviderSettings, StoryImagesProvider } from './story-images-provider.js';

/**
 * Google's Gemini image models (`generateContent` with an image-only answer): the hero's
 * references go in as inline image parts, the picture comes back square like the book's.
 * A picture its safety filter stops comes back empty (finishReason IMAGE_SAFETY): a refusal.
 */
export function createGeminiStoryImages(
  settings: ImageProviderSettings,
  log?: Logger,
): StoryImagesProvider {
  const google = createGoogleGenerativeAI({
    apiKey: settings.apiKey,
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
    name: 'story-images.gemini',
  });
  return createImageModelStoryImages({
    kind: 'gemini',
    modelId: settings.model,
    model: google.image(settings.model),
    call: { aspectRatio: '1:1' },
    refusalOf: (error) =>
      NoImageGeneratedError.isInstance(error) ? 'no picture came back (safety filter)' : undefined,
    ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
    ...(log ? { log } : {}),
  });
}
