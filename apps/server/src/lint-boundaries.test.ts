import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Each case is a file that breaks one rule of docs/architecture.md, written for the duration of
 * the test where such code would really live, then linted with the repository's own config.
 */
const cases: { name: string; files: Record<string, string>; rule: string }[] = [
  {
    name: 'an import cycle',
    files: {
      'apps/server/src/lint-fixture-cycle-a.ts':
        "import { b } from './lint-fixture-cycle-b.js';\nexport const a = () => b;\n",
      'apps/server/src/lint-fixture-cycle-b.ts':
        "import { a } from './lint-fixture-cycle-a.js';\nexport const b = () => a;\n",
    },
    rule: 'import-x/no-cycle',
  },
  {
    name: "a module reaching past another module's public entry",
    files: {
      'apps/server/src/modules/children/lint-fixture.ts':
        "export { readPhotoArchive } from '../training/photo-archive.js';\n",
    },
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a provider importing a module',
    files: {
      'apps/server/src/providers/mail/lint-fixture.ts':
        "export { listChildren } from '../../modules/children/service.js';\n",
    },
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'jobs/ importing a module',
    files: {
      'apps/server/src/jobs/lint-fixture.ts':
        "export { listChildren } from '../modules/children/service.js';\n",
    },
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a web feature importing another feature',
    files: {
      'apps/web/src/features/children/lint-fixture.ts':
        "export { CreateStoryPage } from '../stories/pages/create-story-page';\n",
    },
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a web feature importing app/',
    files: {
      'apps/web/src/features/children/lint-fixture-app.ts':
        "export * from '../../app/route-handle';\n",
    },
    rule: 'import-x/no-restricted-paths',
  },
];

const allowed = {
  'apps/server/src/modules/training/lint-fixture-allowed.ts':
    "export { findOwnChild } from '../children/service.js';\n",
};

const written = [...cases.flatMap((entry) => Object.keys(entry.files)), ...Object.keys(allowed)];
let eslint: ESLint;
const startedIn = process.cwd();
beforeAll(async () => {
  // Relative to the repository, as `npx eslint .` sees it. (The web fixtures import by relative
  // path: the TypeScript resolver maps the web app's `@/` paths only when run from the root.)
  process.chdir(ROOT);
  for (const entry of [...cases.map((each) => each.files), allowed]) {
    for (const [file, text] of Object.entries(entry)) {
      await fs.writeFile(path.join(ROOT, file), text);
    }
  }
  // The boundary rules read no types: linting without them keeps this test to seconds.
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false, project: null } },
    },
    ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
  });
});
afterAll(async () => {
  process.chdir(startedIn);
  for (const file of written) await fs.rm(path.join(ROOT, file), { force: true });
});

async function ruleIdsFor(files: string[]): Promise<string[]> {
  const results = await eslint.lintFiles(files.map((file) => path.join(ROOT, file)));
  const messages = results.flatMap((result) => result.messages);
  // A parse or resolve failure would hide the rule under test: show it instead.
  return messages.map((message) => message.ruleId ?? message.message);
}

// The first lint of a file loads the resolvers and parses the project it imports: tens of
// seconds on a busy two-core machine.
describe('lint enforces the architecture', { timeout: 120_000 }, () => {
  for (const entry of cases) {
    it(`fails on ${entry.name}`, async () => {
      expect(await ruleIdsFor(Object.keys(entry.files))).toContain(entry.rule);
    });
  }

  it("passes a module that uses another module's service", async () => {
    expect(await ruleIdsFor(Object.keys(allowed))).toEqual([]);
  });

  it('lets only the rate-limit store write the rate_limit table (better-auth writes its own rows)', async () => {
    const source = path.join(ROOT, 'apps/server/src');
    const files = (await fs.readdir(source, { recursive: true }))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.split(path.sep).join('/'));
    const writers: string[] = [];
    for (const file of files) {
      const text = await fs.readFile(path.join(source, file), 'utf8');
      if (/(INSERT INTO|UPDATE|DELETE FROM)\s+rate_limit\b/i.test(text)) writers.push(file);
    }
    expect(writers).toEqual(['http/rate-limit-store.ts']);
  });
});
