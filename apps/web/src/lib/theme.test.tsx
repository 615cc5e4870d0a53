import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseStoredTheme, resolveTheme, THEME_STORAGE_KEY } from './theme';
import { ThemeProvider, useTheme } from './theme-context';

describe('resolveTheme', () => {
  it('follows the system preference when the user has not chosen', () => {
    expect(resolveTheme({ stored: null, prefersDark: true })).toBe('dark');
    expect(resolveTheme({ stored: null, prefersDark: false })).toBe('light');
  });

  it('lets a stored choice win over the system preference', () => {
    expect(resolveTheme({ stored: 'light', prefersDark: true })).toBe('light');
    expect(resolveTheme({ stored: 'dark', prefersDark: false })).toBe('dark');
  });

  it('ignores stored values it did not write', () => {
    expect(parseStoredTheme('system')).toBeNull();
    expect(parseStoredTheme(null)).toBeNull();
    expect(parseStoredTheme('dark')).toBe('dark');
  });
});

/** A controllable `prefers-color-scheme: dark` media query. */
function mockSystemScheme(initiallyDark: boolean) {
  let matches = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  }));
  return {
    setDark(value: boolean) {
      matches = value;
      act(() =>
        listeners.forEach((listener) => listener({ matches: value } as MediaQueryListEvent)),
      );
    },
  };
}

function Toggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {theme}
    </button>
  );
}

describe('ThemeProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('follows system changes until the user toggles, then remembers the choice', () => {
    const system = mockSystemScheme(false);
    render(
      <ThemeProvider>
        <Toggle />
      </ThemeProvider>,
    );
    const html = document.documentElement;
    expect(html.classList.contains('dark')).toBe(false);

    system.setDark(true);
    expect(html.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();

    act(() => screen.getByRole('button').click());
    expect(html.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    // The user's choice now outranks the system.
    system.setDark(false);
    system.setDark(true);
    expect(html.classList.contains('dark')).toBe(false);
  });

  it('starts from a stored choice', () => {
    mockSystemScheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(
      <ThemeProvider>
        <Toggle />
      </ThemeProvider>,
    );
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(screen.getByRole('button').textContent).toBe('dark');
  });
});
