import { writeStory } from '@littlestar/storycraft';
import type { StoryTextProvider } from './story-text-provider.js';

/** The offline writer: storycraft, deterministic for a seed, no network. */
export function createOfflineStoryText(): StoryTextProvider {
  return {
    kind: 'offline',
    write: async (request) =>
      writeStory({
        child: request.child,
        story: request.story,
        ...(request.cast?.length ? { cast: request.cast } : {}),
        seed: request.seed,
      }),
  };
}
