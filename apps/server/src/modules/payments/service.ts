/*
 * The payments module's public entry: other modules and the routes reach it through here.
 * Plans bought by the browser (checkout.ts), Razorpay's webhook (webhooks.ts) and its refunds
 * (refunds.ts), a payment settled once (completion.ts), printed books' payments
 * (print-payments.ts), and plans bought as gifts (gift-codes.ts, gift-settlement.ts).
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
  createGiftOrder,
  forgetGiftNamesOfBuyer,
  generateGiftCode,
  listGiftCodes,
} from './gift-codes.js';
export { redeemGiftCode } from './gift-settlement.js';
export {
  createPrintPayment,
  findCompletedPayments,
  findFailedPayments,
  findPayment,
  refundPrintPayment,
} from './print-payments.js';
export type { PrintPaymentRefundListener } from './refunds.js';
export { handleWebhook } from './webhooks.js';
