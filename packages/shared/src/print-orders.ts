import { z } from 'zod';

/*
 * Printed books ordered from a finished story (PRINT=lulu). Prices are in US cents: the print
 * service quotes in USD, and the server adds the margin; the browser never names an amount.
 */

/** Levels of the print service's shipping, slowest and cheapest first. */
export const SHIPPING_LEVELS = ['MAIL', 'PRIORITY_MAIL', 'GROUND', 'EXPEDITED', 'EXPRESS'] as const;
export const shippingLevelSchema = z.enum(SHIPPING_LEVELS, { error: 'Choose a shipping option.' });
export type ShippingLevel = z.infer<typeof shippingLevelSchema>;

export const shippingLevelLabels: Record<ShippingLevel, string> = {
  MAIL: 'Standard mail',
  PRIORITY_MAIL: 'Priority mail',
  GROUND: 'Ground',
  EXPEDITED: 'Expedited',
  EXPRESS: 'Express',
};

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    // Control characters would reach a shipping label.
    .regex(/^[^\p{Cc}]*$/u, `${label} has characters a label cannot print.`);

/** Where the book goes; the country must be one of `printOptions.countries`. */
export const shippingAddressSchema = z.object({
  name: line('Name', 80),
  street1: line('Street', 100),
  street2: z
    .string()
    .trim()
    .max(100, 'The second street line must be at most 100 characters.')
    .regex(/^[^\p{Cc}]*$/u, 'The second street line has characters a label cannot print.')
    .optional()
    .default(''),
  city: line('City', 60),
  state_code: z
    .string()
    .trim()
    .max(20, 'The state or region must be at most 20 characters.')
    .regex(/^[\p{L}\p{N} .-]*$/u, 'The state or region has characters a label cannot print.')
    .optional()
    .default(''),
  postcode: z
    .string({ error: 'Postcode is required.' })
    .trim()
    .min(2, 'Postcode is required.')
    .max(12, 'Postcode must be at most 12 characters.')
    .regex(/^[A-Za-z0-9 -]+$/, 'Postcode may hold letters, digits, spaces and hyphens.'),
  country_code: z
    .string({ error: 'Choose a country.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose a country.'),
  phone_number: z
    .string({ error: 'A phone number is required: the carrier may need it.' })
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a phone number of 6 to 20 digits.'),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** An address with every line empty: the order form's start, and what a deleted account leaves. */
export const EMPTY_SHIPPING_ADDRESS: Readonly<Record<keyof ShippingAddress, string>> = {
  name: '',
  street1: '',
  street2: '',
  city: '',
  state_code: '',
  postcode: '',
  country_code: '',
  phone_number: '',
};

/** `GET /api/print-orders/options`: the countries the print service ships to. */
export const printOptionsSchema = z.object({
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type PrintOptions = z.infer<typeof printOptionsSchema>;

/** `POST /api/print-orders/shipping-options` */
export const shippingOptionsRequestSchema = z.object({
  story_id: z.uuid({ error: 'Choose a story.' }),
  address: shippingAddressSchema,
});
export type ShippingOptionsRequest = z.infer<typeof shippingOptionsRequestSchema>;

export const shippingOptionSchema = z.object({
  level: shippingLevelSchema,
  /** What the parent pays with this option (book and shipping), in US cents. */
  price_cents: z.number().int().min(1),
});
export const shippingOptionsSchema = z.object({ options: z.array(shippingOptionSchema) });
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** `POST /api/print-orders`: a quote for one book, kept for checkout. */
export const quotePrintOrderRequestSchema = shippingOptionsRequestSchema.extend({
  shipping_level: shippingLevelSchema,
});
export type QuotePrintOrderRequest = z.infer<typeof quotePrintOrderRequestSchema>;

export const PRINT_ORDER_STATUSES = [
  'quoted',
  'paying',
  'paid',
  'created',
  'in_production',
  'shipped',
  'cancelled',
  'rejected',
] as const;
export const printOrderStatusSchema = z.enum(PRINT_ORDER_STATUSES);
/** The statuses of a real order: a quote nobody paid is not one. */
export const PLACED_PRINT_ORDER_STATUSES = PRINT_ORDER_STATUSES.filter(
  (status) => status !== 'quoted',
);
export type PrintOrderStatus = z.infer<typeof printOrderStatusSchema>;

/** What each status tells the parent, on "My orders" and in the status e-mail. */
export const printOrderStatusTexts: Record<PrintOrderStatus, { label: string; detail: string }> = {
  quoted: { label: 'Not paid', detail: 'This order has not been paid.' },
  paying: { label: 'Awaiting payment', detail: 'We are waiting for the payment to go through.' },
  paid: { label: 'Paid', detail: 'Paid: we are sending your book to the printer.' },
  created: { label: 'Ordered', detail: 'The printer has your order.' },
  in_production: { label: 'Printing', detail: 'Your book is being printed and bound.' },
  shipped: { label: 'Shipped', detail: 'Your book is on its way.' },
  cancelled: {
    label: 'Cancelled',
    detail: 'This order was cancelled. Your payment is refunded in full.',
  },
  rejected: {
    label: 'Could not be printed',
    detail: 'The printer could not print this book. Your payment is refunded in full.',
  },
};

export const printOrderSchema = z.object({
  id: z.uuid(),
  story_id: z.uuid().nullable(),
  story_title: z.string(),
  status: printOrderStatusSchema,
  shipping_level: shippingLevelSchema,
  /** What the parent pays, in US cents. */
  price_cents: z.number().int(),
  currency: z.literal('USD'),
  page_count: z.number().int(),
  tracking: z
    .object({ carrier: z.string().nullable(), number: z.string(), url: z.string().nullable() })
    .nullable(),
  refund: z.enum(['due', 'done']).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PrintOrder = z.infer<typeof printOrderSchema>;
export const printOrderListSchema = z.object({ items: z.array(printOrderSchema) });
export type PrintOrderList = z.infer<typeof printOrderListSchema>;

export const printOrderMessages = {
  off: 'Printed books are not offered here.',
  notFound: 'No such order.',
  storyNotReady: 'This book can be ordered once its print files are ready.',
  country: 'We cannot ship printed books to this country yet.',
  noShipping: 'The printer offers no shipping to this address.',
  level: 'This shipping option is not offered for this address.',
  printerDown: 'The printing service is not answering. Please try again in a few minutes.',
  notPayable: 'This order can no longer be paid. Please start a new order.',
  otherPayment: 'This payment is for another order.',
} as const;

/** "$12.34" */
export function formatUsdCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
