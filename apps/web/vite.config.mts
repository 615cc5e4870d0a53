/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Test files that mock modules (vi.mock) and so cannot share loaded modules with others. */
const ISOLATED_TESTS = ['src/features/children/hooks/use-start-training.test.tsx'];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside each file, served by the server when the browser accepts
    // them: the app's script goes over the wire at a quarter of its size, compressed once.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    // Workspace packages export their TypeScript sources under "source", so the web app
    // bundles `packages/shared/src` directly instead of a prebuilt `dist`.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['src/test-setup.ts'],
    restoreMocks: true,
    projects: [
      {
        // Test files share a page and the loaded modules within a worker: loading React and
        // a fresh page per file cost most of the suite's time. src/test-setup.ts resets the page.
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ISOLATED_TESTS,
          isolate: false,
        },
      },
      // vi.mock replaces a module for the whole file, which needs modules of its own.
      { extends: true, test: { name: 'web-isolated', include: ISOLATED_TESTS } },
    ],
  },
});
