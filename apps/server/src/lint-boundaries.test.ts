import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE = path.join(ROOT, 'apps/server/src');

/**
 * Each case is a file that breaks one rule of docs/architecture.md, linted with the
 * repository's own config under the path where such code would really live. The text is
 * linted in memory (ESLint's `lintText` with that path): nothing is written to the working
 * tree, so a concurrent `npx eslint .` never sees a fixture.
 */
/** A function of 121 lines of code, one over the budget (eslint.config.js). */
const longFunction = `export function long(): number {\n  let total = 0;\n${'  total += 1;\n'.repeat(118)}  return total;\n}\n`;
/** Twenty ifs: 21 paths through one function. */
const branchyFunction = `export function branchy(n: number): number {\n${Array.from({ length: 20 }, (_, i) => `  if (n === ${i}) return ${i};\n`).join('')}  return -1;\n}\n`;

const cases: { name: string; file: string; text: string; rule: string }[] = [
  {
    // training-rows.ts imports training-transitions.ts (checked below): linting this text as
    // training-transitions.ts closes the loop through a real file on disk.
    name: 'an import cycle',
    file: 'apps/server/src/modules/children/training-transitions.ts',
    text: "export { recordUpload } from './training-rows.js';\n",
    rule: 'import-x/no-cycle',
  },
  {
    name: "a module reaching past another module's public entry",
    file: 'apps/server/src/modules/stories/lint-fixture.ts',
    text: "export { readPhotoArchive } from '../children/photo-archive.js';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a provider importing a module',
    file: 'apps/server/src/providers/mail/lint-fixture.ts',
    text: "export { listChildren } from '../../modules/children/service.js';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a function of 121 lines in source',
    file: 'apps/server/src/modules/feedback/lint-fixture.ts',
    text: longFunction,
    rule: 'max-lines-per-function',
  },
  {
    name: 'a function with 21 paths in source',
    file: 'apps/server/src/modules/feedback/lint-fixture.ts',
    text: branchyFunction,
    rule: 'complexity',
  },
  {
    name: 'a provider importing the job machinery',
    file: 'apps/server/src/providers/mail/lint-fixture.ts',
    text: "export { PermanentJobError } from '../../jobs/define-job.js';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'jobs/ importing a module',
    file: 'apps/server/src/jobs/lint-fixture.ts',
    text: "export { listChildren } from '../modules/children/service.js';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: "a module importing another module's table file",
    file: 'apps/server/src/modules/stories/lint-fixture.ts',
    text: "export { user } from '../../db/auth-schema.js';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a module importing the schema barrel',
    file: 'apps/server/src/modules/children/lint-fixture.ts',
    text: "export { children } from '../../db/schema.js';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: "a provider importing a module's table file",
    file: 'apps/server/src/providers/mail/lint-fixture.ts',
    text: "export { payments } from '../../db/payments-schema.js';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: "a provider file outside a kind's folder importing a table file",
    file: 'apps/server/src/providers/lint-fixture.ts',
    text: "export { simulatedOrders } from '../db/simulated-payments-schema.js';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'an http file importing a table file',
    file: 'apps/server/src/http/lint-fixture.ts',
    text: "export { rateLimit } from '../db/auth-schema.js';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: "jobs/ importing a module's table file",
    file: 'apps/server/src/jobs/lint-fixture.ts',
    text: "export { stories } from '../db/stories-schema.js';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the composition root importing the schema barrel',
    file: 'apps/server/src/lint-fixture.ts',
    text: "export * from './db/schema.js';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: "the server's code importing a fake of a vendor",
    file: 'apps/server/src/providers/mail/lint-fixture.ts',
    text: "export { startSmtpSink } from '@littlestar/fakes/smtp-sink';\n",
    rule: 'no-restricted-imports',
  },
  {
    // bookbinder binds any book from what it is given, storycraft's or a provider's.
    name: "bookbinder's code importing storycraft",
    file: 'packages/bookbinder/src/lint-fixture.ts',
    text: "export { craftStory } from '@littlestar/storycraft';\n",
    rule: 'no-restricted-imports',
  },
  {
    name: "bookbinder's code reaching into the server",
    file: 'packages/bookbinder/src/lint-fixture.ts',
    text: "export { createLogger } from '../../../apps/server/src/logging/logging.js';\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a web feature importing another feature',
    // The web fixtures import by relative path: the TypeScript resolver maps the web app's `@/`
    // paths only when run from the root.
    file: 'apps/web/src/features/children/lint-fixture.ts',
    text: "export { CreateStoryPage } from '../stories/pages/create-story-page';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a web feature importing app/',
    file: 'apps/web/src/features/children/lint-fixture-app.ts',
    text: "export * from '../../app/route-handle';\n",
    rule: 'import-x/no-restricted-paths',
  },
];

const allowed: { name: string; file: string; text: string }[] = [
  {
    name: "a module that uses another module's service",
    file: 'apps/server/src/modules/stories/lint-fixture-allowed.ts',
    text: "export { findOwnChild } from '../children/service.js';\n",
  },
  {
    name: 'a module that imports its own table file and the connection',
    file: 'apps/server/src/modules/children/lint-fixture-allowed.ts',
    text:
      "export { children } from '../../db/children-schema.js';\n" +
      "export type { Database } from '../../db/database.js';\n",
  },
  {
    name: 'the simulated gateway with its own tables',
    file: 'apps/server/src/providers/payments/lint-fixture-allowed.ts',
    text: "export { simulatedOrders } from '../../db/simulated-payments-schema.js';\n",
  },
  {
    name: 'jobs/ with its own tables',
    file: 'apps/server/src/jobs/lint-fixture-allowed.ts',
    text: "export { mailDeliveries } from '../db/mail-schema.js';\n",
  },
  {
    name: 'a test that starts a fake of a vendor',
    file: 'apps/server/src/providers/mail/lint-fixture-allowed.test.ts',
    text: "export { startSmtpSink } from '@littlestar/fakes/smtp-sink';\n",
  },
  {
    name: 'a bench that starts a fake of a vendor',
    file: 'apps/server/src/bench/lint-fixture-allowed.ts',
    text: "export { startFakeGemini } from '@littlestar/fakes/fake-gemini';\n",
  },
  {
    name: "a bookbinder test that binds storycraft's book",
    file: 'packages/bookbinder/src/lint-fixture-allowed.test.ts',
    text: "export { craftStory } from '@littlestar/storycraft';\n",
  },
  {
    name: "a test file's long describe",
    file: 'apps/server/src/modules/feedback/lint-fixture-allowed.test.ts',
    text: longFunction,
  },
  {
    name: 'a test that reads any table to check what happened',
    file: 'apps/server/src/modules/credits/lint-fixture-allowed.test.ts',
    text: "export { user, payments } from '../../db/schema.js';\n",
  },
];

let eslint: ESLint;
/** Table file in db/ → the folder under apps/server/src that owns it (eslint.config.js). */
let tableOwners: Record<string, string>;
const startedIn = process.cwd();
beforeAll(async () => {
  // Relative to the repository, as `npx eslint .` sees it.
  process.chdir(ROOT);
  // The boundary rules read no types: linting without them keeps this test to seconds.
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false, project: null } },
    },
    ruleFilter: ({ ruleId }) =>
      ruleId.startsWith('import-x/') ||
      ['no-restricted-imports', 'max-lines-per-function', 'complexity'].includes(ruleId),
  });
  const config = (await import(pathToFileURL(path.join(ROOT, 'eslint.config.js')).href)) as {
    tableOwners: Record<string, string>;
  };
  tableOwners = config.tableOwners;
});
afterAll(() => {
  process.chdir(startedIn);
});

async function ruleIdsFor(file: string, text: string): Promise<string[]> {
  const results = await eslint.lintText(text, { filePath: path.join(ROOT, file) });
  const messages = results.flatMap((result) => result.messages);
  // A parse or resolve failure would hide the rule under test: show it instead.
  return messages.map((message) => message.ruleId ?? message.message);
}

/** The server's source files (not tests, not test helpers), relative to `src`, with `/`. */
async function serverSources(): Promise<string[]> {
  return (await fs.readdir(SOURCE, { recursive: true }))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.startsWith('test/'));
}

/** The place that may own tables a source file belongs to: its module, provider or folder. */
function placeOf(file: string): string {
  const [first, second] = file.split('/');
  if (first === 'modules' || first === 'providers') return `${first}/${second}`;
  return file.includes('/') ? (first ?? file) : 'the composition root';
}

// The first lint of a file loads the resolvers and parses the project it imports: tens of
// seconds on a busy two-core machine.
describe('lint enforces the architecture', { timeout: 180_000 }, () => {
  it('the cycle case closes a real import', async () => {
    const rows = await fs.readFile(path.join(SOURCE, 'modules/children/training-rows.ts'), 'utf8');
    expect(rows).toContain("from './training-transitions.js'");
  });

  for (const entry of cases) {
    it(`fails on ${entry.name}`, async () => {
      expect(await ruleIdsFor(entry.file, entry.text)).toContain(entry.rule);
    });
  }

  for (const entry of allowed) {
    it(`passes ${entry.name}`, async () => {
      expect(await ruleIdsFor(entry.file, entry.text)).toEqual([]);
    });
  }

  it('names an existing owner for every table file, and the barrel exports them all', async () => {
    const files = (await fs.readdir(path.join(SOURCE, 'db'))).filter((file) =>
      file.endsWith('-schema.ts'),
    );
    expect(Object.keys(tableOwners).sort()).toEqual(files.sort());
    for (const owner of new Set(Object.values(tableOwners))) {
      await expect(fs.stat(path.join(SOURCE, owner))).resolves.toBeTruthy();
    }
    const barrel = await fs.readFile(path.join(SOURCE, 'db/schema.ts'), 'utf8');
    for (const file of files) {
      expect(barrel).toContain(`export * from './${file.replace(/\.ts$/, '.js')}';`);
    }
  });

  it("keeps the server's own imports of tables with their owners", async () => {
    const results = await eslint.lintFiles(
      (await serverSources()).map((file) => path.join(SOURCE, file)),
    );
    const broken = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
        .map((message) => `${path.relative(SOURCE, result.filePath)}: ${message.message}`),
    );
    expect(broken).toEqual([]);
  });

  it("writes no plain SQL against another owner's table", async () => {
    // Table name → its owner, from the table files themselves.
    const ownerOfTable = new Map<string, string>();
    for (const [file, owner] of Object.entries(tableOwners)) {
      const tables = (await import(pathToFileURL(path.join(SOURCE, 'db', file)).href)) as Record<
        string,
        unknown
      >;
      for (const value of Object.values(tables)) {
        if (is(value, PgTable)) ownerOfTable.set(getTableName(value), owner);
      }
    }
    expect(ownerOfTable.get('children')).toBe('modules/children');
    const crossings: string[] = [];
    for (const file of await serverSources()) {
      if (file.startsWith('db/')) continue;
      const text = await fs.readFile(path.join(SOURCE, file), 'utf8');
      for (const [table, owner] of ownerOfTable) {
        // SQL keywords in capitals, as every statement of the code base writes them.
        const statement = new RegExp(
          `\\b(FROM|JOIN|INTO|UPDATE|TABLE)\\s+("${table}"|${table}\\b)`,
        );
        if (statement.test(text) && placeOf(file) !== owner) crossings.push(`${file}: ${table}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('leaves better-auth its own rate_limit table: none of our code writes it', async () => {
    const writers: string[] = [];
    for (const file of await serverSources()) {
      const text = await fs.readFile(path.join(SOURCE, file), 'utf8');
      if (/(INSERT INTO|UPDATE|DELETE FROM)\s+"?rate_limit\b/i.test(text)) writers.push(file);
    }
    expect(writers).toEqual([]);
  });
});
