import { useTranslations } from 'use-intl';
import type { WebMessages } from '@/i18n/messages/en';

export const APP_NAME = 'Littlestar';

/** A page's title, as a key of `layout.titles` (router.tsx names one per route). */
export type PageTitleKey = Exclude<
  keyof WebMessages['layout']['titles'],
  'home' | 'homeDescription'
>;

/**
 * The document title in the interface's language: 'Page Not Found' → 'Page Not Found ·
 * Littlestar'; no page title gives the home title.
 */
export function useDocumentTitle(pageTitle?: PageTitleKey | null): string {
  const t = useTranslations('layout.titles');
  return pageTitle ? `${t(pageTitle)} · ${APP_NAME}` : t('home');
}

/** The site's description in the interface's language (`<meta name="description">`). */
export function useDocumentDescription(): string {
  return useTranslations('layout.titles')('homeDescription');
}
