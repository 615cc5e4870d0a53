import { act, render } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { ThemeProvider } from '@/lib/theme-context';
import { ThemedToaster } from './providers';

function toaster(): HTMLElement {
  const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
  if (!list) throw new Error('no toaster on the page');
  return list;
}

describe('ThemedToaster', () => {
  afterEach(() => {
    act(() => {
      toast.dismiss();
    });
    localStorage.clear();
  });

  it('gives light-mode toasts darker text than Sonner’s rich colours', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(
      <ThemeProvider>
        <ThemedToaster />
      </ThemeProvider>,
    );
    act(() => {
      toast.success('Saved');
    });
    await expect.poll(() => document.querySelector('[data-sonner-toaster]')).not.toBeNull();

    expect(toaster().dataset.sonnerTheme).toBe('light');
    expect(toaster().style.getPropertyValue('--success-text')).toBe('hsl(140, 100%, 22%)');
    expect(toaster().style.getPropertyValue('--error-text')).toBe('hsl(360, 100%, 38%)');
  });

  it('leaves the dark theme’s colours (which pass) as Sonner has them', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(
      <ThemeProvider>
        <ThemedToaster />
      </ThemeProvider>,
    );
    act(() => {
      toast.error('Something went wrong');
    });
    await expect.poll(() => document.querySelector('[data-sonner-toaster]')).not.toBeNull();

    expect(toaster().dataset.sonnerTheme).toBe('dark');
    expect(toaster().style.getPropertyValue('--error-text')).toBe('');
    expect(toaster().style.getPropertyValue('--success-text')).toBe('');
  });
});
