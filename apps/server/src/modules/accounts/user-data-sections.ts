import { childrenUserData } from '../children/user-data.js';
import { creditsUserData } from '../credits/user-data.js';
import { feedbackUserData } from '../feedback/user-data.js';
import { giftCodesUserData, paymentsUserData } from '../payments/user-data.js';
import { printOrdersUserData } from '../print-orders/user-data.js';
import { giftsUserData, sharesUserData } from '../shares/user-data.js';
import { storiesUserData } from '../stories/user-data.js';
import type { UserDataSection } from '../../user-data.js';

/**
 * Every module's section of a user's data (src/user-data.ts), in the order an account's
 * deletion forgets them, which is also their order in the export's `account.json`. Share links
 * go before the stories they open, stories before their children (whose rows they point at);
 * the credit ledger goes last: a refund or charge line a job commits while the deletes before wait for its story row is then seen and
 * loses its title too (each statement reads what has committed).
 */
export const userDataSections: readonly UserDataSection[] = [
  giftsUserData,
  sharesUserData,
  storiesUserData,
  childrenUserData,
  feedbackUserData,
  printOrdersUserData,
  giftCodesUserData,
  paymentsUserData,
  creditsUserData,
];
