import type { UserDataSection } from '../../user-data.js';
import { deleteFeedbackOfUser, listFeedbackOfUser } from './service.js';

/** What a parent told us: in the export, deleted with the account. */
export const feedbackUserData: UserDataSection = {
  key: 'feedback',
  exportData: ({ context, userId }) => listFeedbackOfUser({ db: context.database.db, userId }),
  forget: ({ tx, userId }) => deleteFeedbackOfUser({ db: tx, userId }),
};
