import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('works on a fresh machine with no variables set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.storage).toEqual({ kind: 'local', root: path.resolve('./data/files') });
    expect(config.mail.kind).toBe('outbox');
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', STORAGE: 'ftp', MAIL: 'smtp', DATABASE_URL: 'mysql://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/STORAGE/);
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/SMTP_URL: is required when MAIL=smtp/);
  });

  it("names every kind's problems at once, however bad the server's own settings are", () => {
    let error: unknown;
    try {
      loadConfig({
        PUBLIC_URL: 'not a url',
        DATA_DIR: '',
        STORAGE: 's3',
        PAYMENTS: 'razorpay',
        RAZORPAY_API_URL: 'ftp://razorpay',
        STORY_TEXT: 'openai',
        STORY_TEXT_BASE_URL: 'https://openrouter.ai/api/v1',
        STORY_IMAGES: 'gemini',
        STORY_IMAGES_FALLBACK: 'openai,dalle',
      });
    } catch (caught) {
      error = caught;
    }
    const problems = (error as ConfigError).problems;
    for (const expected of [
      /^PUBLIC_URL: /,
      /^DATA_DIR: /,
      /^S3_BUCKET: is required when STORAGE=s3$/,
      // A bad variable of a kind still leaves its missing ones named.
      /^RAZORPAY_API_URL: /,
      /^RAZORPAY_KEY_ID: is required when PAYMENTS=razorpay$/,
      /^STORY_TEXT_API_KEY: is required when STORY_TEXT=openai$/,
      /^STORY_TEXT_MODEL: is required when STORY_TEXT_BASE_URL is set$/,
      /^STORY_IMAGES_FALLBACK\.1: Use offline, gemini, openai or replicate$/,
      /^STORY_IMAGES_API_KEY: is required when STORY_IMAGES=gemini$/,
    ]) {
      expect(problems).toContainEqual(expect.stringMatching(expected));
    }
  });

  it('keeps the Replicate webhook secret once, for the one entry every delivery goes to', () => {
    expect(loadConfig({}).replicateWebhook).toEqual({ secret: undefined });
    const config = loadConfig({
      LIKENESS: 'replicate',
      STORY_IMAGES: 'replicate',
      REPLICATE_API_TOKEN: 'r8_x',
      REPLICATE_TRAINER_VERSION: 'owner/trainer:v1',
      REPLICATE_DESTINATION: 'owner/children',
      REPLICATE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(config.replicateWebhook).toEqual({ secret: 'whsec_x' });
    // Each kind tells Replicate what the delivery will be about; neither holds the secret.
    expect(config.likeness).toEqual({
      kind: 'replicate',
      apiToken: 'r8_x',
      trainerVersion: 'owner/trainer:v1',
      destination: 'owner/children',
      baseUrl: undefined,
      webhookUrl: 'http://localhost:3000/api/webhooks/replicate/training',
    });
    expect(config.storyImages.provider).toMatchObject({
      webhookUrl: 'http://localhost:3000/api/webhooks/replicate/prediction',
    });
  });

  it("downloads Replicate's pictures from its delivery hosts, or the ones named", () => {
    const replicate = {
      STORY_IMAGES: 'replicate',
      REPLICATE_API_TOKEN: 'r8_x',
      REPLICATE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(loadConfig(replicate).storyImages.provider).toMatchObject({
      deliveryHosts: ['replicate.delivery'],
    });
    const named = loadConfig({
      ...replicate,
      REPLICATE_DELIVERY_HOSTS: ' 127.0.0.1, CDN.Example ',
    });
    expect(named.storyImages.provider).toMatchObject({
      deliveryHosts: ['127.0.0.1', 'cdn.example'],
    });
    expect(() =>
      loadConfig({ ...replicate, REPLICATE_DELIVERY_HOSTS: 'https://replicate.delivery/x' }),
    ).toThrow(/REPLICATE_DELIVERY_HOSTS/);
  });

  it("reads TRUST_PROXY as one proxy, a number of hops, or the proxies' addresses", () => {
    const trustOf = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('true')).toBe(1);
    expect(trustOf('2')).toBe(2);
    expect(trustOf('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => trustOf('everyone')).toThrow(/TRUST_PROXY/);
  });

  it('asks for the settings a production choice needs', () => {
    expect(() => loadConfig({ STORAGE: 's3', MAIL: 'smtp' })).toThrow(
      /S3_BUCKET: is required when STORAGE=s3[\s\S]*SMTP_URL: is required when MAIL=smtp/,
    );
  });

  it('uses PUBLIC_URL without a trailing slash for links', () => {
    expect(
      loadConfig({ PUBLIC_URL: 'https://littlestar.app/', ALLOW_SIMULATED_PAYMENTS: 'true' })
        .publicUrl,
    ).toBe('https://littlestar.app');
  });

  it('sells through the simulated checkout at one credit a child or story by default', () => {
    const config = loadConfig({});
    expect(config.payments).toEqual({ kind: 'simulated' });
    expect(config.credits).toEqual({ childCost: 1, storyCost: 1 });
    expect(config.freeStories).toEqual({ perDay: 200 });
    expect(config.exchangeRate.fallbackUsdInr).toBeGreaterThan(1);
  });

  it('refuses free simulated payments on a server others can reach, unless told it is staging', () => {
    for (const PUBLIC_URL of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      expect(loadConfig({ PUBLIC_URL }).payments).toEqual({ kind: 'simulated' });
    }
    for (const PUBLIC_URL of ['https://littlestar.app', 'http://192.168.1.20:3000']) {
      expect(() => loadConfig({ PUBLIC_URL })).toThrow(
        /PAYMENTS: is simulated[\s\S]*not a loopback address[\s\S]*PAYMENTS=razorpay[\s\S]*ALLOW_SIMULATED_PAYMENTS=true/,
      );
    }
    expect(
      loadConfig({ PUBLIC_URL: 'https://staging.littlestar.app', ALLOW_SIMULATED_PAYMENTS: 'true' })
        .payments,
    ).toEqual({ kind: 'simulated' });
    expect(
      loadConfig({
        PUBLIC_URL: 'https://littlestar.app',
        PAYMENTS: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'hook',
      }).payments.kind,
    ).toBe('razorpay');
  });

  it('listens on loopback with simulated payments unless HOST says, and everywhere with real ones', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost');
    const razorpay = {
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    };
    expect(loadConfig(razorpay).host).toBe('0.0.0.0');
    expect(loadConfig({ ...razorpay, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('refuses free simulated payments on a HOST others can reach, unless told it is staging', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      let error: unknown;
      try {
        loadConfig({ HOST });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const [problem, ...more] = (error as ConfigError).problems;
      expect(more).toEqual([]);
      expect(problem).toMatch(/^PAYMENTS: is simulated/);
      expect(problem).toContain(`HOST ${HOST} lets other machines reach the server`);
      expect(problem).toContain('ALLOW_SIMULATED_PAYMENTS=true');
    }
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_SIMULATED_PAYMENTS: 'true' }).host).toBe('0.0.0.0');
  });

  it('asks for SUPPORT_EMAIL with real mail, and keeps outbox mail 7 days unless told', () => {
    expect(() => loadConfig({ MAIL: 'smtp', SMTP_URL: 'smtp://mail.example:587' })).toThrow(
      /SUPPORT_EMAIL: is required when MAIL=smtp/,
    );
    const smtp = loadConfig({
      MAIL: 'smtp',
      SMTP_URL: 'smtp://mail.example:587',
      SUPPORT_EMAIL: 'help@example.com',
    });
    expect(smtp.supportEmail).toBe('help@example.com');
    expect(smtp.mail.kind).toBe('smtp');
    expect(loadConfig({}).mail).toMatchObject({ kind: 'outbox', retentionDays: 7 });
    expect(loadConfig({ OUTBOX_RETENTION_DAYS: '2' }).mail).toMatchObject({ retentionDays: 2 });
    expect(() => loadConfig({ OUTBOX_RETENTION_DAYS: '0' })).toThrow(/OUTBOX_RETENTION_DAYS/);
  });

  it('asks for the Razorpay keys with PAYMENTS=razorpay and refuses a fallback rate of 1', () => {
    expect(() => loadConfig({ PAYMENTS: 'razorpay', USD_INR_FALLBACK_RATE: '1' })).toThrow(
      /RAZORPAY_KEY_ID: is required[\s\S]*RAZORPAY_KEY_SECRET: is required[\s\S]*RAZORPAY_WEBHOOK_SECRET: is required/,
    );
    expect(() => loadConfig({ USD_INR_FALLBACK_RATE: '1' })).toThrow(/USD_INR_FALLBACK_RATE/);
    const config = loadConfig({
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
      RAZORPAY_API_URL: 'http://127.0.0.1:9999/',
      STORY_CREDIT_COST: '2',
    });
    expect(config.payments).toEqual({
      kind: 'razorpay',
      keyId: 'rzp_live_x',
      keySecret: 'secret',
      webhookSecret: 'hook',
      apiUrl: 'http://127.0.0.1:9999',
    });
    expect(config.credits.storyCost).toBe(2);
  });

  it('writes stories offline by default and names what a real text provider still needs', () => {
    expect(loadConfig({}).storyText).toEqual({ kind: 'offline' });
    expect(() => loadConfig({ STORY_TEXT: 'anthropic' })).toThrow(
      /STORY_TEXT_API_KEY: is required when STORY_TEXT=anthropic/,
    );
    expect(() => loadConfig({ STORY_TEXT: 'openai' })).toThrow(
      /STORY_TEXT_API_KEY: is required when STORY_TEXT=openai/,
    );
    // A server at another address may be anyone's: it needs a key, and a model by name.
    expect(() =>
      loadConfig({ STORY_TEXT: 'openai', STORY_TEXT_BASE_URL: 'https://openrouter.ai/api/v1' }),
    ).toThrow(
      /STORY_TEXT_API_KEY: is required[\s\S]*STORY_TEXT_MODEL: is required when STORY_TEXT_BASE_URL is set/,
    );
    expect(() => loadConfig({ STORY_TEXT: 'gemini' })).toThrow(/STORY_TEXT/);
    expect(() => loadConfig({ STORY_TEXT_BASE_URL: 'not a url' })).toThrow(/STORY_TEXT_BASE_URL/);
  });

  it('takes a local OpenAI-compatible server without a key, and vendor defaults for the model', () => {
    expect(
      loadConfig({
        STORY_TEXT: 'openai',
        STORY_TEXT_BASE_URL: 'http://localhost:11434/v1/',
        STORY_TEXT_MODEL: 'llama3.1',
      }).storyText,
    ).toEqual({
      kind: 'openai',
      model: 'llama3.1',
      apiKey: undefined,
      baseUrl: 'http://localhost:11434/v1',
    });
    expect(loadConfig({ STORY_TEXT: 'openai', STORY_TEXT_API_KEY: 'sk-x' }).storyText).toEqual({
      kind: 'openai',
      model: 'gpt-4.1-mini',
      apiKey: 'sk-x',
      baseUrl: undefined,
    });
    expect(
      loadConfig({ STORY_TEXT: 'anthropic', STORY_TEXT_API_KEY: 'sk-ant-x' }).storyText,
    ).toMatchObject({ kind: 'anthropic', model: 'claude-sonnet-4-5' });
    // Anthropic has no local server: a loopback address still needs the key.
    expect(() =>
      loadConfig({
        STORY_TEXT: 'anthropic',
        STORY_TEXT_BASE_URL: 'http://127.0.0.1:8080/v1',
        STORY_TEXT_MODEL: 'claude-sonnet-4-5',
      }),
    ).toThrow(/STORY_TEXT_API_KEY: is required when STORY_TEXT=anthropic/);
  });

  it('moderates with the word list by default, and needs a key for a remote service', () => {
    expect(loadConfig({}).moderation).toEqual({ kind: 'off' });
    expect(() => loadConfig({ MODERATION: 'openai' })).toThrow(
      /MODERATION_API_KEY: is required when MODERATION=openai/,
    );
    expect(() => loadConfig({ MODERATION: 'strict' })).toThrow(/MODERATION/);
    expect(loadConfig({ MODERATION: 'openai', MODERATION_API_KEY: 'sk-m' }).moderation).toEqual({
      kind: 'openai',
      model: 'omni-moderation-latest',
      apiKey: 'sk-m',
      baseUrl: undefined,
    });
    // A local server speaking the protocol may want no key.
    expect(
      loadConfig({
        MODERATION: 'openai',
        MODERATION_BASE_URL: 'http://127.0.0.1:9000/v1/',
        MODERATION_MODEL: 'local-guard',
      }).moderation,
    ).toEqual({
      kind: 'openai',
      model: 'local-guard',
      apiKey: undefined,
      baseUrl: 'http://127.0.0.1:9000/v1',
    });
  });

  it('draws pictures offline by default and names what a real image provider still needs', () => {
    expect(loadConfig({}).storyImages).toMatchObject({
      kind: 'offline',
      provider: { kind: 'offline' },
      fallbacks: [],
      concurrency: 4,
    });
    // A real illustrator is waited on: a whole story's pictures at once.
    expect(
      loadConfig({ STORY_IMAGES: 'gemini', STORY_IMAGES_API_KEY: 'k' }).storyImages.concurrency,
    ).toBe(48);
    expect(() => loadConfig({ STORY_IMAGES: 'gemini' })).toThrow(
      /STORY_IMAGES_API_KEY: is required when STORY_IMAGES=gemini/,
    );
    expect(() =>
      loadConfig({
        STORY_IMAGES: 'openai',
        STORY_IMAGES_API_KEY: 'sk-x',
        STORY_IMAGES_FALLBACK: 'gemini',
      }),
    ).toThrow(/GOOGLE_GENERATIVE_AI_API_KEY: is required when STORY_IMAGES_FALLBACK names gemini/);
    expect(() =>
      loadConfig({
        STORY_IMAGES: 'openai',
        STORY_IMAGES_API_KEY: 'sk-x',
        STORY_IMAGES_FALLBACK: 'openai',
      }),
    ).toThrow(/STORY_IMAGES_FALLBACK: names openai, which is already STORY_IMAGES/);
    expect(() => loadConfig({ STORY_IMAGES: 'replicate' })).toThrow(
      /REPLICATE_API_TOKEN: is required when Replicate draws the pictures/,
    );
    // Its webhooks are checked against the configured secret only, never one fetched on a call.
    expect(() => loadConfig({ STORY_IMAGES: 'replicate', REPLICATE_API_TOKEN: 'r8_x' })).toThrow(
      /REPLICATE_WEBHOOK_SECRET: is required when Replicate draws the pictures/,
    );
    expect(() =>
      loadConfig({
        STORY_IMAGES: 'openai',
        STORY_IMAGES_API_KEY: 'sk-x',
        STORY_IMAGES_FALLBACK: 'replicate',
        REPLICATE_API_TOKEN: 'r8_x',
      }),
    ).toThrow(/REPLICATE_WEBHOOK_SECRET: is required when Replicate draws the pictures/);
    expect(() =>
      loadConfig({
        LIKENESS: 'replicate',
        REPLICATE_API_TOKEN: 'r8_x',
        REPLICATE_TRAINER_VERSION: 'owner/trainer:v1',
        REPLICATE_DESTINATION: 'owner/children',
      }),
    ).toThrow(/REPLICATE_WEBHOOK_SECRET: is required when LIKENESS=replicate/);
    expect(
      loadConfig({
        STORY_IMAGES: 'replicate',
        REPLICATE_API_TOKEN: 'r8_x',
        REPLICATE_WEBHOOK_SECRET: 'whsec_x',
      }).storyImages.provider,
    ).toEqual({
      kind: 'replicate',
      apiToken: 'r8_x',
      baseUrl: undefined,
      model: 'black-forest-labs/flux-1.1-pro',
      // Finished predictions are posted back to PUBLIC_URL, and read again every second or more.
      webhookUrl: 'http://localhost:3000/api/webhooks/replicate/prediction',
      pollMs: 1000,
      // Its pictures are downloaded from Replicate's delivery hosts only.
      deliveryHosts: ['replicate.delivery'],
    });
    expect(
      loadConfig({
        STORY_IMAGES: 'openai',
        STORY_IMAGES_API_KEY: 'sk-x',
        STORY_IMAGES_FALLBACK: 'replicate',
        REPLICATE_API_TOKEN: 'r8_x',
        REPLICATE_WEBHOOK_SECRET: 'whsec_x',
        PUBLIC_URL: 'https://littlestar.example/',
        ALLOW_SIMULATED_PAYMENTS: 'true',
      }).storyImages.fallbacks,
    ).toMatchObject([
      {
        kind: 'replicate',
        webhookUrl: 'https://littlestar.example/api/webhooks/replicate/prediction',
      },
    ]);
    expect(() => loadConfig({ STORY_IMAGES_FALLBACK: 'dalle' })).toThrow(/STORY_IMAGES_FALLBACK/);
    expect(() => loadConfig({ STORY_IMAGES: 'midjourney' })).toThrow(/STORY_IMAGES/);
  });

  it('takes a real image provider with its fallbacks, and vendor defaults for the models', () => {
    expect(
      loadConfig({
        STORY_IMAGES: 'gemini',
        STORY_IMAGES_API_KEY: 'g-key',
        STORY_IMAGES_FALLBACK: ' openai , offline',
        OPENAI_API_KEY: 'sk-x',
      }).storyImages,
    ).toMatchObject({
      kind: 'gemini',
      provider: { kind: 'gemini', model: 'gemini-2.5-flash-image', apiKey: 'g-key' },
      fallbacks: [
        { kind: 'openai', model: 'gpt-image-1', apiKey: 'sk-x', baseUrl: undefined },
        { kind: 'offline' },
      ],
    });
  });
});
