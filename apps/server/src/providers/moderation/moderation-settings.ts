import { z } from 'zod';
import { isLoopbackUrl } from '../../loopback-url.js';
import {
  httpUrl,
  optionalText,
  requirements,
  withoutTrailingSlash,
  type SettingsSchema,
} from '../provider-settings.js';
import type { OpenAiModerationSettings } from './moderation-provider.js';

export type ModerationSettings = { kind: 'off' } | ({ kind: 'openai' } & OpenAiModerationSettings);

/** MODERATION_*: the word list alone by default, or OpenAI's moderation endpoint too. */
export const moderationSettingsSchema: SettingsSchema<ModerationSettings> = () =>
  z
    .object({
      MODERATION: z.enum(['off', 'openai']).default('off'),
      MODERATION_MODEL: z.string().trim().min(1).default('omni-moderation-latest'),
      MODERATION_API_KEY: optionalText,
      MODERATION_BASE_URL: httpUrl().optional(),
    })
    .check(
      requirements((env, need) => {
        // A local server speaking OpenAI's moderation protocol may want no key, as for STORY_TEXT.
        if (env.MODERATION === 'openai' && !isLoopbackUrl(env.MODERATION_BASE_URL ?? '')) {
          need('MODERATION_API_KEY', 'MODERATION=openai');
        }
      }),
    )
    .transform((env): ModerationSettings =>
      env.MODERATION === 'openai'
        ? {
            kind: 'openai',
            model: env.MODERATION_MODEL,
            apiKey: env.MODERATION_API_KEY,
            baseUrl: withoutTrailingSlash(env.MODERATION_BASE_URL),
          }
        : { kind: 'off' },
    );
