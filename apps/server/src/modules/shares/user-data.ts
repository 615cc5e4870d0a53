import type { UserDataSection } from '../../user-data.js';
import { deleteSharesOfUser, listShares } from './service.js';

/** The parent's open share links: which book, until when, how often opened; never a token. */
export const sharesUserData: UserDataSection = {
  key: 'share_links',
  exportData: ({ context, userId }) => listShares({ context, userId }),
  forget: ({ tx, userId }) => deleteSharesOfUser({ db: tx, userId }),
};
