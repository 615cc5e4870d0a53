import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@littlestar/shared/errors';
import { feedbackInputSchema, feedbackReceiptSchema } from '@littlestar/shared/feedback';
import type { AppContext } from '../../app-context.js';
import { submitFeedback } from './service.js';

export const feedbackRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/api/feedback',
    {
      schema: {
        operationId: 'sendFeedback',
        tags: ['feedback'],
        summary: 'Send feedback, a suggestion, a complaint or advice to support',
        body: feedbackInputSchema,
        response: {
          201: feedbackReceiptSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
      // Each message becomes an e-mail to support: a person writes a few an hour at most.
      config: {
        rateLimits: [
          { per: 'user', max: 5, windowSeconds: 60 * 60 },
          { per: 'address', max: 20, windowSeconds: 60 * 60 },
        ],
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await submitFeedback({ context, user: request.user, input: request.body })),
  );
};
