import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../test/processes.js';

/**
 * The provider kit's promise to a server that does not use a vendor (docs/architecture.md,
 * "Adding a vendor"): it never loads the vendor's code or SDK. Measured, not read from the
 * source: a child `node` builds a kind's provider from the built server (`dist`) as
 * `bootstrap.ts` does, and lists every module it loaded (see CHILD).
 */

const PROVIDERS = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.join(PROVIDERS, '../../dist');
const execFileAsync = promisify(execFile);

/** The vendors' SDKs, as folders under node_modules (their own dependencies come with them). */
const VENDOR_SDKS = [
  'openai',
  'ai',
  '@ai-sdk/anthropic',
  '@ai-sdk/google',
  '@ai-sdk/openai',
  'replicate',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@aws-sdk/s3-presigned-post',
  '@aws-sdk/s3-request-presigner',
  'nodemailer',
  'razorpay',
  '@vladmandic/face-api',
  '@tensorflow/tfjs',
  '@tensorflow/tfjs-backend-wasm',
];

/**
 * Each kind's vendor files, which its index.ts loads only for their vendor. faces has none: its
 * one implementation keeps face-api in child processes of its own, started by a photo check.
 */
const VENDOR_FILES: Record<string, string[]> = {
  faces: [],
  likeness: ['replicate-likeness'],
  mail: ['smtp-mail'],
  moderation: ['openai-moderation'],
  payments: ['razorpay-gateway'],
  'picture-review': ['openai-picture-review'],
  print: ['lulu-print'],
  storage: ['s3-storage'],
  'story-images': ['gemini-story-images', 'openai-story-images', 'replicate-story-images'],
  'story-text': ['anthropic-story-text', 'openai-story-text'],
};

/**
 * The child: writes down every module resolved from here on, then imports `imports` (files of
 * dist), then for `kind` parses `env` with the kind's settings schema and calls its factory
 * with what bootstrap.ts hands it (a log, the secret, the database…, stood in for: no factory
 * uses them while it builds). The resolve hook is `module.registerHooks` where Node has it
 * (22.15, 24: in-thread, for require too), else `module.register`'s (20.6: off-thread, for the
 * ESM loader only); `require.cache` adds what CommonJS loaded. It writes to a file as each
 * module resolves: an off-thread hook's message could arrive after the child is gone.
 */
const CHILD = `import fs from 'node:fs';
import module from 'node:module';
import { fileURLToPath } from 'node:url';
const probe = JSON.parse(process.env.PROVIDER_PROBE);
if (module.registerHooks) {
  module.registerHooks({
    resolve(specifier, context, next) {
      const resolved = next(specifier, context);
      fs.appendFileSync(probe.record, resolved.url + '\\n');
      return resolved;
    },
  });
} else {
  const hook = \`import { appendFileSync } from 'node:fs';
    let record;
    export function initialize(data) { record = data.record; }
    export async function resolve(specifier, context, next) {
      const resolved = await next(specifier, context);
      appendFileSync(record, resolved.url + '\\\\n');
      return resolved;
    }\`;
  module.register('data:text/javascript,' + encodeURIComponent(hook), { data: { record: probe.record } });
}
for (const file of probe.imports) await import(probe.dist + '/' + file);
if (probe.kind) {
  const camel = probe.kind.replace(/-(\\w)/g, (_, letter) => letter.toUpperCase());
  const pascal = camel[0].toUpperCase() + camel.slice(1);
  const folder = probe.dist + '/providers/' + probe.kind + '/';
  const settings = await import(folder + probe.kind + '-settings.js');
  const index = await import(folder + 'index.js');
  const place = { dataDir: probe.dataDir, publicUrl: 'http://127.0.0.1:4000' };
  const quiet = { info() {}, warn() {}, error() {}, debug() {}, child() { return quiet; } };
  await index['create' + pascal + 'Provider'](settings[camel + 'SettingsSchema'](place).parse(probe.env), {
    log: quiet, secret: 'probe', publicUrl: place.publicUrl, db: {}, faces: {},
  });
}
const resolved = fs.readFileSync(probe.record, 'utf8').split('\\n').filter((url) => url.startsWith('file:'));
const required = Object.keys(module.createRequire(import.meta.url).cache);
fs.writeFileSync(probe.record, JSON.stringify([...resolved.map((url) => fileURLToPath(url)), ...required]));
process.exit(0);`;

let tempDir: string;
beforeAll(async () => {
  await buildServer();
  tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-vendor-loading-'));
}, 180_000);
afterAll(() => fs.rm(tempDir, { recursive: true, force: true }));

let probes = 0;
/** The files a child `node` loaded: `imports` of dist, then `kind`'s provider built from `env`. */
async function loadedFiles(options: {
  imports?: string[];
  kind?: string;
  env?: Record<string, string>;
}): Promise<string[]> {
  const record = path.join(tempDir, `probe-${(probes += 1)}.txt`);
  await fs.writeFile(record, '');
  const { NODE_OPTIONS: _ignored, ...env } = process.env;
  await execFileAsync(process.execPath, ['--input-type=module', '--eval', CHILD], {
    cwd: tempDir,
    env: {
      ...env,
      PROVIDER_PROBE: JSON.stringify({
        record,
        dist: DIST,
        dataDir: tempDir,
        imports: options.imports ?? [],
        kind: options.kind,
        env: options.env ?? {},
      }),
    },
  });
  return JSON.parse(await fs.readFile(record, 'utf8')) as string[];
}

/** The packages the files belong to (a nested node_modules counts as its innermost package). */
const packagesOf = (files: string[]) =>
  new Set(
    files.flatMap((file) => {
      const found = [...file.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)].at(-1);
      return found?.[1] ? [found[1]] : [];
    }),
  );

const vendorSdksIn = (files: string[]) => {
  const packages = packagesOf(files);
  return VENDOR_SDKS.filter((sdk) => packages.has(sdk));
};

describe('a server not using a vendor', () => {
  it('knows every vendor SDK it checks for as a dependency, and each vendor file as a file', async () => {
    const manifest = JSON.parse(
      await fs.readFile(path.join(PROVIDERS, '../../package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> };
    expect(VENDOR_SDKS.filter((sdk) => !(sdk in manifest.dependencies))).toEqual([]);
    for (const [kind, files] of Object.entries(VENDOR_FILES)) {
      const index = await fs.readFile(path.join(PROVIDERS, kind, 'index.ts'), 'utf8');
      for (const file of files) {
        // Loaded with `import()` where the vendor is chosen, never statically at the top.
        expect(index, `${kind}/index.ts`).toContain(`import('./${file}.js')`);
        expect(index, `${kind}/index.ts`).not.toContain(`from './${file}.js'`);
      }
    }
  });

  it.each(Object.keys(VENDOR_FILES))(
    '%s: built with the default settings, loads no vendor SDK and no vendor file',
    async (kind) => {
      const files = await loadedFiles({ kind });
      expect(vendorSdksIn(files)).toEqual([]);
      const vendorFiles = (VENDOR_FILES[kind] ?? []).map((name) =>
        path.join(DIST, 'providers', kind, `${name}.js`),
      );
      expect(files.filter((file) => vendorFiles.includes(file))).toEqual([]);
      // The measure sees the kind's own files: an empty list would pass for the wrong reason.
      expect(files).toContain(path.join(DIST, 'providers', kind, 'index.js'));
    },
  );

  it('npm start, with no settings: the server and every default provider load no vendor SDK', async () => {
    const files = await loadedFiles({
      // What main.ts loads to start: the runtime (every factory's module), the demo, the app.
      imports: ['bootstrap.js', 'app.js', 'modules/free-trial/service.js'],
    });
    expect(files).toContain(path.join(DIST, 'app.js'));
    expect(vendorSdksIn(files)).toEqual([]);
  });
});

describe('a server using a vendor', () => {
  it('loads its SDK when the vendor is built at start (MAIL=smtp: nodemailer)', async () => {
    const files = await loadedFiles({
      kind: 'mail',
      env: { MAIL: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    expect(vendorSdksIn(files)).toEqual(['nodemailer']);
  });

  it('loads nothing of it before the first call when it is made on first use (STORY_TEXT=openai)', async () => {
    const files = await loadedFiles({
      kind: 'story-text',
      env: { STORY_TEXT: 'openai', STORY_TEXT_MODEL: 'llama3.1', STORY_TEXT_API_KEY: 'sk-test' },
    });
    expect(vendorSdksIn(files)).toEqual([]);
  });
});
