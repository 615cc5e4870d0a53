import { validateWebhook } from 'replicate';

/** Older deliveries are replays: five minutes of clock skew at most. */
const MAX_AGE_SECONDS = 300;

/**
 * Checks the signature of a Replicate webhook delivery (trainings and predictions are signed
 * alike, with the account's one secret, Standard Webhooks style). The secret is the configured
 * one (REPLICATE_WEBHOOK_SECRET, required whenever Replicate is used; without one every delivery
 * is refused). Checking never calls out, so an unsigned or forged call costs nothing but this.
 */
export function replicateWebhookCheck(secret: string | undefined) {
  return async (delivery: {
    headers: Record<string, string | undefined>;
    rawBody: string;
  }): Promise<boolean> => {
    const id = delivery.headers['webhook-id'];
    const timestamp = delivery.headers['webhook-timestamp'];
    const signature = delivery.headers['webhook-signature'];
    if (!secret || !id || !timestamp || !signature) return false;
    if (!(Math.abs(Date.now() / 1000 - Number(timestamp)) <= MAX_AGE_SECONDS)) return false;
    try {
      return await validateWebhook({ id, timestamp, signature, body: delivery.rawBody, secret });
    } catch {
      // The library throws on a malformed signature header: as good as a wrong one.
      return false;
    }
  };
}
