import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@littlestar/shared/errors';
import { orderResponseSchema, paymentProofSchema } from '@littlestar/shared/payments';
import {
  printOptionsSchema,
  printOrderListSchema,
  printOrderSchema,
  quotePrintOrderRequestSchema,
  shippingOptionsRequestSchema,
  shippingOptionsSchema,
} from '@littlestar/shared/print-orders';
import type { AppContext } from '../../app-context.js';
import { headerValue, registerSignedJsonRoutes, signedBody } from '../../http/webhook-body.js';
import {
  checkoutPrintOrder,
  getPrintOptions,
  getPrintOrder,
  handlePrintWebhook,
  listPrintOrders,
  listShippingOptions,
  payPrintOrder,
  quotePrintOrder,
} from './service.js';

const orderParams = z.object({ id: z.uuid({ error: 'No such order.' }) });
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};
// Each of these asks the printer (and a checkout asks the payment provider).
const printerCalls = {
  rateLimits: [
    { per: 'user' as const, max: 20, windowSeconds: 60 },
    { per: 'address' as const, max: 60, windowSeconds: 60 },
  ],
};

/** Printed books: registered in the signed-in group. */
export const printOrderRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/print-orders/options',
    {
      schema: {
        tags: ['print-orders'],
        summary: 'The countries printed books are shipped to (404 when printing is off)',
        operationId: 'getPrintOptions',
        response: { 200: printOptionsSchema, ...errors },
      },
    },
    async () => getPrintOptions({ context }),
  );

  app.post(
    '/api/print-orders/shipping-options',
    {
      config: printerCalls,
      schema: {
        tags: ['print-orders'],
        summary: "A finished story's book: each shipping option with its price",
        operationId: 'listPrintShippingOptions',
        body: shippingOptionsRequestSchema,
        response: { 200: shippingOptionsSchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      listShippingOptions({ context, userId: request.user.id, input: request.body }),
  );

  app.post(
    '/api/print-orders',
    {
      config: printerCalls,
      schema: {
        tags: ['print-orders'],
        summary: 'Quotes a printed book for an address and shipping option (an order to pay)',
        operationId: 'createPrintOrder',
        body: quotePrintOrderRequestSchema,
        response: { 201: printOrderSchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await quotePrintOrder({
        context,
        userId: request.user.id,
        input: request.body,
      });
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/api/print-orders',
    {
      schema: {
        tags: ['print-orders'],
        summary: "The user's printed book orders, newest first",
        operationId: 'listPrintOrders',
        response: { 200: printOrderListSchema, ...errors },
      },
    },
    async (request) => listPrintOrders({ context, userId: request.user.id }),
  );

  app.get(
    '/api/print-orders/:id',
    {
      schema: {
        tags: ['print-orders'],
        summary: 'One printed book order',
        operationId: 'getPrintOrder',
        params: orderParams,
        response: { 200: printOrderSchema, ...errors },
      },
    },
    async (request) =>
      getPrintOrder({ context, userId: request.user.id, orderId: request.params.id }),
  );

  app.post(
    '/api/print-orders/:id/checkout',
    {
      config: printerCalls,
      schema: {
        tags: ['print-orders'],
        summary: "Opens the payment of a quoted order for its price (the plans' checkout)",
        operationId: 'startPrintOrderCheckout',
        params: orderParams,
        response: { 200: orderResponseSchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      checkoutPrintOrder({ context, userId: request.user.id, orderId: request.params.id }),
  );

  app.post(
    '/api/print-orders/:id/pay',
    {
      schema: {
        tags: ['print-orders'],
        summary: "Verifies the checkout's payment proof; a paid order is sent to the printer",
        operationId: 'payPrintOrder',
        params: orderParams,
        body: paymentProofSchema,
        response: { 200: printOrderSchema, ...errors },
      },
    },
    async (request) =>
      payPrintOrder({
        context,
        userId: request.user.id,
        orderId: request.params.id,
        proof: request.body,
      }),
  );
};

/** The printer's status webhook: its signature is its permission. */
export const publicPrintOrderRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  // The signature covers the exact bytes sent, so this route keeps the raw body.
  await registerSignedJsonRoutes(app, (raw) => {
    raw.post(
      '/api/print-orders/webhook/lulu',
      {
        schema: {
          tags: ['print-orders'],
          summary: "Lulu's print job status changes (signed: Lulu-HMAC-SHA256)",
          operationId: 'receiveLuluWebhook',
          response: {
            200: z.object({ status: z.enum(['processed', 'ignored']) }),
            400: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request) =>
        handlePrintWebhook({
          context,
          rawBody: signedBody(request),
          signature: headerValue(request, 'lulu-hmac-sha256'),
        }),
    );
  });
};
