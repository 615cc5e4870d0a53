import type { Logger } from 'pino';
import { createOfflineStoryImages } from './offline-story-images.js';
import type { ReplicateImagesSettings } from './replicate-story-images.js';
import type {
  ImageProviderKind,
  ImageProviderSettings,
  StoryImagesProvider,
} from './story-images-provider.js';
import { withRefusalFallbacks } from './with-fallbacks.js';

export type ImageProviderConfig =
  | { kind: 'offline' }
  | ({ kind: 'gemini' | 'openai' } & ImageProviderSettings)
  | ({ kind: 'replicate' } & ReplicateImagesSettings);

export type StoryImagesSettings = {
  kind: ImageProviderKind;
  /** The provider's settings (STORY_IMAGES_MODEL, _API_KEY, _BASE_URL). */
  provider: ImageProviderConfig;
  /** Tried in order when the provider refuses a page (STORY_IMAGES_FALLBACK). */
  fallbacks: ImageProviderConfig[];
  /** Pictures drawn at once by one worker process. */
  concurrency: number;
  offlineDelayMs: number;
};

/**
 * Picks the illustrator from config, with its fallbacks for refused pages. A real provider's
 * SDK loads with its first picture, so a server on the offline illustrator never carries it.
 */
export function createStoryImages(
  settings: StoryImagesSettings,
  options: { log?: Logger } = {},
): StoryImagesProvider {
  const create = (config: ImageProviderConfig) => createOne(config, settings, options.log);
  const primary = create(settings.provider);
  if (settings.provider.kind === 'offline') return primary;
  return withRefusalFallbacks(primary, settings.fallbacks.map(create), options.log);
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
    case 'replicate':
      return loadOnFirstPicture(
        'replicate',
        async () => {
          const { createReplicateStoryImages } = await import('./replicate-story-images.js');
          return createReplicateStoryImages(config, log);
        },
        { receivesWebhooks: true },
      );
  }
}

function loadOnFirstPicture(
  kind: string,
  load: () => Promise<StoryImagesProvider>,
  options: { receivesWebhooks?: boolean } = {},
): StoryImagesProvider {
  let loaded: Promise<StoryImagesProvider> | undefined;
  const provider = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
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
    // A webhook may come before this process drew anything (another one asked): it still
    // loads the SDK, which checks the signature.
    ...(options.receivesWebhooks
      ? {
          async receiveWebhook(delivery) {
            const loadedProvider = await provider();
            return loadedProvider.receiveWebhook?.(delivery) ?? 'forged';
          },
        }
      : {}),
  };
}
