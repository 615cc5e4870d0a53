import '@fontsource-variable/nunito';
import './index.css';

/** Names the prerendered page's own code (written by scripts/prerender.mjs). */
const PAGE_CODE_META = 'littlestar-page-code';

/**
 * The page's only script tag. The public pages arrive prerendered and paint from the HTML
 * and the stylesheets alone; the app's code (main.tsx, which hydrates them) and the page's
 * own code are fetched together after that first paint, so on a slow phone they never
 * compete with it for the network or the CPU. A page that is not prerendered waits one frame
 * for its code, which nobody sees.
 */
// zod (loaded later, with the first form or API schema) reads its settings from this global
// when it loads. Without `jitless` it probes `new Function`, which the Content-Security-Policy
// forbids and the browser reports as a violation; its interpreted parsing is all we need.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

let started = false;
function start() {
  if (started) return;
  started = true;
  const pageCode = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CODE_META}"]`);
  for (const href of pageCode?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./main');
}
// A task queued from a frame callback runs after that frame is painted. A tab opened in the
// background gets no frames until shown: the timer starts the app anyway.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 500);
