/**
 * Query keys read by one feature and invalidated by another: a purchase (payments) changes
 * the balance and credit history (credits); creating a child (children) or generating a
 * story (stories) spends credits; children and stories both read a child's details.
 */
export const creditsQueryKey = ['credits'] as const;
export const creditUsageQueryKey = ['credit-usage'] as const;
export const paymentTransactionsQueryKey = ['payment-transactions'] as const;
/** Every children query starts with this key, so one invalidation refreshes list and details. */
export const childrenQueryKey = ['children'] as const;
export const childQueryKey = (childId: string) => [...childrenQueryKey, childId] as const;
