import type { Logger } from 'pino';
import { createOfflineModeration } from './offline-moderation.js';
import type { ModerationProvider, OpenAiModerationSettings } from './moderation-provider.js';

export type ModerationSettings = { kind: 'off' } | ({ kind: 'openai' } & OpenAiModerationSettings);

/**
 * Picks the content check from config. The OpenAI client loads with the first check, so a
 * server with MODERATION=off never carries it.
 */
export function createModeration(
  settings: ModerationSettings,
  options: { log?: Logger } = {},
): ModerationProvider {
  if (settings.kind === 'off') return createOfflineModeration();
  let loaded: Promise<ModerationProvider> | undefined;
  const provider = () =>
    (loaded ??= import('./openai-moderation.js')
      .then(({ createOpenAiModeration }) => createOpenAiModeration(settings, options.log))
      .catch((error: unknown) => {
        loaded = undefined;
        throw error;
      }));
  return {
    kind: 'openai',
    checkStoryIdea: async (items) => (await provider()).checkStoryIdea(items),
    checkFinishedStory: async (items) => (await provider()).checkFinishedStory(items),
  };
}
