import { createHmac, timingSafeEqual } from 'node:crypto';

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
  if (!isSignedByReplicate(secret, delivery)) return 'forged';
  const id = idOf(delivery.rawBody);
  return id ? { id } : 'unreadable';
}

/**
 * Standard Webhooks, as Replicate signs: HMAC-SHA256 of `id.timestamp.body` under the base64
 * key after `whsec_`, sent as space-separated `v1,<base64>` signatures. Each is compared in
 * constant time (the SDK's `validateWebhook` compares strings with `===`, which leaks by timing
 * how much of a guess was right).
 */
function isSignedByReplicate(secret: string | undefined, delivery: WebhookDelivery): boolean {
  const id = delivery.headers['webhook-id'];
  const timestamp = delivery.headers['webhook-timestamp'];
  const signature = delivery.headers['webhook-signature'];
  if (!secret || !id || !timestamp || !signature) return false;
  if (!(Math.abs(Date.now() / 1000 - Number(timestamp)) <= MAX_AGE_SECONDS)) return false;
  const key = Buffer.from(secret.slice(secret.lastIndexOf('_') + 1), 'base64');
  // Compared as the base64 text itself: decoding first would take trailing junk after the
  // padding as the same signature.
  const expected = Buffer.from(
    createHmac('sha256', key).update(`${id}.${timestamp}.${delivery.rawBody}`).digest('base64'),
  );
  return signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
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
