import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { LikenessSettings } from './providers/likeness/index.js';
import type { ModerationSettings } from './providers/moderation/index.js';
import type { ImageProviderConfig, StoryImagesSettings } from './providers/story-images/index.js';
import {
  DEFAULT_IMAGE_MODELS,
  FALLBACK_VARIABLES,
  IMAGE_PROVIDERS,
  type ImageProviderKind,
} from './providers/story-images/story-images-provider.js';
import type { StoryTextSettings } from './providers/story-text/index.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/**
 * Which proxies' X-Forwarded-For to believe. Trusting every hop would let a client pick its
 * own address (the left-most entry is its to write), so `true` means one proxy in front;
 * a number gives more hops, and a list names the proxies' addresses or CIDR ranges.
 */
const trustProxySetting = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^(true|false|1|0|yes|no|[1-9]\d?)$/.test(value) ||
      /^[\d.:a-fA-F/]+(,\s*[\d.:a-fA-F/]+)*$/.test(value),
    'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses',
  )
  .transform((value): false | number | string[] => {
    if (['false', '0', 'no'].includes(value)) return false;
    if (['true', 'yes'].includes(value)) return 1;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((address) => address.trim());
  });

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/**
 * Every setting the server reads, with a default that works on a fresh machine.
 * The README's configuration table mirrors this schema.
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // A client gets this long to send its headers, and then its whole request (a 120 MB zip of
  // photos on a slow line included): a slow sender cannot hold a connection for ever.
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(600),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting.default(false),
  WEB_DIST_DIR: optionalText,

  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),

  MAIL: z.enum(['outbox', 'smtp']).default('outbox'),
  MAIL_FROM: z.string().min(3).default('Littlestar <hello@littlestar.app>'),
  SUPPORT_EMAIL: z.email().default('hello@littlestar.app'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),

  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_DISCOVERY_URL: z
    .url()
    .default('https://accounts.google.com/.well-known/openid-configuration'),

  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(600).optional(),
  JOB_STOP_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(15),
  STORY_TEXT_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),

  CHILD_CREDIT_COST: z.coerce.number().int().min(0).max(1000).default(1),
  STORY_CREDIT_COST: z.coerce.number().int().min(0).max(1000).default(1),
  // Free demo stories all users together may start per UTC day; 0 pauses the free trial.
  FREE_STORIES_PER_DAY: z.coerce.number().int().min(0).max(1_000_000).default(200),
  // Fix a page (issue #30): free picture redraws per story, then their price in credits, and
  // the redraws all users together may start per UTC day (0 pauses them).
  PAGE_REDRAWS_PER_STORY: z.coerce.number().int().min(0).max(100).default(3),
  PAGE_REDRAW_CREDIT_COST: z.coerce.number().int().min(0).max(1000).default(1),
  PAGE_REDRAWS_PER_DAY: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  PAYMENTS: z.enum(['simulated', 'razorpay']).default('simulated'),
  ALLOW_SIMULATED_PAYMENTS: booleanFlag.default(false),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
  PRINT: z.enum(['off', 'lulu']).default('off'),
  LULU_CLIENT_KEY: optionalText,
  LULU_CLIENT_SECRET: optionalText,
  LULU_WEBHOOK_SECRET: optionalText,
  LULU_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.sandbox.lulu.com'),
  // Lulu's product code of an 8.5 x 8.5 in full-colour hardcover (casewrap); see print-provider.ts.
  LULU_POD_PACKAGE_ID: z
    .string()
    .trim()
    .regex(/^[0-9A-Z.]{10,64}$/, 'must be a Lulu pod_package_id')
    .default('0850X0850.FC.PRE.CW.080CW444.GXX'),
  PRINT_MARGIN_PERCENT: z.coerce.number().min(0).max(500).default(30),
  EXCHANGE_RATE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://open.er-api.com/v6/latest/USD'),
  // A rate of 1 would sell a plan for a hundredth of its price; no real USD→INR rate is near it.
  USD_INR_FALLBACK_RATE: z.coerce.number().gt(1, 'must be greater than 1').default(83),

  MIN_PHOTOS: z.coerce.number().int().min(1).max(10).default(5),
  FACE_CHECK_THREADS: z.coerce.number().int().min(1).max(8).optional(),
  PHOTO_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  LIKENESS: z.enum(['offline', 'replicate']).default('offline'),
  REPLICATE_API_TOKEN: optionalText,
  REPLICATE_TRAINER_VERSION: optionalText,
  REPLICATE_DESTINATION: optionalText,
  REPLICATE_WEBHOOK_SECRET: optionalText,
  REPLICATE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  REPLICATE_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),

  STORY_TEXT: z.enum(['offline', 'openai', 'anthropic']).default('offline'),
  STORY_TEXT_MODEL: optionalText,
  STORY_TEXT_API_KEY: optionalText,
  STORY_TEXT_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  STORY_IMAGES: z.enum(IMAGE_PROVIDERS).default('offline'),
  STORY_IMAGES_MODEL: optionalText,
  STORY_IMAGES_API_KEY: optionalText,
  STORY_IMAGES_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
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
  GOOGLE_GENERATIVE_AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  STORY_IMAGES_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  OFFLINE_ILLUSTRATION_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),

  MODERATION: z.enum(['off', 'openai']).default('off'),
  MODERATION_MODEL: z.string().trim().min(1).default('omni-moderation-latest'),
  MODERATION_API_KEY: optionalText,
  MODERATION_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
});

/**
 * Settings one choice needs from another, read from the raw environment so they are named
 * even when some other variable is bad too (a failed parse skips refinements).
 */
function missingSettings(source: NodeJS.ProcessEnv): string[] {
  const value = (key: string) => source[key]?.trim() ?? '';
  const missing: string[] = [];
  const need = (key: string, when: string) => {
    if (!value(key)) missing.push(`${key}: is required when ${when}`);
  };
  if (value('STORAGE') === 's3') need('S3_BUCKET', 'STORAGE=s3');
  if (value('MAIL') === 'smtp') need('SMTP_URL', 'MAIL=smtp');
  if (value('GOOGLE_CLIENT_ID')) need('GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID is set');
  if (value('LIKENESS') === 'replicate') {
    need('REPLICATE_API_TOKEN', 'LIKENESS=replicate');
    need('REPLICATE_TRAINER_VERSION', 'LIKENESS=replicate');
    need('REPLICATE_DESTINATION', 'LIKENESS=replicate');
    // Without it an unsigned call could only be checked by asking Replicate: never call out for one.
    need('REPLICATE_WEBHOOK_SECRET', 'LIKENESS=replicate');
  }
  if (value('PAYMENTS') === 'razorpay') {
    need('RAZORPAY_KEY_ID', 'PAYMENTS=razorpay');
    need('RAZORPAY_KEY_SECRET', 'PAYMENTS=razorpay');
    need('RAZORPAY_WEBHOOK_SECRET', 'PAYMENTS=razorpay');
  }
  if (value('PRINT') === 'lulu') {
    need('LULU_CLIENT_KEY', 'PRINT=lulu');
    need('LULU_CLIENT_SECRET', 'PRINT=lulu');
    // Unsigned status changes must never move an order.
    need('LULU_WEBHOOK_SECRET', 'PRINT=lulu');
  }
  const storyText = value('STORY_TEXT');
  if (storyText === 'openai' || storyText === 'anthropic') {
    // A local OpenAI-compatible server (Ollama, llama.cpp) usually wants no key.
    const isLocalServer = storyText === 'openai' && isLoopbackUrl(value('STORY_TEXT_BASE_URL'));
    if (!isLocalServer) need('STORY_TEXT_API_KEY', `STORY_TEXT=${storyText}`);
    // Another server's models have other names than the vendor's, so no default fits.
    if (value('STORY_TEXT_BASE_URL')) need('STORY_TEXT_MODEL', 'STORY_TEXT_BASE_URL is set');
  }
  // A local server speaking OpenAI's moderation protocol may want no key, as for STORY_TEXT.
  if (value('MODERATION') === 'openai' && !isLoopbackUrl(value('MODERATION_BASE_URL'))) {
    need('MODERATION_API_KEY', 'MODERATION=openai');
  }
  const storyImages = value('STORY_IMAGES');
  if (storyImages === 'gemini' || storyImages === 'openai') {
    need('STORY_IMAGES_API_KEY', `STORY_IMAGES=${storyImages}`);
    if (value('STORY_IMAGES_BASE_URL')) need('STORY_IMAGES_MODEL', 'STORY_IMAGES_BASE_URL is set');
  }
  const fallbacks = value('STORY_IMAGES_FALLBACK')
    .split(',')
    .map((item) => item.trim());
  for (const kind of ['gemini', 'openai'] as const) {
    if (fallbacks.includes(kind)) {
      need(FALLBACK_VARIABLES[kind].apiKey, `STORY_IMAGES_FALLBACK names ${kind}`);
    }
  }
  if (storyImages === 'replicate' || fallbacks.includes('replicate')) {
    need('REPLICATE_API_TOKEN', 'Replicate draws the pictures');
    need('REPLICATE_WEBHOOK_SECRET', 'Replicate draws the pictures');
  }
  if (storyImages && fallbacks.includes(storyImages)) {
    missing.push(`STORY_IMAGES_FALLBACK: names ${storyImages}, which is already STORY_IMAGES`);
  }
  return missing;
}

/** The model each vendor's own API uses when STORY_TEXT_MODEL is not set. */
export const DEFAULT_STORY_TEXT_MODELS = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-sonnet-4-5',
} as const;

/** Hosts that only this machine reaches: nobody else can use a server that answers there. */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  );
}

/**
 * The simulated checkout grants credits for free, so it is the default only where nobody else
 * can reach the server. A public server that forgot PAYMENTS=razorpay must not start and give
 * credits away; a staging server says ALLOW_SIMULATED_PAYMENTS=true on purpose.
 */
function unsafeSettings(env: Environment): string[] {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  if (env.PAYMENTS !== 'simulated' || env.ALLOW_SIMULATED_PAYMENTS || isLoopbackUrl(publicUrl)) {
    return [];
  }
  return [
    `PAYMENTS: is simulated (the default), which grants credits without payment, but PUBLIC_URL ` +
      `${publicUrl} is not a loopback address. Set PAYMENTS=razorpay with its keys, or ` +
      `ALLOW_SIMULATED_PAYMENTS=true if this is a staging server.`,
  ];
}

export type Environment = z.infer<typeof environmentSchema>;

export interface Config {
  env: Environment['NODE_ENV'];
  host: string;
  port: number;
  /** How long a client may take to send its headers, and its whole request. */
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
  /** Origin the browser uses; links in e-mails and signed URLs start with it. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Signs local storage URLs; read from APP_SECRET or created once in DATA_DIR. */
  appSecret: string | undefined;
  logLevel: Environment['LOG_LEVEL'];
  /** false, a number of proxy hops, or the proxies' addresses (Fastify's trustProxy). */
  trustProxy: false | number | string[];
  webDistDir: string | undefined;
  storage:
    | { kind: 'local'; root: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  mail: { kind: 'outbox'; dir: string; from: string } | { kind: 'smtp'; url: string; from: string };
  /** Where messages sent through /feedback are mailed. */
  supportEmail: string;
  jobs: {
    retryLimit: number;
    timeoutSeconds: number;
    /** How often an idle worker looks for work it was not woken for (see jobs/queue.ts). */
    pollingIntervalSeconds: number;
    /** How long a stopping worker lets running jobs finish before handing them back. */
    stopGraceSeconds: number;
    /** Stories written at once by one worker process (`story.write`: waits on the model). */
    storyTextConcurrency: number;
  };
  /** Google sign-in, when configured (OpenID Connect discovery, PKCE). */
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  /** What creating a child or a story costs, in credits. */
  credits: { childCost: number; storyCost: number };
  /** The free trial: free demo stories all users may start per UTC day (0: paused). */
  freeStories: { perDay: number };
  /** Pictures of a complete story drawn again: free per story, then credits; all users per day. */
  pageRedraws: { freePerStory: number; creditCost: number; perDay: number };
  payments:
    | { kind: 'simulated' }
    | {
        kind: 'razorpay';
        keyId: string;
        keySecret: string;
        webhookSecret: string;
        apiUrl: string;
      };
  /** Printed books (PRINT_*, LULU_*): off, or ordered from Lulu's Print API. */
  print: PrintSettings;
  /** Converts USD prices for plans without an INR price. */
  exchangeRate: { url: string; fallbackUsdInr: number };
  training: {
    minPhotos: number;
    photoRetentionDays: number;
    /** Model threads of the photo check: each holds its own copy of the model (about 270 MB). */
    faceCheckThreads: number;
  };
  likeness: LikenessSettings;
  storyText: StoryTextSettings;
  storyImages: StoryImagesSettings;
  /** The content check of story ideas and finished stories (MODERATION_*). */
  moderation: ModerationSettings;
}

export type PrintSettings =
  | { kind: 'off' }
  | {
      kind: 'lulu';
      clientKey: string;
      clientSecret: string;
      webhookSecret: string;
      apiUrl: string;
      podPackageId: string;
      marginPercent: number;
    };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  const problems = [
    ...(parsed.error?.issues ?? []).map(
      (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    ),
    ...missingSettings(source),
    ...(parsed.success ? unsafeSettings(parsed.data) : []),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const port = env.PORT;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  // Where Replicate posts a finished picture (the route is in modules/stories/routes.ts).
  const replicateCallback = {
    webhookUrl: `${publicUrl}/api/stories/webhook/replicate`,
    webhookSecret: env.REPLICATE_WEBHOOK_SECRET,
    pollMs: env.REPLICATE_POLL_MS,
  };
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port,
    http: {
      // Node requires the headers' limit to be no longer than the whole request's.
      headersTimeoutMs:
        Math.min(env.HTTP_HEADERS_TIMEOUT_SECONDS, env.HTTP_REQUEST_TIMEOUT_SECONDS) * 1000,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
    },
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    appSecret: env.APP_SECRET,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR,
    storage:
      env.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: env.S3_BUCKET ?? '',
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local', root: path.join(dataDir, 'files') },
    mail:
      env.MAIL === 'smtp'
        ? { kind: 'smtp', url: env.SMTP_URL ?? '', from: env.MAIL_FROM }
        : { kind: 'outbox', dir: path.join(dataDir, 'outbox'), from: env.MAIL_FROM },
    supportEmail: env.SUPPORT_EMAIL,
    jobs: {
      retryLimit: env.JOB_RETRY_LIMIT,
      timeoutSeconds: env.JOB_TIMEOUT_SECONDS,
      // Embedded, every job is sent in this process and wakes its worker at once: polling only
      // catches retries coming due, so it can be rare. Beside PostgreSQL a sent job is announced
      // (NOTIFY) to every process; polling every 2 s catches retries and a dropped channel.
      pollingIntervalSeconds: env.JOB_POLL_SECONDS ?? (env.DATABASE_URL ? 2 : 30),
      stopGraceSeconds: env.JOB_STOP_GRACE_SECONDS,
      storyTextConcurrency: env.STORY_TEXT_CONCURRENCY,
    },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: env.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    credits: { childCost: env.CHILD_CREDIT_COST, storyCost: env.STORY_CREDIT_COST },
    freeStories: { perDay: env.FREE_STORIES_PER_DAY },
    pageRedraws: {
      freePerStory: env.PAGE_REDRAWS_PER_STORY,
      creditCost: env.PAGE_REDRAW_CREDIT_COST,
      perDay: env.PAGE_REDRAWS_PER_DAY,
    },
    payments:
      env.PAYMENTS === 'razorpay'
        ? {
            kind: 'razorpay',
            keyId: env.RAZORPAY_KEY_ID ?? '',
            keySecret: env.RAZORPAY_KEY_SECRET ?? '',
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
            apiUrl: env.RAZORPAY_API_URL.replace(/\/+$/, ''),
          }
        : { kind: 'simulated' },
    print:
      env.PRINT === 'lulu'
        ? {
            kind: 'lulu',
            clientKey: env.LULU_CLIENT_KEY ?? '',
            clientSecret: env.LULU_CLIENT_SECRET ?? '',
            webhookSecret: env.LULU_WEBHOOK_SECRET ?? '',
            apiUrl: env.LULU_API_URL.replace(/\/+$/, ''),
            podPackageId: env.LULU_POD_PACKAGE_ID,
            marginPercent: env.PRINT_MARGIN_PERCENT,
          }
        : { kind: 'off' },
    exchangeRate: { url: env.EXCHANGE_RATE_URL, fallbackUsdInr: env.USD_INR_FALLBACK_RATE },
    training: {
      minPhotos: env.MIN_PHOTOS,
      photoRetentionDays: env.PHOTO_RETENTION_DAYS,
      faceCheckThreads: env.FACE_CHECK_THREADS ?? Math.min(2, os.availableParallelism()),
    },
    likeness:
      env.LIKENESS === 'replicate'
        ? {
            kind: 'replicate',
            apiToken: env.REPLICATE_API_TOKEN ?? '',
            trainerVersion: env.REPLICATE_TRAINER_VERSION ?? '',
            destination: env.REPLICATE_DESTINATION ?? '',
            webhookSecret: env.REPLICATE_WEBHOOK_SECRET,
            baseUrl: env.REPLICATE_API_URL,
          }
        : { kind: 'offline' },
    storyText:
      env.STORY_TEXT === 'offline'
        ? { kind: 'offline' }
        : {
            kind: env.STORY_TEXT,
            model: env.STORY_TEXT_MODEL ?? DEFAULT_STORY_TEXT_MODELS[env.STORY_TEXT],
            apiKey: env.STORY_TEXT_API_KEY,
            baseUrl: env.STORY_TEXT_BASE_URL?.replace(/\/+$/, ''),
          },
    storyImages: {
      kind: env.STORY_IMAGES,
      provider: imageProvider(
        env.STORY_IMAGES,
        env.STORY_IMAGES === 'replicate'
          ? {
              model: env.STORY_IMAGES_MODEL,
              apiKey: env.REPLICATE_API_TOKEN,
              baseUrl: env.REPLICATE_API_URL,
              replicate: replicateCallback,
            }
          : {
              model: env.STORY_IMAGES_MODEL,
              apiKey: env.STORY_IMAGES_API_KEY,
              baseUrl: env.STORY_IMAGES_BASE_URL,
            },
      ),
      fallbacks: env.STORY_IMAGES_FALLBACK.map((kind) =>
        kind === 'offline' || kind === 'replicate'
          ? imageProvider(kind, {
              apiKey: env.REPLICATE_API_TOKEN,
              baseUrl: env.REPLICATE_API_URL,
              replicate: replicateCallback,
            })
          : imageProvider(kind, {
              apiKey: env[FALLBACK_VARIABLES[kind].apiKey],
              baseUrl: env[FALLBACK_VARIABLES[kind].baseUrl],
            }),
      ),
      // A real illustrator is waited on over the network: all of a story's pictures (and a few
      // stories') at once. The offline one draws on this machine's cores.
      concurrency: env.STORY_IMAGES_CONCURRENCY ?? (env.STORY_IMAGES === 'offline' ? 4 : 48),
      offlineDelayMs: env.OFFLINE_ILLUSTRATION_DELAY_MS,
    },
    moderation:
      env.MODERATION === 'openai'
        ? {
            kind: 'openai',
            model: env.MODERATION_MODEL,
            apiKey: env.MODERATION_API_KEY,
            baseUrl: env.MODERATION_BASE_URL?.replace(/\/+$/, ''),
          }
        : { kind: 'off' },
  };
}

/** One illustrator's settings; its key was required above when it is a real one. */
function imageProvider(
  kind: ImageProviderKind,
  given: {
    model?: string | undefined;
    apiKey: string | undefined;
    baseUrl?: string | undefined;
    /** Replicate's webhook and polling, the same whether it is the provider or a fallback. */
    replicate?: { webhookUrl: string; webhookSecret: string | undefined; pollMs: number };
  },
): ImageProviderConfig {
  if (kind === 'offline') return { kind };
  if (kind === 'replicate') {
    return {
      kind,
      apiToken: given.apiKey ?? '',
      baseUrl: given.baseUrl?.replace(/\/+$/, ''),
      model: given.model ?? DEFAULT_IMAGE_MODELS[kind],
      ...given.replicate,
    };
  }
  return {
    kind,
    model: given.model ?? DEFAULT_IMAGE_MODELS[kind],
    apiKey: given.apiKey ?? '',
    baseUrl: given.baseUrl?.replace(/\/+$/, ''),
  };
}
