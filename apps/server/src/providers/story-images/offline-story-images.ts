import { setTimeout as sleep } from 'node:timers/promises';
import { illustratePage } from '@littlestar/storycraft';
import type { StoryImagesProvider } from './story-images-provider.js';

/**
 * The offline illustrator: storycraft's SVG scenes, drawn from the child's likeness and the
 * page's place in the story. `delayMs` makes each picture take that long, as a real model
 * would, to watch the progress or try a crash in the middle (OFFLINE_ILLUSTRATION_DELAY_MS).
 */
export function createOfflineStoryImages(options: { delayMs?: number } = {}): StoryImagesProvider {
  return {
    kind: 'offline',
    async illustrate(request) {
      if (options.delayMs) await sleep(options.delayMs);
      const svg = illustratePage({
        child: { likeness: request.child.likeness, age: request.child.age },
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
