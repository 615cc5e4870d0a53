import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.conditions.js';

export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['src/**/*.test.ts'],
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
