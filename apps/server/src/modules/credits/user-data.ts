import type { UserDataSection } from '../../user-data.js';
import { anonymiseCreditEntriesOfUser, listCreditEntries } from './service.js';

/** The credit ledger: every line in the export; kept for bookkeeping, its wording anonymised. */
export const creditsUserData: UserDataSection = {
  key: 'credit_ledger',
  async exportData({ context, userId }) {
    const db = context.database.db;
    return (await listCreditEntries({ db, userId, page: 1, pageSize: 1_000_000 })).items;
  },
  forget: ({ tx, userId }) => anonymiseCreditEntriesOfUser({ db: tx, userId }),
};
