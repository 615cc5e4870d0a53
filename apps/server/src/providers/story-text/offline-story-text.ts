import { storyLanguageMessages } from '@littlestar/shared/languages';
import { writeStory } from '@littlestar/storycraft';
import { ProviderError } from '../provider-error.js';
import type { StoryTextProvider } from './story-text-provider.js';

/** The offline writer: storycraft, deterministic for a seed, no network; English only. */
export function createOfflineStoryText(): StoryTextProvider {
  return {
    kind: 'offline',
    write: async (request) => {
      // The API refuses Hindi here before anything is charged; a Hindi story that reaches the
      // writer anyway (saved while a language model wrote) fails and is refunded, never
      // bound as an English book.
      if (request.language && request.language !== 'en') {
        throw new ProviderError(storyLanguageMessages.hindiUnavailable, {
          vendor: 'offline',
          isRetryable: false,
        });
      }
      return writeStory({
        child: request.child,
        story: request.story,
        ...(request.cast?.length ? { cast: request.cast } : {}),
        seed: request.seed,
      });
    },
  };
}
