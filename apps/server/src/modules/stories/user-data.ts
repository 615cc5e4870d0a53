import type { UserDataSection } from '../../user-data.js';
import { deleteStoriesOfUser } from './service.js';
import { exportStoriesOfUser } from './story-export.js';

/**
 * The books: each story in the export with its PDF beside it (read only when the zip reaches
 * it, one book in memory at a time); deleted with the account, free demo stories included.
 */
export const storiesUserData: UserDataSection = {
  key: 'stories',
  async exportData({ context, userId, addFile }) {
    const exported = [];
    for await (const { story, book } of exportStoriesOfUser({ context, userId })) {
      const pdf = book
        ? addFile({ folder: 'books', fileName: book.fileName, read: book.read })
        : null;
      exported.push({ ...story, pdf });
    }
    return exported;
  },
  async forget({ tx, userId }) {
    const folders = await deleteStoriesOfUser({ db: tx, userId });
    // A picture job still running may write into a folder after the rows are gone.
    return { now: folders, later: folders };
  },
};
