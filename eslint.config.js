// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import directions of docs/architecture.md: shared ← storycraft ← server; shared ← bookbinder ←
 * server; shared ← web. The fakes of outside services (packages/fakes) are for tests: only the
 * server's tests and the browser tests import them, and they import nothing of ours but shared.
 * Each entry lists what a package must never import.
 */
const forbiddenImports = {
  'packages/shared': [
    '@littlestar/storycraft',
    '@littlestar/bookbinder',
    '@littlestar/server',
    '@littlestar/web',
    '@littlestar/fakes',
  ],
  'packages/storycraft': [
    '@littlestar/bookbinder',
    '@littlestar/server',
    '@littlestar/web',
    '@littlestar/fakes',
  ],
  'packages/bookbinder': [
    '@littlestar/storycraft',
    '@littlestar/server',
    '@littlestar/web',
    '@littlestar/fakes',
  ],
  'packages/fakes': [
    '@littlestar/server',
    '@littlestar/web',
    '@littlestar/storycraft',
    '@littlestar/bookbinder',
  ],
  'apps/server': ['@littlestar/web'],
  'apps/web': [
    '@littlestar/server',
    '@littlestar/storycraft',
    '@littlestar/bookbinder',
    '@littlestar/fakes',
  ],
};

/** The folder names of every workspace but `folder` ('server', 'web', 'shared', ...). */
const otherWorkspaces = (folder) =>
  Object.keys(forbiddenImports)
    .filter((other) => other !== folder)
    .map((other) => other.split('/')[1]);

/**
 * The `no-restricted-imports` options of a workspace's files: none of `packages`, no other
 * workspace by a relative path, and the `more` patterns given.
 */
const restrictedImports = (folder, packages, more = []) => [
  'error',
  {
    patterns: [
      ...more,
      ...packages.map((name) => ({
        group: [name, `${name}/*`],
        message: `${folder} must not import ${name} (see docs/architecture.md).`,
      })),
      {
        group: [
          '**/apps/*',
          '**/packages/*',
          '../../apps/**',
          '../../packages/**',
          // A relative path that climbs into another workspace's sources.
          ...otherWorkspaces(folder).map((other) => `**/${other}/src/**`),
        ],
        message: 'Import another workspace by its package name, not by a relative path.',
      },
    ],
  },
];

const importDirectionRules = Object.entries(forbiddenImports).map(([folder, packages]) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': restrictedImports(folder, packages) },
}));

/**
 * The server's code imports no fake: only its tests, their helpers and the benches do. These
 * options replace the server's import directions above for these files, so they carry them too.
 */
const serverCodeImportsNoFakes = {
  files: ['apps/server/src/**/*.ts'],
  ignores: [
    'apps/server/src/**/*.test.ts',
    'apps/server/src/**/test-support.ts',
    'apps/server/src/test/**',
    'apps/server/src/bench/**',
  ],
  rules: {
    'no-restricted-imports': restrictedImports('apps/server', forbiddenImports['apps/server'], [
      {
        group: ['@littlestar/fakes', '@littlestar/fakes/*'],
        message: "The server's code must not import a fake: only its tests and benches do.",
      },
    ]),
  },
};

/**
 * bookbinder binds any book; its tests bind storycraft's, whose SVG pictures and page texts are
 * the real thing to draw. These options replace bookbinder's import directions above for them.
 */
const bookbinderTestsBindStorycraftBooks = {
  files: ['packages/bookbinder/src/**/*.test.ts'],
  rules: {
    'no-restricted-imports': restrictedImports(
      'packages/bookbinder',
      forbiddenImports['packages/bookbinder'].filter((name) => name !== '@littlestar/storycraft'),
    ),
  },
};

/** The sub-folders of a folder: the features of the web app, the modules of the server. */
const foldersIn = (folder) =>
  fs
    .readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

/**
 * The architecture's boundaries (docs/architecture.md), as import-x restricted-path zones:
 * a server module reaches another only through its public entry; providers and jobs/ import
 * no module; a web feature imports no other feature, and nothing outside app/ imports app/.
 */
const boundaryZones = [
  ...foldersIn(`${SERVER}/modules/`).flatMap((module) =>
    foldersIn(`${SERVER}/modules/`)
      .filter((other) => other !== module)
      .map((other) => ({
        target: `./${SERVER}/modules/${module}`,
        from: `./${SERVER}/modules/${other}`,
        // A module's public entries: its service (and the jobs defined there), and the section
        // of a user's data it declares for the export and the deletion (src/user-data.ts).
        except: ['./service.ts', './user-data.ts'],
        message: `Reach the ${other} module through its public entry (service.ts).`,
      })),
  ),
  {
    target: [`./${SERVER}/providers`, `./${SERVER}/jobs`],
    from: `./${SERVER}/modules`,
    message: 'Providers and jobs/ import no module: the composition root wires them together.',
  },
  {
    target: `./${SERVER}/providers`,
    from: `./${SERVER}/jobs`,
    message:
      'A provider knows nothing of jobs: throw a ProviderError (providers/provider-error.ts) saying whether to retry.',
  },
  ...foldersIn(`${WEB}/features/`).map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: share through components/, lib/ or packages/shared.',
  })),
  {
    target: [
      `./${WEB}/features`,
      `./${WEB}/components`,
      `./${WEB}/lib`,
      `./${WEB}/hooks`,
      `./${WEB}/config`,
    ],
    from: `./${WEB}/app`,
    message: 'Only app/ imports app/ (route paths live in config/paths.ts).',
  },
];

/**
 * Who owns each table file of the server's `db/` (docs/decisions/012-table-ownership-and-training-in-children.md). Only
 * its owner imports a table file; another module asks the owner's service. The barrel
 * `db/schema.ts` is for drizzle-kit and the connection alone. Keys are file names in `db/`,
 * values the owner's folder under `apps/server/src`. A new table file has no owner, so nothing
 * may import it until it is listed here.
 */
export const tableOwners = {
  'analytics-schema.ts': 'modules/analytics',
  // better-auth's tables, `rate_limit` included, which only better-auth writes.
  'auth-schema.ts': 'modules/accounts',
  'children-schema.ts': 'modules/children',
  'credits-schema.ts': 'modules/credits',
  'feedback-schema.ts': 'modules/feedback',
  'free-trial-schema.ts': 'modules/free-trial',
  'payments-schema.ts': 'modules/payments',
  // Gift codes are a purchase: bought, settled and refunded with the payment they belong to.
  'gift-codes-schema.ts': 'modules/payments',
  'print-orders-schema.ts': 'modules/print-orders',
  'shares-schema.ts': 'modules/shares',
  'gifts-schema.ts': 'modules/shares',
  // Our rate-limit and sign-in counters, written by the http rate-limit store alone.
  'request-counts-schema.ts': 'http',
  'stories-schema.ts': 'modules/stories',
  // The job machinery's own bookkeeping: workers, leases, and the mails it has sent.
  'jobs-schema.ts': 'jobs',
  'mail-schema.ts': 'jobs',
  // What Razorpay would keep on its side, kept by the simulated gateway that stands in for it.
  'simulated-payments-schema.ts': 'providers/payments',
};

/**
 * The places of the server that may own a table: each module, each provider kind, and the
 * other folders of `src` (jobs/, http/, bench/...). Loose files of `providers/` and of `src`
 * (the composition root) own none. The test helpers (`test/`) and `*.test.ts` files may read
 * any table to check what happened.
 */
const tablePlaces = [
  ...foldersIn(`${SERVER}/modules/`).map((module) => `modules/${module}`),
  ...foldersIn(`${SERVER}/providers/`).map((kind) => `providers/${kind}`),
  ...foldersIn(`${SERVER}/`).filter(
    (folder) => !['modules', 'providers', 'db', 'test'].includes(folder),
  ),
];

const tableZones = [
  ...tablePlaces.map((place) => ({
    target: `./${SERVER}/${place}`,
    from: `./${SERVER}/db`,
    except: [
      './database.ts',
      ...Object.entries(tableOwners)
        .filter(([, owner]) => owner === place)
        .map(([file]) => `./${file}`),
    ],
    message:
      "A table file is imported only by its owner (db/schema.ts only by drizzle-kit and the connection): ask the owner's service. See docs/decisions/012-table-ownership-and-training-in-children.md.",
  })),
  {
    // Globs, so a file added after this config was read is covered too.
    target: [`./${SERVER}/*.ts`, `./${SERVER}/providers/*.ts`],
    // Both the barrel (schema.ts) and every table file (x-schema.ts).
    from: `./${SERVER}/db/*schema.ts`,
    message:
      "The composition root and providers/' shared files own no table: ask the owner's service.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/data/**',
      '**/samples/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.ts', 'apps/*/*.ts', 'packages/*/*.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // A switch over a union names every member (or has a default): a new story status or
      // provider kind cannot fall through unnoticed.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      // Fastify plugins and handlers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Scripts and tool configs run under plain Node; their imports are untyped JavaScript.
    files: ['**/*.mjs', 'eslint.config.js', 'vitest.conditions.ts'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { projectService: false } },
  },
  {
    // Playwright fixtures declare their dependencies with an (empty) destructuring pattern.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  ...importDirectionRules,
  serverCodeImportsNoFakes,
  bookbinderTestsBindStorycraftBooks,
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports by parsing each imported file: it needs to know TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/*/tsconfig.json',
          ].map((file) => `${import.meta.dirname}/${file}`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A cycle cannot pass through a package from npm: not following them saves a third of
      // the rule's time (its share of lint 27 → 20 %).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Paths are the repository's, wherever ESLint is started from (the lint test runs in apps/server).
      'import-x/no-restricted-paths': [
        'error',
        { zones: boundaryZones, basePath: import.meta.dirname },
      ],
    },
  },
  {
    // The server's code (not its tests) also keeps to the table owners. These options replace
    // the block's above for these files, so they carry the boundary zones too.
    files: [`${SERVER}/**/*.ts`],
    ignores: [`${SERVER}/**/*.test.ts`, `${SERVER}/test/**`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones, ...tableZones], basePath: import.meta.dirname },
      ],
    },
  },
  {
    // A file a reader can hold in mind: the code of a source file (blank lines and comments
    // aside) stays under 500 lines, a function under 120 and under 20 paths; one that grows
    // past it is split by what changes together (as payments and stories were, and the route
    // plugins into one group per screen). Tests and the generated OpenAPI types are not held to them yet: five
    // test files are over 500 lines, and a test file's `describe` is one long function.
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'packages/*/src/**/*.ts',
      'e2e/**/*.ts',
      'scripts/**/*.{ts,mjs}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'packages/shared/src/api-schema.ts'],
    rules: {
      'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
      // ESLint's default of 20 paths through a function: past it, a function's cases want a
      // table or a named function each (https://eslint.org/docs/latest/rules/complexity).
      complexity: ['error', 20],
    },
  },
);
