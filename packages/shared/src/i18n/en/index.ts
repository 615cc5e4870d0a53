import { accounts } from './accounts.js';
import { children } from './children.js';
import { common } from './common.js';
import { credits } from './credits.js';
import { emails } from './emails.js';
import { plans } from './plans.js';
import { stories } from './stories.js';

/**
 * The English texts: the source every other language is typed against. A number inside a
 * plural is written `{count}`, not `#`: `#` would group its digits ('3,600 seconds').
 */
export const en = { common, accounts, credits, children, stories, emails, plans } as const;
