/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import type { ChunkingContext } from 'rolldown';
import { compression } from 'vite-plugin-compression2';
import { icuMessages, languageScript, precompiledMessagesAlias } from './scripts/vite-i18n';
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

/** The page's only script (src/boot.ts) and the app's shell, which it imports after the first paint. */
const BOOT_MODULE = fileURLToPath(new URL('./src/boot.ts', import.meta.url));
const MAIN_MODULE = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/** The app's own modules `id` imports, directly or not (the libraries are left out). */
function ownImports(ctx: ChunkingContext, id: string, found = new Set<string>()): Set<string> {
  for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) {
    if (found.has(imported) || imported.includes('node_modules')) continue;
    found.add(imported);
    ownImports(ctx, imported, found);
  }
  return found;
}

/**
 * The app's own modules that the shell statically imports (the layout, the providers and the
 * small libraries under them). Each is also used by some lazily loaded page, so left alone the
 * bundler gives most of them a chunk of their own: some twenty requests of 1-3 KB before a page
 * is live, each a <link rel="modulepreload"> inserted by script, which on a phone blocked the
 * main thread for several milliseconds apiece. The shell loads them all anyway: one chunk.
 * What boot.ts itself imports (Vite's preload helper) stays apart, as it loads before the paint.
 */
function shellModules(ctx: ChunkingContext): Set<string> {
  const shell = ownImports(ctx, MAIN_MODULE);
  for (const id of ownImports(ctx, BOOT_MODULE)) shell.delete(id);
  return shell;
}
let shell: Set<string> | undefined;

/**
 * Sonner injects its stylesheet from script as its module loads. A stylesheet added to a page
 * already drawn makes the browser restyle the whole page: on a phone ~70 ms for the CSS text and
 * then a restyle of ~65 ms, in the middle of the app's start. src/index.css imports Sonner's
 * stylesheet instead (sonner/dist/styles.css, the same rules), and this drops the injection.
 */
function sonnerStylesFromCss(): Plugin {
  return {
    name: 'littlestar-sonner-styles-from-css',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      const call = /^__insertCSS\(/m;
      if (!call.test(code)) throw new Error('Sonner no longer injects its styles as expected.');
      // The call becomes a string statement, which the minifier drops.
      return { code: code.replace(call, '('), map: null };
    },
  };
}

/**
 * React Router's package exports only its development build (remix-run/react-router#12532),
 * whose dev-only warnings run on a phone too: building a page's history alone cost ~4 ms of
 * main thread. The browser build takes the production files it ships beside them.
 */
const reactRouterProduction = {
  'react-router/dom': fileURLToPath(
    new URL('../../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
  ),
  'react-router': fileURLToPath(
    new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    inlineThemeScript(),
    languageScript(),
    sonnerStylesFromCss(),
    ...(command === 'build' ? [icuMessages()] : []),
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
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [precompiledMessagesAlias] : []),
      ...(command === 'build' && !isSsrBuild
        ? Object.entries(reactRouterProduction).map(([find, replacement]) => ({
            find: new RegExp(`^${find}$`),
            replacement,
          }))
        : []),
    ],
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
            // Before the shell's group, which would otherwise take it along with its importers.
            { name: 'preload-helper', test: (id) => id.includes('vite/preload-helper') },
            {
              name: (id, ctx) => ((shell ??= shellModules(ctx)).has(id) ? 'app' : null),
            },
          ],
        },
      },
    },
  },
  // The prerender build (src/prerender.tsx) runs in Node at build time and bundles the
  // workspace sources like the client build does.
  ssr: {
    // use-intl is bundled so that its formatter is the precompiled messages' one (see
    // precompiledMessagesAlias), as in the browser.
    noExternal: ['@littlestar/shared', 'use-intl'],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  test: {
    environment: 'happy-dom',
    // Every test renders inside the app's English interface (src/test-utils/testing-library.tsx).
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL('./src/test-utils/testing-library.tsx', import.meta.url),
        ),
      },
    ],
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
}));
