import '@fontsource-variable/nunito';
import './index.css';

/** Names the prerendered page's own code (written by scripts/prerender.mjs). */
const PAGE_CODE_META = 'littlestar-page-code';

/**
 * The page's only script tag. The public pages arrive prerendered and are whole without the
 * app: their text, images and links work as plain HTML. Their code (main.tsx, which hydrates
 * them, and the page's own) is fetched after the first paint, and run when the visitor first
 * does something (touches, scrolls, moves the mouse, presses a key, moves the focus), nears a
 * part only the app completes, or, for a visitor who only reads, a while after the load. On a
 * phone, hydrating takes the main thread for half a second and more: started with the page, it
 * held up the visitor's first taps and scrolls. A page that is not prerendered starts its app once
 * painted (a frame later, which nobody sees).
 */
// zod (loaded later, with the first form or API schema) reads its settings from this global
// when it loads. Without `jitless` it probes `new Function`, which the Content-Security-Policy
// forbids and the browser reports as a violation; its interpreted parsing is all we need.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

/** What a visitor does first, any of which starts the app of a prerendered page. */
const FIRST_USE_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'wheel',
  'keydown',
  'focusin',
] as const;
/**
 * Prerendered parts that only the app completes (the plans, the demo video's poster): the app
 * starts as one comes within a screen of the viewport, however the page got there (a screen
 * reader's browse mode scrolls it without sending it a key or a touch).
 */
const NEEDS_APP = '[data-needs-app]';
/**
 * How long after its load a prerendered page nobody has used starts its app anyway, so that
 * what else only the app shows (a signed-in parent's menu, this year in the footer) comes
 * for a visitor who only reads.
 */
const UNTOUCHED_START_MS = 5_000;

let preloaded = false;
/** Asks for the page's own code beside the app's, so the two arrive together. */
function preloadPageCode() {
  if (preloaded) return;
  preloaded = true;
  const pageCode = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CODE_META}"]`);
  for (const href of pageCode?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, start, true);
  preloadPageCode();
  void import('./main');
}

const isLive = () => document.documentElement.dataset.app === 'ready';

/**
 * A click on a button before the app is live would do nothing (its handler is not attached
 * yet): it is held, the app started, and the click made again on the same button once the
 * page is live, so the first click or key press on a button is never lost. Radix's tabs
 * answer the mouse button going down, so that is replayed too.
 */
function replayFirstClicks() {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || isLive()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
    start();
  };
  document.addEventListener('click', hold, true);
  new MutationObserver((_, observer) => {
    if (!isLive()) return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    const button = held;
    held = null;
    // After React's own work of going live, as a new task.
    if (button)
      setTimeout(() => {
        if (!button.isConnected) return;
        const init = { bubbles: true, cancelable: true, button: 0, view: window };
        button.dispatchEvent(new MouseEvent('mousedown', init));
        button.dispatchEvent(new MouseEvent('mouseup', init));
        button.click();
      }, 0);
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
}

/** Starts the app as a part that needs it nears the viewport. */
function startNearNeeds() {
  const parts = document.querySelectorAll(NEEDS_APP);
  if (parts.length === 0 || !('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: '100% 0px' },
  );
  for (const part of parts) observer.observe(part);
}

const prerendered = document.getElementById('root')?.hasChildNodes() ?? false;
// A task queued from a frame callback runs after that frame is painted.
requestAnimationFrame(() =>
  setTimeout(() => {
    preloadPageCode();
    if (!prerendered) start();
  }, 0),
);
if (prerendered) {
  for (const type of FIRST_USE_EVENTS)
    window.addEventListener(type, start, { capture: true, passive: true });
  replayFirstClicks();
  startNearNeeds();
  const startUntouched = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1_000 });
      else start();
    }, UNTOUCHED_START_MS);
  if (document.readyState === 'complete') startUntouched();
  else window.addEventListener('load', startUntouched, { once: true });
} else {
  // A tab opened in the background gets no frames until shown: the timer starts the app anyway.
  setTimeout(start, 500);
}
