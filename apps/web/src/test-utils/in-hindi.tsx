/**
 * The Hindi interface for a test: a wrapper for `render`, `renderHook` or `renderPage`, inside
 * the English one that every test render already has (see testing-library.tsx).
 */
import type { ReactNode } from 'react';
import { LanguageProvider } from '@/i18n/language-context';
import { hi } from '@/i18n/messages/hi';

export function InHindi({ children }: { children: ReactNode }) {
  return <LanguageProvider initial={{ language: 'hi', messages: hi }}>{children}</LanguageProvider>;
}
