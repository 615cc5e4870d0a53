import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creditUsagePageSchema,
  creditsResponseSchema,
  pageQuerySchema,
} from '@littlestar/shared/credits';
import { errorBodySchema } from '@littlestar/shared/errors';
import type { AppContext } from '../../app-context.js';
import type { Auth } from '../accounts/auth.js';
import { signedInUsers } from '../payments/signed-in.js';
import { getBalance, listCreditEntries } from './service.js';

/** The balance and the ledger; under /api/payments, where the spec's web app calls them. */
export const creditRoutes: FastifyPluginAsyncZod<{ context: AppContext; auth: Auth }> = async (
  app,
  { context, auth },
) => {
  const { preValidation, userOf } = signedInUsers(auth);
  const { db } = context.database;

  app.get(
    '/api/payments/credits',
    {
      preValidation,
      schema: {
        tags: ['credits'],
        summary: "The signed-in user's credit balance",
        response: { 200: creditsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({
      total_credits: await getBalance({ db, userId: userOf(request).id }),
      child_credit_cost: context.config.credits.childCost,
      story_credit_cost: context.config.credits.storyCost,
    }),
  );

  app.get(
    '/api/payments/credit-usage',
    {
      preValidation,
      schema: {
        tags: ['credits'],
        summary: 'Credit ledger entries, newest first, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: creditUsagePageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) =>
      listCreditEntries({
        db,
        userId: userOf(request).id,
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
  );
};
