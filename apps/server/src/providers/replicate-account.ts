import { z } from 'zod';
import {
  httpUrl,
  optionalText,
  type ServerPlace,
  type SettingsSchema,
} from './provider-settings.js';
import { replicateDeliveryHostsField } from './replicate-delivery.js';

/**
 * The Replicate account's variables, shared by the two kinds Replicate serves (likeness
 * trainings, story pictures): each kind's schema takes them in with its own, so each names
 * what it needs of them.
 */
export const replicateAccountFields = {
  REPLICATE_API_TOKEN: optionalText,
  /** Replicate's API origin (`…/v1`); tests point it at a local server. */
  REPLICATE_API_URL: httpUrl().optional(),
  REPLICATE_WEBHOOK_SECRET: optionalText,
  REPLICATE_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  /** Where a prediction's output may be downloaded from (replicate.delivery by default). */
  REPLICATE_DELIVERY_HOSTS: replicateDeliveryHostsField,
};

/** What a kind that uses Replicate cannot do without (`when` says which choice made it so). */
export function needReplicateAccount(
  need: (key: 'REPLICATE_API_TOKEN' | 'REPLICATE_WEBHOOK_SECRET', when: string) => void,
  when: string,
) {
  need('REPLICATE_API_TOKEN', when);
  // Without it an unsigned call could only be checked by asking Replicate: never call out for one.
  need('REPLICATE_WEBHOOK_SECRET', when);
}

/** What Replicate calls back about: the one webhook entry routes each to its owner. */
export const REPLICATE_WEBHOOK_SUBJECTS = ['training', 'prediction'] as const;
export type ReplicateWebhookSubject = (typeof REPLICATE_WEBHOOK_SUBJECTS)[number];

/** Where Replicate posts a finished training or prediction (see http/replicate-webhook.ts). */
export const replicateWebhookUrl = (place: ServerPlace, subject: ReplicateWebhookSubject) =>
  `${place.publicUrl}/api/webhooks/replicate/${subject}`;

export interface ReplicateWebhookSettings {
  /**
   * The account's webhook signing secret (`whsec_…`; required whenever Replicate is used).
   * Without one every delivery is refused: a delivery is never checked by asking Replicate.
   */
  secret: string | undefined;
}

/** REPLICATE_WEBHOOK_SECRET, for the webhook entry that checks every delivery once. */
export const replicateWebhookSettingsSchema: SettingsSchema<ReplicateWebhookSettings> = () =>
  z
    .object({ REPLICATE_WEBHOOK_SECRET: replicateAccountFields.REPLICATE_WEBHOOK_SECRET })
    .transform((env) => ({ secret: env.REPLICATE_WEBHOOK_SECRET }));
