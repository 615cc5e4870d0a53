import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@littlestar/shared/errors';
import {
  createGiftOrderSchema,
  GIFT_REDEMPTIONS_PER_HOUR,
  generatedGiftCodeSchema,
  generateGiftCodeSchema,
  giftCodeListSchema,
  giftOrderSchema,
  redeemedGiftSchema,
  redeemGiftCodeSchema,
} from '@littlestar/shared/gift-codes';
import type { AppContext } from '../../app-context.js';
import { createGiftOrder, generateGiftCode, listGiftCodes, redeemGiftCode } from './service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['gift codes'];
const HOUR = 60 * 60;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

/**
 * Gift credits (docs/product.md#gift-credits), in the signed-in group: a plan's order bought
 * for someone (paid through the same checkout as any plan), the buyer's gifts, the code shown
 * once, and its redemption.
 */
export function giftCodeRoutes(app: App, context: AppContext) {
  app.post(
    '/api/gift-codes/orders',
    {
      // Each order is a call to Razorpay in production, as a plan's.
      config: {
        rateLimits: [
          { per: 'user', max: 10, windowSeconds: 60 },
          { per: 'address', max: 60, windowSeconds: 60 },
        ],
      },
      schema: {
        operationId: 'createGiftOrder',
        errorCodes: ['message_refused'],
        tags,
        summary: 'Opens a payment order for a plan bought as a gift (then paid as any order)',
        body: createGiftOrderSchema,
        response: { 200: giftOrderSchema, 503: errorBodySchema, ...errors },
      },
    },
    async (request) => createGiftOrder({ context, userId: request.user.id, input: request.body }),
  );

  app.get(
    '/api/gift-codes',
    {
      schema: {
        operationId: 'listGiftCodes',
        tags,
        summary: 'The gifts the user bought, newest first (never their codes)',
        response: { 200: giftCodeListSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => ({
      gift_codes: await listGiftCodes({ db: context.database.db, userId: request.user.id }),
    }),
  );

  app.post(
    '/api/gift-codes/:id/code',
    {
      config: { rateLimits: [{ per: 'user', max: 20, windowSeconds: HOUR }] },
      schema: {
        operationId: 'generateGiftCode',
        errorCodes: ['gift_code_shown', 'gift_not_paid', 'gift_code_void', 'message_refused'],
        tags,
        summary: "Makes a paid gift's code and answers it this once; may mail it to the recipient",
        params: z.object({ id: z.string().min(1).max(64) }),
        body: generateGiftCodeSchema,
        response: {
          200: generatedGiftCodeSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          410: errorBodySchema,
          503: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) =>
      generateGiftCode({
        context,
        userId: request.user.id,
        giftId: request.params.id,
        input: request.body,
      }),
  );

  app.post(
    '/api/gift-codes/redeem',
    {
      // Codes carry 140 random bits; the limits keep a guesser from even trying at scale.
      config: {
        rateLimits: [
          { per: 'user', max: GIFT_REDEMPTIONS_PER_HOUR.account, windowSeconds: HOUR },
          { per: 'address', max: GIFT_REDEMPTIONS_PER_HOUR.address, windowSeconds: HOUR },
        ],
      },
      schema: {
        operationId: 'redeemGiftCode',
        errorCodes: [
          'gift_code_unknown',
          'gift_code_redeemed',
          'gift_code_expired',
          'gift_code_void',
        ],
        tags,
        summary: "Adds a gift code's credits to the user's balance, once for every code",
        body: redeemGiftCodeSchema,
        response: {
          200: redeemedGiftSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          410: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) =>
      redeemGiftCode({
        db: context.database.db,
        userId: request.user.id,
        code: request.body.code,
      }),
  );
}
