import type { Logger } from 'pino';
import { loadOnFirstUse } from '../load-on-first-use.js';
import { createOfflineModeration } from './offline-moderation.js';
import type { ModerationSettings } from './moderation-settings.js';
import type { ModerationProvider } from './moderation-provider.js';

/**
 * Picks the content check from its settings. The OpenAI client loads with the first check,
 * so a server with MODERATION=off never carries it.
 */
export async function createModerationProvider(
  settings: ModerationSettings,
  deps: { log?: Logger },
): Promise<ModerationProvider> {
  if (settings.kind === 'off') return createOfflineModeration();
  const provider = loadOnFirstUse(async () => {
    const { createOpenAiModeration } = await import('./openai-moderation.js');
    return createOpenAiModeration(settings, deps.log);
  });
  return {
    kind: 'openai',
    checkStoryIdea: async (items) => (await provider()).checkStoryIdea(items),
    checkFinishedStory: async (items, options) =>
      (await provider()).checkFinishedStory(items, options),
  };
}
