import path from 'node:path';
import { z } from 'zod';
import { facesSettingsSchema } from './providers/faces/faces-settings.js';
import { pictureReviewSettingsSchema } from './providers/picture-review/picture-review-settings.js';
import { likenessSettingsSchema } from './providers/likeness/likeness-settings.js';
import { mailSettingsSchema } from './providers/mail/mail-settings.js';
import { moderationSettingsSchema } from './providers/moderation/moderation-settings.js';
import { paymentsSettingsSchema } from './providers/payments/payments-settings.js';
import { printSettingsSchema } from './providers/print/print-settings.js';
import {
  optionalText,
  requirements,
  type ServerPlace,
  type SettingsSchema,
} from './providers/provider-settings.js';
import { replicateWebhookSettingsSchema } from './providers/replicate-account.js';
import { storageSettingsSchema } from './providers/storage/storage-settings.js';
import { storyImagesSettingsSchema } from './providers/story-images/story-images-settings.js';
import { storyTextSettingsSchema } from './providers/story-text/story-text-settings.js';

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

/**
 * The server's own settings, with a default that works on a fresh machine. Each provider
 * kind's are read by the schema in its folder and composed below. The table in
 * docs/configuration.md mirrors them all.
 */
const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    // Unset: loopback with simulated payments (free credits), every interface otherwise.
    HOST: z.string().trim().min(1).optional(),
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
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: trustProxySetting.default(false),
    WEB_DIST_DIR: optionalText,

    // Required with real mail (below): the default, a made-up address, is only for the outbox;
    // parents' messages to support would go to whoever receives it.
    SUPPORT_EMAIL: z.email().optional(),

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
    // Fix a page: free picture redraws per story, then their price in credits, and
    // the redraws all users together may start per UTC day (0 pauses them).
    PAGE_REDRAWS_PER_STORY: z.coerce.number().int().min(0).max(100).default(3),
    PAGE_REDRAW_CREDIT_COST: z.coerce.number().int().min(0).max(1000).default(1),
    PAGE_REDRAWS_PER_DAY: z.coerce.number().int().min(0).max(1_000_000).default(2000),
    EXCHANGE_RATE_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://open.er-api.com/v6/latest/USD'),
    // A rate of 1 would sell a plan for a hundredth of its price; no real USD→INR rate is near it.
    USD_INR_FALLBACK_RATE: z.coerce.number().gt(1, 'must be greater than 1').default(83),

    MIN_PHOTOS: z.coerce.number().int().min(1).max(10).default(5),
    PHOTO_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
    PICTURE_REDRAWS_PER_BOOK: z.coerce.number().int().min(0).max(50).default(3),
    DATA_EXPORT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(64 * 1024 ** 3)
      .default(2 * 1024 ** 3),
  })
  .check(
    requirements((env, need) => {
      if (env.GOOGLE_CLIENT_ID) need('GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID is set');
    }),
  );

export type Environment = z.infer<typeof environmentSchema>;

/** The server's own settings (the providers' are composed in below). */
export interface ServerConfig {
  env: Environment['NODE_ENV'];
  /** HOST; unset, loopback with simulated payments (free credits) and every interface otherwise. */
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
  /** Converts USD prices for plans without an INR price. */
  exchangeRate: { url: string; fallbackUsdInr: number };
  training: { minPhotos: number; photoRetentionDays: number };
  /** Pictures the picture judge may have drawn again in one generation of a book. */
  pictureJudge: { redrawsPerBook: number };
  /** The largest data export zip that is stored; a bigger one is refused by mail. */
  dataExport: { maxBytes: number };
}

/**
 * Each provider kind's settings, read by the schema in its own folder
 * (`providers/<kind>/<kind>-settings.ts`): the one place a vendor's variables are named.
 */
const providerSettingsSchemas = {
  storage: storageSettingsSchema,
  mail: mailSettingsSchema,
  payments: paymentsSettingsSchema,
  /** Printed books (PRINT_*, LULU_*): off, or ordered from Lulu's Print API. */
  print: printSettingsSchema,
  /** The offline photo check's model threads. */
  faces: facesSettingsSchema,
  likeness: likenessSettingsSchema,
  storyText: storyTextSettingsSchema,
  storyImages: storyImagesSettingsSchema,
  /** The content check of story ideas and finished stories (MODERATION_*). */
  moderation: moderationSettingsSchema,
  /** A vision model's review of each picture beside the offline judge (PICTURE_JUDGE_*). */
  pictureReview: pictureReviewSettingsSchema,
  /** The secret the one Replicate webhook entry checks every delivery with. */
  replicateWebhook: replicateWebhookSettingsSchema,
};

type ProviderSettings = {
  [
    Kind in keyof typeof providerSettingsSchemas
  ]: (typeof providerSettingsSchemas)[Kind] extends SettingsSchema<infer Settings>
    ? Settings
    : never;
};

/** The server's own settings, and each provider kind's under its name. */
export type Config = ServerConfig & ProviderSettings;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const problemsOf = (error: z.ZodError | undefined) =>
  (error?.issues ?? []).map(
    (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );

/** Parses the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  // Each kind's schema is parsed on its own, so a bad variable of one kind (or of the server's
  // own) never hides another kind's problems. Without a valid DATA_DIR or PUBLIC_URL they are
  // checked against the defaults', only to be named: nothing is built from them then.
  const env = parsed.data ?? environmentSchema.parse({});
  const server = serverSettings(env);
  const place: ServerPlace = {
    dataDir: server.dataDir,
    publicUrl: server.publicUrl,
    ...(env.HOST ? { host: env.HOST } : {}),
  };
  const providers: Record<string, unknown> = {};
  const problems = problemsOf(parsed.error);
  for (const [kind, schema] of Object.entries(providerSettingsSchemas)) {
    const settings = (schema as SettingsSchema<unknown>)(place).safeParse(source);
    if (settings.success) providers[kind] = settings.data;
    problems.push(...problemsOf(settings.error));
  }
  if ((providers.mail as { kind?: string } | undefined)?.kind === 'smtp' && !env.SUPPORT_EMAIL) {
    problems.push('SUPPORT_EMAIL: is required when MAIL=smtp');
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const settings = providers as ProviderSettings;
  // Simulated payments give credits away: unless HOST says otherwise, only this machine
  // reaches such a server, whatever PUBLIC_URL claims.
  const host = env.HOST ?? (settings.payments.kind === 'simulated' ? '127.0.0.1' : '0.0.0.0');
  return { ...server, host, ...settings };
}

function serverSettings(env: Environment): Omit<ServerConfig, 'host'> {
  const dataDir = path.resolve(env.DATA_DIR);
  const port = env.PORT;
  return {
    env: env.NODE_ENV,
    port,
    http: {
      // Node requires the headers' limit to be no longer than the whole request's.
      headersTimeoutMs:
        Math.min(env.HTTP_HEADERS_TIMEOUT_SECONDS, env.HTTP_REQUEST_TIMEOUT_SECONDS) * 1000,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
    },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    appSecret: env.APP_SECRET,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR,
    supportEmail: env.SUPPORT_EMAIL ?? 'hello@littlestar.app',
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
    exchangeRate: { url: env.EXCHANGE_RATE_URL, fallbackUsdInr: env.USD_INR_FALLBACK_RATE },
    training: { minPhotos: env.MIN_PHOTOS, photoRetentionDays: env.PHOTO_RETENTION_DAYS },
    pictureJudge: { redrawsPerBook: env.PICTURE_REDRAWS_PER_BOOK },
    dataExport: { maxBytes: env.DATA_EXPORT_MAX_BYTES },
  };
}
