import { createOfflineStoryImages } from './offline-story-images.js';
import type { StoryImagesProvider } from './story-images-provider.js';

export type StoryImagesSettings = {
  kind: 'offline';
  /** Pictures drawn at once by one worker process. */
  concurrency: number;
  offlineDelayMs: number;
};

export function createStoryImages(settings: StoryImagesSettings): StoryImagesProvider {
  switch (settings.kind) {
    case 'offline':
      return createOfflineStoryImages({ delayMs: settings.offlineDelayMs });
  }
}
