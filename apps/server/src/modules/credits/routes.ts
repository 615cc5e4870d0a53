import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creditUsagePageSchema,
  creditsResponseSchema,
  pageQuerySchema,
} from '@littlestar/shared/credits';
import { errorBodySchema } from '@littlestar/shared/errors';
import type { AppContext } from '../../app-context.js';
import { getBalance, listCreditEntries } from './service.js';

/**
 * The balance and the ledger; under /api/payments, where the spec's web app calls them.
 * Registered in the signed-in group.
 */
export const creditRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db } = context.database;

  app.get(
    '/api/payments/credits',
    {
      schema: {
        operationId: 'getCredits',
        tags: ['credits'],
        summary: "The signed-in user's credit balance",
        response: { 200: creditsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({
      total_credits: await getBalance({ db, userId: request.user.id }),
      child_credit_cost: context.config.credits.childCost,
      story_credit_cost: context.config.credits.storyCost,
    }),
  );

  app.get(
    '/api/payments/credit-usage',
    {
      schema: {
        operationId: 'listCreditUsage',
        tags: ['credits'],
        summary: 'Credit ledger entries, newest first, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: creditUsagePageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) =>
      listCreditEntries({
        db,
        userId: request.user.id,
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
  );
};
