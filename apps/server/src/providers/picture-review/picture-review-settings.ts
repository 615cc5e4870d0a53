import { z } from 'zod';
import { isLoopbackUrl } from '../../loopback-url.js';
import {
  httpUrl,
  optionalText,
  requirements,
  withoutTrailingSlash,
  type SettingsSchema,
} from '../provider-settings.js';
import type { OpenAiPictureReviewSettings } from './picture-review-provider.js';

export type PictureReviewSettings =
  { kind: 'off' } | ({ kind: 'openai' } & OpenAiPictureReviewSettings);

/**
 * PICTURE_JUDGE_*: the offline judge alone by default, or a vision model's review of every
 * picture too, with its own key (a judge may be a cheaper model than the illustrator).
 */
export const pictureReviewSettingsSchema: SettingsSchema<PictureReviewSettings> = () =>
  z
    .object({
      PICTURE_JUDGE: z.enum(['off', 'openai']).default('off'),
      PICTURE_JUDGE_MODEL: z.string().trim().min(1).default('gpt-4.1-mini'),
      PICTURE_JUDGE_API_KEY: optionalText,
      PICTURE_JUDGE_BASE_URL: httpUrl().optional(),
      PICTURE_JUDGE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    })
    .check(
      requirements((env, need) => {
        // A local server speaking OpenAI's protocol may want no key, as for STORY_TEXT.
        if (env.PICTURE_JUDGE === 'openai' && !isLoopbackUrl(env.PICTURE_JUDGE_BASE_URL ?? '')) {
          need('PICTURE_JUDGE_API_KEY', 'PICTURE_JUDGE=openai');
        }
      }),
    )
    .transform((env): PictureReviewSettings =>
      env.PICTURE_JUDGE === 'openai'
        ? {
            kind: 'openai',
            model: env.PICTURE_JUDGE_MODEL,
            apiKey: env.PICTURE_JUDGE_API_KEY,
            baseUrl: withoutTrailingSlash(env.PICTURE_JUDGE_BASE_URL),
            timeoutMs: env.PICTURE_JUDGE_TIMEOUT_MS,
          }
        : { kind: 'off' },
    );
