import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '@littlestar/shared/credits';
import { errorBodySchema } from '@littlestar/shared/errors';
import {
  createOrderRequestSchema,
  orderResponseSchema,
  paymentProofSchema,
  paymentReceiptSchema,
  paymentStatusResponseSchema,
  paymentTransactionsPageSchema,
  planListSchema,
  simulatedPayRequestSchema,
  verifyPaymentRequestSchema,
  webhookResponseSchema,
} from '@littlestar/shared/payments';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { headerValue, registerSignedJsonRoutes, signedBody } from '../../http/webhook-body.js';
import { giftCodeRoutes } from './gift-routes.js';
import {
  createOrder,
  failOrder,
  getPaymentReceipt,
  getPaymentStatus,
  handleWebhook,
  listPaymentTransactions,
  listPlans,
  simulateCheckout,
  verifyPayment,
  type PrintPaymentRefundListener,
} from './service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

const idParam = z.string().trim().min(1).max(64);
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};

/** Orders, checkout verification and purchases: registered in the signed-in group. */
export const paymentRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  // In this order: the OpenAPI document lists the operations as they are registered.
  checkoutRoutes(app, context);
  paymentRecordRoutes(app, context);
  giftCodeRoutes(app, context);
};

/** What anyone may call: the plans, and Razorpay's webhook (its signature is its permission). */
export const publicPaymentRoutes: FastifyPluginAsyncZod<{
  context: AppContext;
  onPrintPaymentRefunded?: PrintPaymentRefundListener;
}> = async (app, { context, onPrintPaymentRefunded }) => {
  app.get(
    '/api/payments/plans',
    {
      schema: {
        operationId: 'listPlans',
        tags: ['payments'],
        summary: 'Every credit plan with its USD and INR prices, in the Accept-Language (public)',
        response: { 200: planListSchema },
      },
    },
    async (request, reply) => {
      // The words follow Accept-Language: a cache must keep one answer per language.
      void reply.header('vary', 'accept-language');
      return listPlans({ context, language: await requestLanguage(request) });
    },
  );

  // The webhook signature covers the exact bytes sent, so this route keeps the raw body.
  await registerSignedJsonRoutes(app, (raw) => {
    raw.post(
      '/api/payments/webhook',
      {
        schema: {
          operationId: 'receivePaymentWebhook',
          tags: ['payments'],
          summary: "Razorpay's payment events (signed with the webhook secret)",
          response: { 200: webhookResponseSchema, 400: errorBodySchema },
        },
      },
      async (request) =>
        handleWebhook({
          context,
          rawBody: signedBody(request),
          signature: headerValue(request, 'x-razorpay-signature'),
          eventId: headerValue(request, 'x-razorpay-event-id'),
          onPrintPaymentRefunded,
        }),
    );
  });
};

/** An order, the browser's proof of payment, and a payment's status asked later. */
function checkoutRoutes(app: App, context: AppContext) {
  app.post(
    '/api/payments/create-order',
    {
      // Each order is a call to Razorpay in production.
      config: {
        rateLimits: [
          { per: 'user', max: 10, windowSeconds: 60 },
          { per: 'address', max: 60, windowSeconds: 60 },
        ],
      },
      schema: {
        operationId: 'createOrder',
        tags: ['payments'],
        summary: 'Opens a payment order for a plan in USD or INR',
        body: createOrderRequestSchema,
        response: { 200: orderResponseSchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request) => createOrder({ context, userId: request.user.id, input: request.body }),
  );

  app.post(
    '/api/payments/verify',
    {
      // Each verification asks Razorpay about the order and the payment; one per checkout.
      config: {
        rateLimits: [
          { per: 'user', max: 10, windowSeconds: 60 },
          { per: 'address', max: 60, windowSeconds: 60 },
        ],
      },
      schema: {
        operationId: 'verifyPayment',
        tags: ['payments'],
        summary: "Verifies checkout's payment proof and grants the plan's credits",
        body: verifyPaymentRequestSchema,
        response: { 200: paymentStatusResponseSchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request) => verifyPayment({ context, userId: request.user.id, proof: request.body }),
  );

  app.get(
    '/api/payments/payment-status/:payment_id',
    {
      // Each look may ask Razorpay; a checkout polls a few times while a payment settles.
      config: {
        rateLimits: [
          { per: 'user', max: 30, windowSeconds: 60 },
          { per: 'address', max: 120, windowSeconds: 60 },
        ],
      },
      schema: {
        operationId: 'getPaymentStatus',
        tags: ['payments'],
        summary: 'The status of a purchase, by payment id or order id',
        params: z.object({ payment_id: idParam }),
        response: { 200: paymentStatusResponseSchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      getPaymentStatus({
        context,
        userId: request.user.id,
        paymentId: request.params.payment_id,
      }),
  );
}

/** A receipt, an order the browser gave up on, and the list of payments. */
function paymentRecordRoutes(app: App, context: AppContext) {
  app.get(
    '/api/payments/receipt/:order_id',
    {
      schema: {
        tags: ['payments'],
        summary: 'What one purchase bought: plan, credits, validity, amount, payment id and date',
        operationId: 'getPaymentReceipt',
        params: z.object({ order_id: idParam }),
        response: { 200: paymentReceiptSchema, ...errors },
      },
    },
    async (request) =>
      getPaymentReceipt({ context, userId: request.user.id, orderId: request.params.order_id }),
  );

  app.post(
    '/api/payments/fail-order/:order_id',
    {
      schema: {
        operationId: 'failOrder',
        tags: ['payments'],
        summary: 'Marks an order failed when its checkout is dismissed',
        params: z.object({ order_id: idParam }),
        response: { 200: paymentStatusResponseSchema, ...errors },
      },
    },
    async (request) =>
      failOrder({ context, userId: request.user.id, orderId: request.params.order_id }),
  );

  app.get(
    '/api/payments/payment-transactions',
    {
      schema: {
        operationId: 'listPaymentTransactions',
        tags: ['payments'],
        summary: 'Purchases, newest first, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: paymentTransactionsPageSchema, ...errors },
      },
    },
    async (request) =>
      listPaymentTransactions({
        context,
        userId: request.user.id,
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
  );

  if (context.payments.pay) {
    app.post(
      '/api/payments/simulated/pay',
      {
        schema: {
          operationId: 'paySimulatedOrder',
          tags: ['payments'],
          summary: 'The simulated checkout: pays an order as Razorpay test mode would',
          body: simulatedPayRequestSchema,
          response: { 200: paymentProofSchema, ...errors },
        },
      },
      async (request) =>
        simulateCheckout({ context, userId: request.user.id, orderId: request.body.order_id }),
    );
  }
}
