import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// Test files share one page per worker (isolate: false in vite.config.mts, for speed), so
// everything a test can leave behind in the page is put back after each test.
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('style');
  document.body.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
});
