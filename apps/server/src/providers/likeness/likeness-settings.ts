import { z } from 'zod';
import { optionalText, requirements, type SettingsSchema } from '../provider-settings.js';
import {
  needReplicateAccount,
  replicateAccountFields,
  replicateWebhookUrl,
} from '../replicate-account.js';
import type { ReplicateSettings } from './replicate-likeness.js';

export type LikenessSettings = { kind: 'offline' } | ({ kind: 'replicate' } & ReplicateSettings);

/** LIKENESS and REPLICATE_*: colours from the photos by default, or a LoRA trained on Replicate. */
export const likenessSettingsSchema: SettingsSchema<LikenessSettings> = (place) =>
  z
    .object({
      LIKENESS: z.enum(['offline', 'replicate']).default('offline'),
      REPLICATE_TRAINER_VERSION: optionalText,
      REPLICATE_DESTINATION: optionalText,
      ...replicateAccountFields,
    })
    .check(
      requirements((env, need) => {
        if (env.LIKENESS !== 'replicate') return;
        needReplicateAccount(need, 'LIKENESS=replicate');
        need('REPLICATE_TRAINER_VERSION', 'LIKENESS=replicate');
        need('REPLICATE_DESTINATION', 'LIKENESS=replicate');
      }),
    )
    .transform((env): LikenessSettings =>
      env.LIKENESS === 'replicate'
        ? {
            kind: 'replicate',
            apiToken: env.REPLICATE_API_TOKEN ?? '',
            trainerVersion: env.REPLICATE_TRAINER_VERSION ?? '',
            destination: env.REPLICATE_DESTINATION ?? '',
            baseUrl: env.REPLICATE_API_URL,
            webhookUrl: replicateWebhookUrl(place, 'training'),
          }
        : { kind: 'offline' },
    );
