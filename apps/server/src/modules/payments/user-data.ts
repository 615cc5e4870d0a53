import type { UserDataSection } from '../../user-data.js';
import { listPaymentTransactions } from './checkout.js';

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
