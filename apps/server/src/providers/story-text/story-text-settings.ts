import { z } from 'zod';
import type { StoryLanguage } from '@littlestar/shared/languages';
import { isLoopbackUrl } from '../../loopback-url.js';
import {
  httpUrl,
  optionalText,
  requirements,
  withoutTrailingSlash,
  type SettingsSchema,
} from '../provider-settings.js';
import type { LanguageModelSettings } from './story-text-provider.js';

export type StoryTextSettings =
  { kind: 'offline' } | ({ kind: 'openai' | 'anthropic' } & LanguageModelSettings);

/** The model each vendor's own API uses when STORY_TEXT_MODEL is not set. */
export const DEFAULT_STORY_TEXT_MODELS = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-sonnet-4-5',
} as const;

/** STORY_TEXT_*: storycraft's offline writer by default, or a language model. */
export const storyTextSettingsSchema: SettingsSchema<StoryTextSettings> = () =>
  z
    .object({
      STORY_TEXT: z.enum(['offline', 'openai', 'anthropic']).default('offline'),
      STORY_TEXT_MODEL: optionalText,
      STORY_TEXT_API_KEY: optionalText,
      STORY_TEXT_BASE_URL: httpUrl().optional(),
    })
    .check(
      requirements((env, need) => {
        const kind = env.STORY_TEXT;
        if (kind !== 'openai' && kind !== 'anthropic') return;
        // A local OpenAI-compatible server (Ollama, llama.cpp) usually wants no key.
        const isLocalServer = kind === 'openai' && isLoopbackUrl(env.STORY_TEXT_BASE_URL ?? '');
        if (!isLocalServer) need('STORY_TEXT_API_KEY', `STORY_TEXT=${kind}`);
        // Another server's models have other names than the vendor's, so no default fits.
        if (env.STORY_TEXT_BASE_URL) need('STORY_TEXT_MODEL', 'STORY_TEXT_BASE_URL is set');
      }),
    )
    .transform((env): StoryTextSettings =>
      env.STORY_TEXT === 'offline'
        ? { kind: 'offline' }
        : {
            kind: env.STORY_TEXT,
            model: env.STORY_TEXT_MODEL ?? DEFAULT_STORY_TEXT_MODELS[env.STORY_TEXT],
            apiKey: env.STORY_TEXT_API_KEY,
            baseUrl: withoutTrailingSlash(env.STORY_TEXT_BASE_URL),
          },
    );

/**
 * product.md#story-language: the languages a writer writes books in. Storycraft's sentences
 * are English; a language model writes Hindi itself (asked to, not translating).
 */
export function writableLanguages(settings: Pick<StoryTextSettings, 'kind'>): StoryLanguage[] {
  return settings.kind === 'offline' ? ['en'] : ['en', 'hi'];
}
