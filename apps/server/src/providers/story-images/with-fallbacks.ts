import type { Logger } from 'pino';
import { PictureRefusedError } from './picture-refused.js';
import type { StoryImagesProvider } from './story-images-provider.js';

/**
 * What happens when a provider refuses a page for its content (moderation sometimes refuses
 * a harmless children's page): the page is asked for once more, gently (a calm scene instead
 * of the brief), then of each fallback provider in turn, gently too. Only when all of them
 * refuse does the picture fail. Any other error is thrown at once, for the job to retry.
 */
export function withRefusalFallbacks(
  primary: StoryImagesProvider,
  fallbacks: StoryImagesProvider[],
  log?: Logger,
): StoryImagesProvider {
  return {
    kind: primary.kind,
    async illustrate(request) {
      const tries = [
        { provider: primary, gentle: false },
        { provider: primary, gentle: true },
        ...fallbacks.map((provider) => ({ provider, gentle: true })),
      ];
      const refusals: string[] = [];
      for (const { provider, gentle } of tries) {
        try {
          return await provider.illustrate({ ...request, gentle });
        } catch (error) {
          if (!(error instanceof PictureRefusedError)) throw error;
          refusals.push(error.message);
          log?.warn(
            { provider: provider.kind, page: request.pageIndex, gentle },
            'story picture refused: trying again',
          );
        }
      }
      throw new Error(`Every image provider refused the picture: ${refusals.join('; ')}`);
    },
  };
}
