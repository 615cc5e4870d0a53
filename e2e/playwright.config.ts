import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.js';

const isCi = !!process.env.CI;

export default defineConfig({
  testDir: './tests',
  globalSetup: './server.ts',
  fullyParallel: true,
  // Each worker drives a Chromium that shares the cores with the server. On two cores one
  // worker left a third of them idle (tests wait on the server, on animations, on jobs): two
  // make each test about 1.5 times slower and the whole run a sixth faster (366 → 303 s).
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  retries: 0,
  // A guard against a hang, not a speed goal: on a two-core machine running at half its speed
  // the longest tests without a bound of their own took 17–23 s (a password reset by mail).
  timeout: 60_000,
  expect: { timeout: 7_500 },
  forbidOnly: isCi,
  reporter: [
    ['list'],
    ['./slowest-reporter.ts'],
    ...(isCi ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Recording a trace snapshots every step of every test, which costs more than many tests
    // themselves on two cores; CI keeps nothing it could show, so it records nothing.
    trace: isCi ? 'off' : 'retain-on-failure',
    screenshot: isCi ? 'off' : 'only-on-failure',
  },
});
