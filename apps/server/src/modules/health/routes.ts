import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@littlestar/shared/errors';
import { healthSchema } from '@littlestar/shared/health';
import type { AppContext } from '../../app-context.js';
import { checkHealth } from './service.js';

export const healthRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['system'],
        summary: 'Whether the database and the job queue answer',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async () => checkHealth(context),
  );
};
