/**
 * Query keys read by one feature and invalidated by another: a purchase (payments) changes
 * the balance and credit history (credits); creating a child (children) spends credits.
 */
export const creditsQueryKey = ['credits'] as const;
export const creditUsageQueryKey = ['credit-usage'] as const;
export const paymentTransactionsQueryKey = ['payment-transactions'] as const;
