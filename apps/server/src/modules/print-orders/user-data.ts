import type { UserDataSection } from '../../user-data.js';
import { exportPrintOrdersOfUser, forgetPrintOrdersOfUser } from './service.js';

/**
 * Printed books: every order and quote with its address in the export; on deletion an order
 * not yet placed is cancelled and refunded, and the rest forget their address and title.
 */
export const printOrdersUserData: UserDataSection = {
  key: 'print_orders',
  exportData: ({ context, userId }) => exportPrintOrdersOfUser({ db: context.database.db, userId }),
  forget: ({ context, tx, userId }) => forgetPrintOrdersOfUser({ context, tx, userId }),
};
