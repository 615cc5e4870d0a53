import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.conditions.js';

export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['src/**/*.test.ts'],
    // The property tests run hundreds of cases; in a lane beside the type check and lint on a
    // busy two-core machine one has taken over 6 s, past the default 5 s, with nothing wrong.
    testTimeout: 30_000,
  },
});
