import type { Language } from './language';
import type { WebMessages } from './messages/en';

/**
 * Each language's texts, a chunk of their own: a page loads only its language's. They are
 * compiled at build time (icuMessages in vite.config.mts), so the ICU parser never ships.
 */
const loaders: Record<Language, () => Promise<WebMessages>> = {
  en: () => import('./messages/en').then((module) => module.en),
  hi: () => import('./messages/hi').then((module) => module.hi as WebMessages),
};

const loaded = new Map<Language, Promise<WebMessages>>();

export function loadMessages(language: Language): Promise<WebMessages> {
  let messages = loaded.get(language);
  if (!messages) {
    messages = loaders[language]();
    // A failed load (a lost connection) is tried again on the next call.
    messages.catch(() => loaded.delete(language));
    loaded.set(language, messages);
  }
  return messages;
}
