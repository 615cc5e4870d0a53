import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.conditions.js';

export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    // The property tests write every theme × setting × age band; on a busy shared machine
    // they need more than the default 5 s, without being any less thorough.
    testTimeout: 30_000,
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});
