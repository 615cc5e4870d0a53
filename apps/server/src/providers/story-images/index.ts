import type { Logger } from 'pino';
import { loadOnFirstUse } from '../load-on-first-use.js';
import { createOfflineStoryImages } from './offline-story-images.js';
import { createPredictionWaiters } from './prediction-waiters.js';
import type { ImageProviderConfig, StoryImagesSettings } from './story-images-settings.js';
import type { StoryImagesProvider } from './story-images-provider.js';
import { withRefusalFallbacks } from './with-fallbacks.js';

/**
 * Picks the illustrator from its settings, with its fallbacks for refused pages. A real
 * provider's SDK loads with its first picture, so a server on the offline illustrator never
 * carries it.
 */
export async function createStoryImagesProvider(
  settings: StoryImagesSettings,
  deps: { log?: Logger },
): Promise<StoryImagesProvider> {
  const create = (config: ImageProviderConfig) => createOne(config, settings, deps.log);
  const primary = create(settings.provider);
  if (settings.provider.kind === 'offline') return primary;
  return withRefusalFallbacks(primary, settings.fallbacks.map(create), deps.log);
}

function createOne(
  config: ImageProviderConfig,
  settings: StoryImagesSettings,
  log: Logger | undefined,
): StoryImagesProvider {
  switch (config.kind) {
    case 'offline':
      return createOfflineStoryImages({ delayMs: settings.offlineDelayMs });
    case 'gemini':
      return loadOnFirstPicture('gemini', async () => {
        const { createGeminiStoryImages } = await import('./gemini-story-images.js');
        return createGeminiStoryImages(config, log);
      });
    case 'openai':
      return loadOnFirstPicture('openai', async () => {
        const { createOpenAiStoryImages } = await import('./openai-story-images.js');
        return createOpenAiStoryImages(config, log);
      });
    case 'replicate': {
      // Kept outside the part that loads: a webhook may come before this process drew
      // anything (another process asked), and waking nobody needs no SDK.
      const waiters = createPredictionWaiters();
      return {
        ...loadOnFirstPicture('replicate', async () => {
          const { createReplicateStoryImages } = await import('./replicate-story-images.js');
          return createReplicateStoryImages(config, { log, waiters });
        }),
        predictionFinished: (predictionId) => waiters.deliver(predictionId),
      };
    }
  }
}

function loadOnFirstPicture(
  kind: string,
  load: () => Promise<StoryImagesProvider>,
): StoryImagesProvider {
  const provider = loadOnFirstUse(load);
  return {
    kind,
    async illustrate(request) {
      return (await provider()).illustrate(request);
    },
    // Every real provider draws from a reference picture, so each draws the child's sheet.
    async drawCharacterSheet(request) {
      const loadedProvider = await provider();
      if (!loadedProvider.drawCharacterSheet) throw new Error(`${kind} draws no character sheet`);
      return loadedProvider.drawCharacterSheet(request);
    },
  };
}
