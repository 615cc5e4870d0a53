import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.conditions.js';
import { postgresPassFiles } from './src/test/postgres-pass.js';

// The PostgreSQL pass (`TEST_DATABASE_URL` set, CI's second pass) runs the files marked
// "// Runs on PostgreSQL too: <why>"; the others' outcome does not depend on the engine.
const serverDir = fileURLToPath(new URL('.', import.meta.url));
const include = process.env.TEST_DATABASE_URL ? postgresPassFiles(serverDir) : ['src/**/*.test.ts'];

/**
 * Files that replace a module with `vi.mock`: a mock only takes hold in a fresh module graph,
 * so they run isolated (found by reading the files, so a new one cannot be forgotten). Every
 * other file shares its worker's loaded modules with the files before it (each still builds
 * its own app on its own database): importing the app again for each of 95 files was a third
 * of the suite's CPU time (378 → 251–273 s on two cores).
 */
const mockingFiles = readdirSync(join(serverDir, 'src'), { recursive: true, encoding: 'utf8' })
  .map((file) => `src/${file.split(sep).join('/')}`)
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(serverDir, file), 'utf8')));
const isolatedFiles = process.env.TEST_DATABASE_URL
  ? mockingFiles.filter((file) => include.includes(file))
  : mockingFiles;

export default defineConfig({
  ...sourceConditions,
  test: {
    globalSetup: ['./src/test/global-setup.ts'],
    // Many files wait (job polls, timers, child processes): with two workers on two cores a
    // fifth of the CPU sat idle. A third fills it (432 → 382 s); each worker's PGlite is small.
    maxWorkers: 3,
    // A limit for a hung test, not a speed goal (those are benchmarks): CI runs this suite's
    // PostgreSQL pass beside Lighthouse and the soak on two cores, where every test took five
    // to seven times as long as on a quiet machine and a 5 s test with the face model
    // passed 30 s.
    testTimeout: 90_000,
    // eventsource-parser (under the AI SDK) also exports TypeScript under "source"; Vite
    // transforms it when inlined, where Node alone could not load it.
    server: { deps: { inline: [/node_modules\/(ai|@ai-sdk\/[^/]+|eventsource-parser)\//] } },
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include,
          exclude: [...configDefaults.exclude, ...mockingFiles],
          isolate: false,
        },
      },
      ...(isolatedFiles.length > 0
        ? [{ extends: true, test: { name: 'server (isolated)', include: isolatedFiles } }]
        : []),
    ],
  },
});
