import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteFactsSchema, type SiteFacts } from '@littlestar/shared/site-facts';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config.js';
import { writableLanguages } from '../../providers/story-text/story-text-settings.js';

/** The facts the FAQ and privacy texts depend on, read from the configuration. */
export function siteFacts(config: Config): SiteFacts {
  const engine = (kind: string) => (kind === 'offline' ? 'offline' : 'ai');
  return {
    photo_retention_days: config.training.photoRetentionDays,
    likeness: engine(config.likeness.kind),
    story_text: engine(config.storyText.kind),
    story_images: engine(config.storyImages.kind),
    print_orders: config.print.kind !== 'off',
    story_languages: writableLanguages(config.storyText),
  };
}

export const siteFactsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const facts = siteFacts(context.config);
  app.get(
    '/api/site-facts',
    {
      schema: {
        operationId: 'getSiteFacts',
        tags: ['system'],
        summary: 'How long photos are kept and which parts use AI services (for the FAQ)',
        response: { 200: siteFactsSchema },
      },
    },
    () => facts,
  );
};
