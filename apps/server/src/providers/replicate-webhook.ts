import { loadOnFirstUse } from './load-on-first-use.js';

/** Older deliveries are replays: five minutes of clock skew at most. */
const MAX_AGE_SECONDS = 300;

/** A Standard Webhooks delivery as it arrived: its signature headers and its exact body. */
export interface WebhookDelivery {
  headers: Record<string, string | undefined>;
  rawBody: string;
}

/**
 * What a delivery comes to: `forged` (or replayed, or unsigned), `unreadable` (genuine, but
 * naming no training or prediction), or the id of the training or prediction that finished.
 */
export type ReplicateDelivery = 'forged' | 'unreadable' | { id: string };

// The SDK's check loads with the first delivery that carries a signature at all, so a server
// not using Replicate never loads it.
const replicateSdk = loadOnFirstUse(() => import('replicate'));

/**
 * Checks a Replicate webhook delivery and reads the id it names. Trainings and predictions
 * are signed alike, with the account's one secret (REPLICATE_WEBHOOK_SECRET, required
 * whenever Replicate is used; without one every delivery is refused). Checking never calls
 * out, so an unsigned or forged call costs nothing but this.
 */
export async function readReplicateDelivery(
  secret: string | undefined,
  delivery: WebhookDelivery,
): Promise<ReplicateDelivery> {
  if (!(await isSignedByReplicate(secret, delivery))) return 'forged';
  const id = idOf(delivery.rawBody);
  return id ? { id } : 'unreadable';
}

async function isSignedByReplicate(secret: string | undefined, delivery: WebhookDelivery) {
  const id = delivery.headers['webhook-id'];
  const timestamp = delivery.headers['webhook-timestamp'];
  const signature = delivery.headers['webhook-signature'];
  if (!secret || !id || !timestamp || !signature) return false;
  if (!(Math.abs(Date.now() / 1000 - Number(timestamp)) <= MAX_AGE_SECONDS)) return false;
  const { validateWebhook } = await replicateSdk();
  try {
    return await validateWebhook({ id, timestamp, signature, body: delivery.rawBody, secret });
  } catch {
    // The library throws on a malformed signature header: as good as a wrong one.
    return false;
  }
}

/** The id a webhook's body (the training or prediction, as JSON) names, if it is one. */
function idOf(rawBody: string): string | undefined {
  try {
    const id: unknown = (JSON.parse(rawBody) as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id.length > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}
