import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.conditions.js';

export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    // The property tests and reading sweeps write every theme × setting × age band; in a lane
    // beside the type check and lint on a busy two-core machine one sweep has taken 53 s, with
    // nothing wrong: a timeout is a guard against a hang, not a speed goal (those are benches).
    testTimeout: 180_000,
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});
