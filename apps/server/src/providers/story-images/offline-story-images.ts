import { setTimeout as sleep } from 'node:timers/promises';
import { illustratePage } from '@littlestar/storycraft';
import type { StoryImagesProvider } from './story-images-provider.js';

/**
 * The offline illustrator: storycraft's SVG scenes. A page the offline writer wrote is drawn as
 * storycraft draws its own story (the feared cupboard, the little brother, at home); other
 * words from the page's place in the story and the things they name. `delayMs` makes each picture take that long, as a real model
 * would, to watch the progress or try a crash in the middle (OFFLINE_ILLUSTRATION_DELAY_MS).
 */
export function createOfflineStoryImages(options: { delayMs?: number } = {}): StoryImagesProvider {
  return {
    kind: 'offline',
    async illustrate(request) {
      if (options.delayMs) await sleep(options.delayMs);
      const svg = illustratePage({
        // The request the offline writer had: a page it wrote is drawn as craftStory draws it.
        child: {
          name: request.child.name,
          age: request.child.age,
          pronouns: request.child.pronouns,
          likeness: request.child.likeness,
        },
        story: request.story,
        // product.md#cast: the companions the page's words name stand in its picture.
        ...(request.cast?.length ? { cast: request.cast } : {}),
        ...(request.text ? { text: request.text } : {}),
        seed: request.seed,
        pageIndex: request.pageIndex,
        pageCount: request.pageCount,
        ...(request.redraw ? request.redraw : {}),
      });
      return { data: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml' };
    },
  };
}
