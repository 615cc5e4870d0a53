import type { Logger } from 'pino';
import { loadOnFirstUse } from '../load-on-first-use.js';
import { createOfflineStoryText } from './offline-story-text.js';
import type { StoryTextSettings } from './story-text-settings.js';
import type { StoryTextProvider } from './story-text-provider.js';

/**
 * Picks the writer from its settings. The AI SDK loads on the first story, not at start-up,
 * so a server on the offline writer (or one not yet writing) does not carry it in memory.
 */
export async function createStoryTextProvider(
  settings: StoryTextSettings,
  deps: { log?: Logger },
): Promise<StoryTextProvider> {
  switch (settings.kind) {
    case 'offline':
      return createOfflineStoryText();
    case 'openai':
      return loadOnFirstWrite('openai', async () => {
        const { createOpenAiStoryText } = await import('./openai-story-text.js');
        return createOpenAiStoryText(settings, deps.log);
      });
    case 'anthropic':
      return loadOnFirstWrite('anthropic', async () => {
        const { createAnthropicStoryText } = await import('./anthropic-story-text.js');
        return createAnthropicStoryText(settings, deps.log);
      });
  }
}

function loadOnFirstWrite(kind: string, load: () => Promise<StoryTextProvider>): StoryTextProvider {
  const provider = loadOnFirstUse(load);
  return { kind, write: async (request) => (await provider()).write(request) };
}
