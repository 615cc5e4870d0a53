import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.conditions.js';

export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['src/**/*.test.ts'],
    // The files render whole books and read them back with poppler; in a lane beside the type
    // check and lint on a busy two-core machine they take several times as long as alone. A
    // limit for a hung test, not a speed goal (that is `npm run bench` in apps/server).
    testTimeout: 90_000,
    // A file's `beforeAll` renders its books (the print files' took over 10 s, vitest's
    // default, with the load average at 12): the same limit as a test's.
    hookTimeout: 90_000,
  },
});
