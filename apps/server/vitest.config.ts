import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.conditions.js';

/** A test file that starts an app, a runtime or the processes has a database under it. */
const USES_DATABASE = /test\/(test-app|processes)\.js'|createRuntime\(/;

/**
 * The PostgreSQL pass (`TEST_DATABASE_URL` set, as CI's second pass) runs only the files with a
 * database under them: the others (PDFs, photos, prompts) would measure nothing new on it.
 */
function databaseTestFiles(): string[] {
  const root = new URL('./src/', import.meta.url);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => USES_DATABASE.test(readFileSync(new URL(file, root), 'utf8')))
    .map((file) => `src/${file}`);
}

export default defineConfig({
  ...sourceConditions,
  test: {
    include: process.env.TEST_DATABASE_URL ? databaseTestFiles() : ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    // PGlite is WebAssembly: a few databases at once is what two cores handle well.
    maxWorkers: 2,
    testTimeout: 30_000,
    // eventsource-parser (under the AI SDK) also exports TypeScript under "source"; Vite
    // transforms it when inlined, where Node alone could not load it.
    server: { deps: { inline: [/node_modules\/(ai|@ai-sdk\/[^/]+|eventsource-parser)\//] } },
    hookTimeout: 60_000,
  },
});
