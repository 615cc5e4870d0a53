import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.js';

/**
 * `npm run demo-video`: records the landing page's demo video from the production build on
 * its own server and temporary data folder (the browser tests' global setup). Apart from
 * `npm test`: it rewrites files in the web app, which are committed.
 */
export default defineConfig({
  testDir: './demo-video',
  globalSetup: './server.ts',
  workers: 1,
  retries: 0,
  timeout: 300_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
});
