// The English texts of the web app, one file per area (docs/i18n.md). English is the source:
// every other language has the same keys (messages/hi/index.ts checks it by type).
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

export const en = {
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

export type WebMessages = typeof en;
