import type { Logger } from 'pino';
import { PictureRefusedError } from './picture-refused.js';
import type { Illustration, StoryImagesProvider } from './story-images-provider.js';

/**
 * What happens when a provider refuses a picture for its content (moderation sometimes refuses
 * a harmless children's page): a page is asked for once more, gently (a calm scene instead of
 * the brief), then of each fallback provider in turn, gently too. A character sheet is asked
 * of every provider with the photos first (another vendor may take what one refuses), and
 * last gently, from the likeness alone. Only when all of them refuse does the picture fail,
 * with a PictureRefusedError. Any other error is thrown at once, for the job to retry.
 */
export function withRefusalFallbacks(
  primary: StoryImagesProvider,
  fallbacks: StoryImagesProvider[],
  log?: Logger,
): StoryImagesProvider {
  const inTurn = async (
    what: string | number,
    tries: { provider: StoryImagesProvider; gentle: boolean }[],
    draw: (provider: StoryImagesProvider, gentle: boolean) => Promise<Illustration>,
  ) => {
    const refusals: string[] = [];
    for (const { provider, gentle } of tries) {
      try {
        return await draw(provider, gentle);
      } catch (error) {
        if (!(error instanceof PictureRefusedError)) throw error;
        refusals.push(error.message);
        log?.warn({ provider: provider.kind, page: what, gentle }, 'story picture refused');
      }
    }
    throw new PictureRefusedError('every image provider', refusals.join('; '));
  };
  const sheetDrawers = [primary, ...fallbacks].flatMap((provider) => {
    const draw = provider.drawCharacterSheet?.bind(provider);
    return draw ? [{ provider, draw }] : [];
  });
  // Replicate may be the primary or a fallback: its webhooks go to it either way.
  const [predictionFinished] = [primary, ...fallbacks].flatMap(
    (provider) => provider.predictionFinished?.bind(provider) ?? [],
  );

  return {
    kind: primary.kind,
    illustrate(request) {
      return inTurn(
        request.pageIndex,
        [
          { provider: primary, gentle: false },
          { provider: primary, gentle: true },
          ...fallbacks.map((provider) => ({ provider, gentle: true })),
        ],
        (provider, gentle) => provider.illustrate({ ...request, gentle }),
      );
    },
    ...(primary.drawCharacterSheet
      ? {
          drawCharacterSheet(request) {
            return inTurn(
              'character sheet',
              [
                ...sheetDrawers.map(({ provider }) => ({ provider, gentle: false })),
                ...(request.photos.length > 0 ? [{ provider: primary, gentle: true }] : []),
              ],
              (provider, gentle) => {
                const drawer = sheetDrawers.find((entry) => entry.provider === provider);
                if (!drawer) throw new Error(`${provider.kind} draws no character sheet`);
                return drawer.draw({ ...request, gentle });
              },
            );
          },
        }
      : {}),
    ...(predictionFinished ? { predictionFinished } : {}),
  };
}
