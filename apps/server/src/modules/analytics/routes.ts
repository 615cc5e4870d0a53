import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageViewSchema } from '@littlestar/shared/analytics';
import { errorBodySchema } from '@littlestar/shared/errors';
import type { AppContext } from '../../app-context.js';
import { recordPageView } from './service.js';

/** A path of 2,048 characters and a title of 300, as JSON with room to spare. */
const PAGE_VIEW_BODY_LIMIT = 8 * 1024;

export const analyticsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/api/analytics/page-views',
    {
      // Anyone may record a view, so each address gets a budget a browsing person never spends
      // (a refused view is dropped silently by the web app), and a view is a few hundred bytes.
      config: { rateLimits: [{ per: 'address', max: 600, windowSeconds: 60 * 60 }] },
      bodyLimit: PAGE_VIEW_BODY_LIMIT,
      schema: {
        operationId: 'recordPageView',
        tags: ['analytics'],
        summary: 'Record a page view of the web app',
        body: pageViewSchema,
        response: {
          204: z.null(),
          400: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
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
