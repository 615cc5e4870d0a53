import type { AppContext } from './app-context.js';
import type { Database } from './db/database.js';

/** What a section's `forget` may use, inside the deletion's transaction. */
export type ForgetContext = Pick<AppContext, 'database' | 'storage' | 'queue' | 'config' | 'log'>;

/**
 * A file of the data export beside `account.json` (a book's PDF) in a folder of the zip, read
 * only when the zip reaches it. Answers the entry's name in the zip (a safe, unique name).
 */
export type AddExportFile = (file: {
  folder: string;
  fileName: string;
  read: () => Promise<Buffer>;
}) => string;

/**
 * What a module keeps of a user, declared by the module itself: how it goes into the user's
 * data export and how it is forgotten when the account is deleted. The accounts module walks
 * the sections (`modules/accounts/user-data-sections.ts`) and reaches no module's internals;
 * a new table that holds a user's data gets its section in its own module.
 */
export interface UserDataSection {
  /** Its key in the export's `account.json`. */
  key: string;
  /** The section of `account.json`; files (books) go beside it through `addFile`. */
  exportData(options: {
    context: AppContext;
    userId: string;
    addFile: AddExportFile;
  }): Promise<unknown>;
  /**
   * Deletes (or anonymises) the user's rows inside the account deletion's transaction, and
   * queues in it whatever must finish later. Answers the storage folders to clear once the
   * rows are gone (`now`), and those a later pass clears again (`later`: a job still running
   * may write after the deletion). Kept data (payments, for bookkeeping) has no `forget`.
   */
  forget?(options: {
    context: ForgetContext;
    tx: Database;
    userId: string;
  }): Promise<{ now: string[]; later: string[] } | void>;
}
