/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from './src/lib/theme';

/** Test files that mock modules (vi.mock) and so cannot share loaded modules with others. */
const ISOLATED_TESTS = ['src/features/children/hooks/use-start-training.test.tsx'];

/**
 * Libraries only some pages use (forms and their schemas, the reader, photo upload, menus,
 * sliders, tabs). zod is the largest: the public pages never load it.
 */
const PAGE_LIBRARIES =
  /[\\/]node_modules[\\/](zod|react-hook-form|@hookform|fflate|page-flip|@floating-ui|@radix-ui[\\/]react-(menu|dropdown-menu|slider|select|popper|collection|roving-focus|tabs|progress))[\\/]/;

/**
 * The theme goes on <html> before the first paint (the prerendered pages paint before any
 * module runs): the rule of src/lib/theme.ts as a tiny inline script. The server allows it
 * by its hash in the Content-Security-Policy.
 */
function inlineThemeScript(): Plugin {
  const script =
    `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
    `if(t!=='light'&&t!=='dark')t=matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches?'dark':'light';` +
    `var r=document.documentElement;r.classList.toggle('dark',t==='dark');r.style.colorScheme=t}catch(e){}`;
  return {
    name: 'littlestar-inline-theme',
    transformIndexHtml: () => [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
  };
}

export default defineConfig({
  plugins: [
    inlineThemeScript(),
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
    // scripts/prerender.mjs reads it to preload each prerendered page's own code.
    manifest: true,
    rolldownOptions: {
      output: {
        // Left alone, the bundler cuts the shared code into dozens of 1-2 KB chunks (one per
        // icon, one per Radix part): on a phone each costs a request before the page is live.
        // Instead: the libraries every page uses in one chunk; what only some pages use stays
        // with them.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // The fonts' stylesheets stay with the entry (src/boot.ts), which loads no script.
              test: (id) =>
                id.includes('node_modules') &&
                !id.includes('@fontsource') &&
                !PAGE_LIBRARIES.test(id),
            },
          ],
        },
      },
    },
  },
  // The prerender build (src/prerender.tsx) runs in Node at build time and bundles the
  // workspace sources like the client build does.
  ssr: {
    noExternal: ['@littlestar/shared'],
    resolve: { conditions: ['source', ...defaultServerConditions] },
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
