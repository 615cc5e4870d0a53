import { en } from './en/index.js';
import { hi } from './hi/index.js';
import type { Language } from './language.js';
import type { MessagesOf } from './messages-of.js';

export { en, hi };

/** The English texts' shape: what every language provides. */
export type Messages = typeof en;

/** Every language's texts, by its code. */
export const MESSAGES: Record<Language, MessagesOf<Messages>> = { en, hi };
