import type { en } from '../en/index.js';
import type { MessagesOf } from '../messages-of.js';
import { accounts } from './accounts.js';
import { children } from './children.js';
import { common } from './common.js';
import { credits } from './credits.js';
import { emails } from './emails.js';
import { plans } from './plans.js';
import { stories } from './stories.js';

/** The Hindi texts, shaped as the English ones: a missing text fails the type check. */
export const hi: MessagesOf<typeof en> = {
  common,
  accounts,
  credits,
  children,
  stories,
  emails,
  plans,
};
