import type { MessagesOf } from '@littlestar/shared/i18n/messages-of';
import type { WebMessages } from '../en';
import common from './common.json';
import layout from './layout.json';
import home from './home.json';
import userGuide from './user-guide.json';
import details from './details.json';
import demo from './demo.json';
import accounts from './accounts.json';
import children from './children.json';
import stories from './stories.json';
import reader from './reader.json';
import credits from './credits.json';
import payments from './payments.json';
import feedback from './feedback.json';
import sharedBooks from './shared-books.json';

/** The Hindi texts: typed as the English ones, so a missing text fails the type check. */
export const hi: MessagesOf<WebMessages> = {
  common,
  layout,
  home,
  userGuide,
  details,
  demo,
  accounts,
  children,
  stories,
  reader,
  credits,
  payments,
  feedback,
  sharedBooks,
};
