import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.conditions.js';
import { postgresPassFiles } from './src/test/postgres-pass.js';

export default defineConfig({
  ...sourceConditions,
  test: {
    // The PostgreSQL pass (`TEST_DATABASE_URL` set, CI's second pass) runs the files marked
    // "// Runs on PostgreSQL too: <why>"; the others' outcome does not depend on the engine.
    include: process.env.TEST_DATABASE_URL
      ? postgresPassFiles(fileURLToPath(new URL('.', import.meta.url)))
      : ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    // Many files wait (job polls, timers, child processes): with two workers on two cores a
    // fifth of the CPU sat idle. A third fills it (432 → 382 s); each worker's PGlite is small.
    maxWorkers: 3,
    testTimeout: 30_000,
    // eventsource-parser (under the AI SDK) also exports TypeScript under "source"; Vite
    // transforms it when inlined, where Node alone could not load it.
    server: { deps: { inline: [/node_modules\/(ai|@ai-sdk\/[^/]+|eventsource-parser)\//] } },
    hookTimeout: 60_000,
  },
});
