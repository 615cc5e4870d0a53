import { fileURLToPath } from 'node:url';
import compile from 'icu-minify/compile';
import type { Alias, Plugin } from 'vite';
import { HINDI_PREFIX, LANGUAGE_STORAGE_KEY, TWIN_PAGES } from '../src/i18n/pages';

/** The web app's message files (src/i18n/messages/<language>/<area>.json). */
const MESSAGES_DIR = fileURLToPath(new URL('../src/i18n/messages/', import.meta.url));

type Tree = { [key: string]: string | Tree };

function compileTree(tree: Tree, file: string, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]): [string, unknown] => {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value !== 'string') return [key, compileTree(value, file, path)];
      try {
        return [key, compile(value)];
      } catch (error) {
        throw new Error(`${file}: the text ${path} is not a valid ICU message`, { cause: error });
      }
    }),
  );
}

/**
 * The messages compiled at build time with icu-minify, so the browser gets them ready to
 * format and never loads the ICU parser (~7.6 KB compressed on every page; see
 * docs/decisions/014-i18n-with-use-intl.md). A text that is not valid ICU fails the build.
 * Tests and the dev server parse them at run time instead, with the same results.
 */
export function icuMessages(): Plugin {
  return {
    name: 'littlestar-icu-messages',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(MESSAGES_DIR) || !file.endsWith('.json')) return null;
      // Still JSON (compiled messages are arrays and strings): Vite's own JSON plugin makes
      // the module of it.
      return { code: JSON.stringify(compileTree(JSON.parse(code) as Tree, file)), map: null };
    },
  };
}

/** use-intl formats through `use-intl/format-message`; for compiled messages, its format-only twin. */
export const precompiledMessagesAlias: Alias = {
  find: /^use-intl\/format-message$/,
  replacement: 'use-intl/format-message/format-only',
};

/**
 * The language goes on <html> before the first paint, like the theme: the visitor's stored
 * choice, else the first of the browser's languages that is Hindi or English. A public page
 * with a copy in the other language (`/` and `/hi`) is sent there at once when the visitor
 * chose that language, or, for the English pages, when the browser prefers Hindi; its own
 * `lang` is the prerender's. The server allows the script by its hash (Content-Security-Policy).
 */
export function languageScript(): Plugin {
  const script =
    `try{var s=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});` +
    `if(s!=='hi'&&s!=='en')s=null;var l=s,b=navigator.languages||[navigator.language],i;` +
    `for(i=0;!l&&i<b.length;i++){var t=String(b[i]).toLowerCase().split('-')[0];if(t==='hi'||t==='en')l=t}` +
    `l=l||'en';var p=location.pathname.replace(/\\/+$/,'')||'/',x=${JSON.stringify(HINDI_PREFIX)},` +
    `h=p===x||p.indexOf(x+'/')===0,e=h?p.slice(x.length)||'/':p,q=location.search+location.hash;` +
    `if(${JSON.stringify(TWIN_PAGES)}.indexOf(e)<0)document.documentElement.lang=l;` +
    `else if(h&&s==='en')location.replace(e+q);` +
    `else if(!h&&l==='hi')location.replace((e==='/'?x:x+e)+q)}catch(e){}`;
  return {
    name: 'littlestar-language-script',
    transformIndexHtml: () => [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
  };
}
