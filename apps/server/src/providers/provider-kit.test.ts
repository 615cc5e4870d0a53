import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { SettingsSchema } from './provider-settings.js';

/**
 * The provider kit's promise (docs/architecture.md, "Adding a vendor"): every kind's folder
 * holds its settings schema and its factory in the one shape, config.ts composes the schemas,
 * and a vendor's variables are named in its kind's folder only, so adding one touches one folder.
 */

const PROVIDERS = path.dirname(fileURLToPath(import.meta.url));
const SOURCES = path.dirname(PROVIDERS);
const KINDS = fs
  .readdirSync(PROVIDERS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const camel = (kind: string) => kind.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const pascal = (kind: string) => camel(kind).replace(/^\w/, (letter) => letter.toUpperCase());

/** A kind's module, by its file name (vite cannot follow a computed relative import). */
const moduleOf = async (kind: string, file: string) =>
  (await import(/* @vite-ignore */ path.join(PROVIDERS, kind, file))) as Record<string, unknown>;

async function settingsSchemaOf(kind: string): Promise<SettingsSchema<unknown>> {
  const module = await moduleOf(kind, `${kind}-settings.ts`);
  return module[`${camel(kind)}SettingsSchema`] as SettingsSchema<unknown>;
}

/** The variables a settings file reads: the keys of its zod object, by their names. */
const variablesIn = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map(
    (match) => match[1] ?? '',
  );

/** A file's code without its comments, which may mention any variable to explain it. */
const codeOf = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(?<!:)\/\/.*$/gm, '');

/** The server's code; test/ and bench/ only set variables, as an operator does. */
const sourceFiles = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      return ['test', 'bench'].includes(entry.name) && folder === SOURCES ? [] : sourceFiles(file);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });

describe('the provider kit', () => {
  it('has the ten kinds', () => {
    // A folder under providers/ is a kind; a new one must come with the kit's two files.
    expect(KINDS.sort()).toEqual(
      [
        'faces',
        'likeness',
        'mail',
        'moderation',
        'payments',
        'picture-review',
        'print',
        'storage',
        'story-images',
        'story-text',
      ].sort(),
    );
  });

  it.each(KINDS)(
    '%s: a settings schema in its folder, and index.ts exporting only create<Kind>Provider(settings, deps)',
    async (kind) => {
      expect(typeof (await settingsSchemaOf(kind))).toBe('function');
      const index = await moduleOf(kind, 'index.ts');
      const factoryName = `create${pascal(kind)}Provider`;
      expect(Object.keys(index)).toEqual([factoryName]);
      const factory = index[factoryName];
      expect(typeof factory).toBe('function');
      expect((factory as (...args: unknown[]) => unknown).length).toBe(2);
    },
  );

  it('config.ts composes every kind under its name, as its own schema reads the environment', async () => {
    const source = { PUBLIC_URL: 'http://127.0.0.1:4000/', DATA_DIR: '/srv/littlestar' };
    const config = loadConfig(source) as unknown as Record<string, unknown>;
    const place = { dataDir: '/srv/littlestar', publicUrl: 'http://127.0.0.1:4000' };
    for (const kind of KINDS) {
      const schema = await settingsSchemaOf(kind);
      expect(config[camel(kind)], kind).toEqual(schema(place).parse(source));
    }
  });

  it("names each vendor's variables in its kind's folder only (config.ts reads none of them)", () => {
    // Replicate's account serves two kinds: its variables live beside them, in one file.
    const replicateAccount = path.join(PROVIDERS, 'replicate-account.ts');
    const owners = new Map<string, string[]>();
    for (const kind of KINDS) {
      for (const variable of variablesIn(path.join(PROVIDERS, kind, `${kind}-settings.ts`))) {
        owners.set(variable, [path.join(PROVIDERS, kind)]);
      }
    }
    for (const variable of variablesIn(replicateAccount)) {
      owners.set(variable, [
        replicateAccount,
        path.join(PROVIDERS, 'likeness'),
        path.join(PROVIDERS, 'story-images'),
      ]);
    }
    // One variable of each kind, so a settings file the pattern above cannot read fails here.
    expect([...owners.keys()]).toEqual(
      expect.arrayContaining([
        'FACE_CHECK_THREADS',
        'REPLICATE_TRAINER_VERSION',
        'SMTP_URL',
        'MODERATION_API_KEY',
        'PICTURE_JUDGE_MODEL',
        'RAZORPAY_KEY_ID',
        'LULU_CLIENT_KEY',
        'S3_BUCKET',
        'STORY_IMAGES_FALLBACK',
        'STORY_TEXT_MODEL',
        'REPLICATE_WEBHOOK_SECRET',
      ]),
    );

    const strays: string[] = [];
    for (const file of sourceFiles(SOURCES)) {
      const code = codeOf(file);
      for (const [variable, places] of owners) {
        if (places.some((place) => file.startsWith(place))) continue;
        // Read as `env.NAME` or `env['NAME']` / `value('NAME')` (a spread `...NAME` is a constant).
        const read = new RegExp(`((?<!\\.\\.)\\.|[[(]\\s*['"\`])${variable}(?![A-Za-z0-9_])`);
        if (read.test(code)) {
          strays.push(`${path.relative(SOURCES, file)} reads ${variable}`);
        }
      }
    }
    expect(strays).toEqual([]);
  });
});
