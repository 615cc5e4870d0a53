import { z } from 'zod';

/** product.md#credit-usage: the credit-usage and transactions pages show 5 rows a page, newest first. */
export const HISTORY_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 50;

/**
 * product.md#credit-rules, plus `refund`: a failed story's or picture's charge given back
 * (positive), or a refunded payment's credits taken back (negative); and `picture redraw`: a
 * page's picture drawn again past a story's free redraws; `gift`: a gift code bought (its
 * credits leave the buyer's balance for the code) or redeemed (product.md#gift-credits).
 */
export const CREDIT_ENTRY_TYPES = [
  'top-up',
  'child creation',
  'story creation',
  'picture redraw',
  'referral-bonus',
  'refund',
  'gift',
  'other',
] as const;
export const creditEntryTypeSchema = z.enum(CREDIT_ENTRY_TYPES);
export type CreditEntryType = z.infer<typeof creditEntryTypeSchema>;

export const creditMessages = {
  noCreditTransactions: 'No credit transactions yet',
  fetchCreditTransactionsFailed: 'Failed to fetch credit transactions',
} as const;

/** `?page=1&page_size=5`: both optional, shared by every paged history list. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of a list, newest first, with the total count for the pager. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  });

/**
 * `GET /api/payments/credits`: the balance (product.md#credit-rules), and what a child and a story cost on this
 * server (CHILD_CREDIT_COST, STORY_CREDIT_COST), so the browser can warn before a charge.
 */
export const creditsResponseSchema = z.object({
  total_credits: z.number().int().min(0),
  child_credit_cost: z.number().int().min(0),
  story_credit_cost: z.number().int().min(0),
});
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;

/** One ledger row: `amount` is signed (grants positive, charges negative). */
export const creditEntrySchema = z.object({
  id: z.string(),
  type: creditEntryTypeSchema,
  description: z.string(),
  amount: z.number().int(),
  balance_after: z.number().int().min(0),
  created_at: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** `GET /api/payments/credit-usage` */
export const creditUsagePageSchema = pageOf(creditEntrySchema);
export type CreditUsagePage = z.infer<typeof creditUsagePageSchema>;
