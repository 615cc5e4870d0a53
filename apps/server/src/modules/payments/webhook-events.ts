import { z } from 'zod';

/** The fields of Razorpay's webhook events we read; the rest is ignored. */
export const webhookEventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string().nullable().optional(),
          amount: z.number(),
          currency: z.string(),
          status: z.string(),
          /** False for an attempt only ever authorised (Razorpay refunds those by itself). */
          captured: z.boolean().optional(),
          method: z.string().nullable().optional(),
        }),
      })
      .optional(),
    order: z
      .object({
        entity: z.object({
          id: z.string(),
          amount: z.number(),
          currency: z.string(),
          status: z.string(),
        }),
      })
      .optional(),
    refund: z
      .object({
        entity: z.object({
          id: z.string().min(1).max(64),
          payment_id: z.string().min(1).max(64),
          amount: z.number().int().positive(),
          currency: z.string(),
          /** `pending` until the money is on its way back; only a processed refund counts. */
          status: z.string().optional(),
          /** Ours for a refund we asked for (our payment's id); none for a dashboard refund. */
          receipt: z.string().nullable().optional(),
        }),
      })
      .optional(),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const GRANTING_EVENTS = new Set(['payment.captured', 'order.paid']);
// A refund made at once comes as `refund.created` already processed; one that takes days comes
// as `refund.created` (pending) and later `refund.processed`. Each refund id counts once.
export const REFUND_EVENTS = new Set(['refund.processed', 'refund.created']);
export type RefundEntity = NonNullable<WebhookEvent['payload']['refund']>['entity'];
export type PaymentEntity = NonNullable<WebhookEvent['payload']['payment']>['entity'];

/** What a webhook delivery came to, as its answer says. */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';
