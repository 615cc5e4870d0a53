import { loadOnFirstUse } from '../load-on-first-use.js';
import type { PictureReviewProvider } from './picture-review-provider.js';
import type { PictureReviewSettings } from './picture-review-settings.js';

/**
 * The vision model's review of pictures, or undefined with PICTURE_JUDGE=off. The AI SDK loads
 * with the first review, so a server without one never carries it.
 */
export function createPictureReviewProvider(
  settings: PictureReviewSettings,
  _deps: Record<string, never>,
): PictureReviewProvider | undefined {
  if (settings.kind === 'off') return undefined;
  const provider = loadOnFirstUse(async () => {
    const { createOpenAiPictureReview } = await import('./openai-picture-review.js');
    return createOpenAiPictureReview(settings);
  });
  return { kind: 'openai', review: async (request) => (await provider()).review(request) };
}
