import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageViewSchema } from '@littlestar/shared/analytics';
import { errorBodySchema } from '@littlestar/shared/errors';
import type { AppContext } from '../../app-context.js';
import { recordPageView } from './service.js';

export const analyticsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/api/analytics/page-views',
    {
      // Anyone may record a view, so each address gets a budget a browsing person never spends.
      config: { rateLimits: [{ per: 'address', max: 120, windowSeconds: 60 }] },
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view of the web app',
        body: pageViewSchema,
        response: { 204: z.null(), 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await recordPageView({
        db: context.database.db,
        view: request.body,
        referrer: request.headers.referer,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(204).send(null);
    },
  );
};
