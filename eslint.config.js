// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import directions of ARCHITECTURE.md: shared ← storycraft ← server; shared ← web.
 * Each entry lists what a package must never import.
 */
const forbiddenImports = {
  'packages/shared': ['@littlestar/storycraft', '@littlestar/server', '@littlestar/web'],
  'packages/storycraft': ['@littlestar/server', '@littlestar/web'],
  'apps/server': ['@littlestar/web'],
  'apps/web': ['@littlestar/server', '@littlestar/storycraft'],
};

/** The folder names of every workspace but `folder` ('server', 'web', 'shared', ...). */
const otherWorkspaces = (folder) =>
  Object.keys(forbiddenImports)
    .filter((other) => other !== folder)
    .map((other) => other.split('/')[1]);

const importDirectionRules = Object.entries(forbiddenImports).map(([folder, packages]) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...packages.map((name) => ({
            group: [name, `${name}/*`],
            message: `${folder} must not import ${name} (see ARCHITECTURE.md).`,
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
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
);
