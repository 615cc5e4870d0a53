import type { Logger } from 'pino';
import { createOfflineStoryText } from './offline-story-text.js';
import type { LanguageModelSettings, StoryTextProvider } from './story-text-provider.js';

export type StoryTextSettings =
  { kind: 'offline' } | ({ kind: 'openai' | 'anthropic' } & LanguageModelSettings);

/**
 * Picks the writer from config. The AI SDK loads on the first story, not at start-up, so a
 * server on the offline writer (or one not yet writing) does not carry it in memory.
 */
export function createStoryText(
  settings: StoryTextSettings,
  options: { log?: Logger } = {},
): StoryTextProvider {
  switch (settings.kind) {
    case 'offline':
      return createOfflineStoryText();
    case 'openai':
      return loadOnFirstWrite('openai', async () => {
        const { createOpenAiStoryText } = await import('./openai-story-text.js');
        return createOpenAiStoryText(settings, options.log);
      });
    case 'anthropic':
      return loadOnFirstWrite('anthropic', async () => {
        const { createAnthropicStoryText } = await import('./anthropic-story-text.js');
        return createAnthropicStoryText(settings, options.log);
      });
  }
}

function loadOnFirstWrite(kind: string, load: () => Promise<StoryTextProvider>): StoryTextProvider {
  let loaded: Promise<StoryTextProvider> | undefined;
  return {
    kind,
    async write(request) {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return (await loaded).write(request);
    },
  };
}
