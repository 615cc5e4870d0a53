import type { UserDataSection } from '../../user-data.js';
import { listPaymentTransactions } from './checkout.js';
import { forgetGiftNamesOfBuyer, listGiftCodes } from './gift-codes.js';

/**
 * Payments: every transaction in the export. Kept on deletion, for bookkeeping: they hold
 * amounts and the provider's ids, and point at the anonymised account.
 */
export const paymentsUserData: UserDataSection = {
  key: 'payments',
  async exportData({ context, userId }) {
    return (await listPaymentTransactions({ context, userId, page: 1, pageSize: 1_000_000 })).items;
  },
};

/**
 * The gifts the user bought (never a code). On deletion the codes stay redeemable, since they
 * were paid for and may have been given already, and lose the names written on them.
 */
export const giftCodesUserData: UserDataSection = {
  key: 'gift_codes',
  exportData: ({ context, userId }) => listGiftCodes({ db: context.database.db, userId }),
  forget: ({ tx, userId }) => forgetGiftNamesOfBuyer({ db: tx, userId }),
};
