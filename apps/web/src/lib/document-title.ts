export const APP_NAME = 'Littlestar';
export const HOME_DOCUMENT_TITLE = 'Littlestar — Personalised storybooks starring your child';

/** 'Page Not Found' → 'Page Not Found · Littlestar'; no page title gives the home title. */
export function formatDocumentTitle(pageTitle?: string | null): string {
  return pageTitle ? `${pageTitle} · ${APP_NAME}` : HOME_DOCUMENT_TITLE;
}
