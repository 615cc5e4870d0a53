import { createOpenAI } from '@ai-sdk/openai';
import { APICallError } from 'ai';
import type { Logger } from 'pino';
import { createImageModelStoryImages } from './image-model-story-images.js';
import type { ImageProviderSettings, StoryImagesProvider } from './story-images-provider.js';

/**
 * OpenAI's Images API (or a server speaking it): with references, an `edits` call that keeps
 * the hero's face at high input fidelity; without, a plain generation. Its moderation answers
 * 400 `moderation_blocked`, sometimes for harmless children's pages: a refusal.
 */
export function createOpenAiStoryImages(
  settings: ImageProviderSettings,
  log?: Logger,
): StoryImagesProvider {
  const openai = createOpenAI({
    apiKey: settings.apiKey,
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
    name: 'story-images.openai',
  });
  return createImageModelStoryImages({
    kind: 'openai',
    modelId: settings.model,
    model: openai.image(settings.model),
    call: {
      size: '1024x1024',
      providerOptions: { openai: { inputFidelity: 'high', quality: 'medium' } },
    },
    refusalOf: (error) =>
      APICallError.isInstance(error) &&
      error.statusCode === 400 &&
      (error.responseBody ?? '').includes('moderation_blocked')
        ? 'blocked by moderation'
        : undefined,
    ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
    ...(log ? { log } : {}),
  });
}
