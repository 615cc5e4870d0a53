import { defineConfig } from '@playwright/test';

/**
 * `npm run lighthouse`: the production build on its own server (the same global setup as the
 * browser tests), measured by Lighthouse in Debian's Chromium. Apart from `npm test`, since
 * Lighthouse's figures are a measurement, not a behaviour.
 */
export default defineConfig({
  testDir: './lighthouse',
  globalSetup: './server.ts',
  workers: 1,
  retries: 0,
  timeout: 600_000,
  reporter: [['list']],
});
