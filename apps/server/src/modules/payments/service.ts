/*
 * The payments module's public entry: other modules and the routes reach it through here.
 * Plans bought by the browser (checkout.ts), Razorpay's webhook (webhooks.ts) and its refunds
 * (refunds.ts), a payment settled once (completion.ts), and printed books' payments
 * (print-payments.ts).
 */
export {
  createOrder,
  failOrder,
  getPaymentReceipt,
  getPaymentStatus,
  listPaymentTransactions,
  listPlans,
  seedPlans,
  simulateCheckout,
  verifyPayment,
} from './checkout.js';
export { refundDeletedAccountPaymentJob } from './completion.js';
export {
  createPrintPayment,
  findCompletedPayments,
  findFailedPayments,
  findPayment,
  refundPrintPayment,
} from './print-payments.js';
export type { PrintPaymentRefundListener } from './refunds.js';
export { handleWebhook } from './webhooks.js';
