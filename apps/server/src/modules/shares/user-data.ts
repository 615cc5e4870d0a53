import type { UserDataSection } from '../../user-data.js';
import { deleteGiftsOfUser, listGiftsOfUser } from './gifts.js';
import { deleteSharesOfUser, listShares } from './service.js';

/** The parent's open share links: which book, until when, how often opened; never a token. */
export const sharesUserData: UserDataSection = {
  key: 'share_links',
  exportData: ({ context, userId }) => listShares({ context, userId }),
  forget: ({ tx, userId }) => deleteSharesOfUser({ db: tx, userId }),
};

/** The books the parent sent as gifts: which book, when, and the masked address (a•••@x.com). */
export const giftsUserData: UserDataSection = {
  key: 'book_gifts',
  exportData: ({ context, userId }) => listGiftsOfUser({ db: context.database.db, userId }),
  forget: ({ tx, userId }) => deleteGiftsOfUser({ db: tx, userId }),
};
