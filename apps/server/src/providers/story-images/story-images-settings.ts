import { z } from 'zod';
import {
  httpUrl,
  optionalText,
  requirements,
  withoutTrailingSlash,
  type ServerPlace,
  type SettingsSchema,
} from '../provider-settings.js';
import {
  needReplicateAccount,
  replicateAccountFields,
  replicateWebhookUrl,
} from '../replicate-account.js';
import type { ReplicateImagesSettings } from './replicate-story-images.js';
import type { ImageProviderSettings } from './story-images-provider.js';

/** The illustrators STORY_IMAGES and STORY_IMAGES_FALLBACK may name. */
export const IMAGE_PROVIDERS = ['offline', 'gemini', 'openai', 'replicate'] as const;
export type ImageProviderKind = (typeof IMAGE_PROVIDERS)[number];

/** The model each vendor's own API uses when STORY_IMAGES_MODEL is not set. */
export const DEFAULT_IMAGE_MODELS = {
  gemini: 'gemini-2.5-flash-image',
  openai: 'gpt-image-1',
  /** Text-to-image, for a child with no trained model and no reference picture. */
  replicate: 'black-forest-labs/flux-1.1-pro',
} as const;

/**
 * Where a fallback provider finds its key and (optionally) its server: the variables its
 * vendor's SDK reads by default, since the STORY_IMAGES_* ones belong to the main provider.
 */
export const FALLBACK_VARIABLES = {
  gemini: { apiKey: 'GOOGLE_GENERATIVE_AI_API_KEY', baseUrl: 'GOOGLE_GENERATIVE_AI_BASE_URL' },
  openai: { apiKey: 'OPENAI_API_KEY', baseUrl: 'OPENAI_BASE_URL' },
} as const;

export type ImageProviderConfig =
  | { kind: 'offline' }
  | ({ kind: 'gemini' | 'openai' } & ImageProviderSettings)
  | ({ kind: 'replicate' } & ReplicateImagesSettings);

export type StoryImagesSettings = {
  kind: ImageProviderKind;
  /** The provider's settings (STORY_IMAGES_MODEL, _API_KEY, _BASE_URL). */
  provider: ImageProviderConfig;
  /** Tried in order when the provider refuses a page (STORY_IMAGES_FALLBACK). */
  fallbacks: ImageProviderConfig[];
  /** Pictures drawn at once by one worker process. */
  concurrency: number;
  offlineDelayMs: number;
};

const storyImagesFields = z.object({
  STORY_IMAGES: z.enum(IMAGE_PROVIDERS).default('offline'),
  STORY_IMAGES_MODEL: optionalText,
  STORY_IMAGES_API_KEY: optionalText,
  STORY_IMAGES_BASE_URL: httpUrl().optional(),
  STORY_IMAGES_FALLBACK: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(IMAGE_PROVIDERS, 'Use offline, gemini, openai or replicate'))),
  GOOGLE_GENERATIVE_AI_API_KEY: optionalText,
  GOOGLE_GENERATIVE_AI_BASE_URL: httpUrl().optional(),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: httpUrl().optional(),
  STORY_IMAGES_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  OFFLINE_ILLUSTRATION_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  ...replicateAccountFields,
});
type StoryImagesEnvironment = z.output<typeof storyImagesFields>;

/**
 * STORY_IMAGES_*: storycraft's offline illustrator by default, or an image model, with the
 * providers tried when it refuses a page (each fallback with its vendor's own variables).
 */
export const storyImagesSettingsSchema: SettingsSchema<StoryImagesSettings> = (place) =>
  storyImagesFields
    .check(
      requirements((env, need, problem) => {
        const kind = env.STORY_IMAGES;
        if (kind === 'gemini' || kind === 'openai') {
          need('STORY_IMAGES_API_KEY', `STORY_IMAGES=${kind}`);
          if (env.STORY_IMAGES_BASE_URL) need('STORY_IMAGES_MODEL', 'STORY_IMAGES_BASE_URL is set');
        }
        // Unparsed when one of them is bad (that one is named on its own): check what is there.
        const fallbacks: unknown[] = Array.isArray(env.STORY_IMAGES_FALLBACK)
          ? env.STORY_IMAGES_FALLBACK
          : [];
        for (const vendor of ['gemini', 'openai'] as const) {
          if (fallbacks.includes(vendor)) {
            need(FALLBACK_VARIABLES[vendor].apiKey, `STORY_IMAGES_FALLBACK names ${vendor}`);
          }
        }
        if (kind === 'replicate' || fallbacks.includes('replicate')) {
          needReplicateAccount(need, 'Replicate draws the pictures');
        }
        if (kind !== 'offline' && fallbacks.includes(kind)) {
          problem('STORY_IMAGES_FALLBACK', `names ${kind}, which is already STORY_IMAGES`);
        }
      }),
    )
    .transform((env): StoryImagesSettings => ({
      kind: env.STORY_IMAGES,
      provider: imageProvider(env, place, env.STORY_IMAGES, 'main'),
      fallbacks: env.STORY_IMAGES_FALLBACK.map((kind) =>
        imageProvider(env, place, kind, 'fallback'),
      ),
      // A real illustrator is waited on over the network: all of a story's pictures (and a
      // few stories') at once. The offline one draws on this machine's cores.
      concurrency: env.STORY_IMAGES_CONCURRENCY ?? (env.STORY_IMAGES === 'offline' ? 4 : 48),
      offlineDelayMs: env.OFFLINE_ILLUSTRATION_DELAY_MS,
    }));

/**
 * One illustrator's settings; its key was required above when it is a real one. The main
 * provider reads STORY_IMAGES_*; a fallback its vendor's own variables. Replicate's come from
 * the account either way (STORY_IMAGES_MODEL names its model only when it is the main one).
 */
function imageProvider(
  env: StoryImagesEnvironment,
  place: ServerPlace,
  kind: ImageProviderKind,
  role: 'main' | 'fallback',
): ImageProviderConfig {
  const model = role === 'main' ? env.STORY_IMAGES_MODEL : undefined;
  if (kind === 'offline') return { kind };
  if (kind === 'replicate') {
    return {
      kind,
      apiToken: env.REPLICATE_API_TOKEN ?? '',
      baseUrl: withoutTrailingSlash(env.REPLICATE_API_URL),
      model: model ?? DEFAULT_IMAGE_MODELS[kind],
      // Finished predictions are posted back, and read again every REPLICATE_POLL_MS or more.
      webhookUrl: replicateWebhookUrl(place, 'prediction'),
      pollMs: env.REPLICATE_POLL_MS,
      deliveryHosts: env.REPLICATE_DELIVERY_HOSTS,
    };
  }
  const own =
    role === 'main'
      ? { apiKey: env.STORY_IMAGES_API_KEY, baseUrl: env.STORY_IMAGES_BASE_URL }
      : {
          apiKey: env[FALLBACK_VARIABLES[kind].apiKey],
          baseUrl: env[FALLBACK_VARIABLES[kind].baseUrl],
        };
  return {
    kind,
    model: model ?? DEFAULT_IMAGE_MODELS[kind],
    apiKey: own.apiKey ?? '',
    baseUrl: withoutTrailingSlash(own.baseUrl),
  };
}
