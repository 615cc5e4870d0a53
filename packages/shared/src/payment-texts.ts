/**
 * How a purchase is put in words, the same on the confirmation, the transactions page and
 * the receipt e-mail. No zod here, so any page (and the server's mail) may import it.
 */

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Amounts are shown with the en-IN locale for their currency (product.md#transactions): '$9.99', '₹1,499',
 * '₹834.17'. Whole rupees go without paise, as Indian prices are written.
 */
export function formatMoney(amount: number, currency: string): string {
  try {
    const whole = currency === 'INR' && Number.isInteger(amount);
    const key = whole ? `${currency} whole` : currency;
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency,
        ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
      });
      formatters.set(key, formatter);
    }
    return formatter.format(amount);
  } catch {
    // Not an ISO 4217 code: still show the number.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** Razorpay's `method` values, as a parent would name them. */
const METHOD_WORDS: Record<string, string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
  paylater: 'Pay later',
};

/**
 * 'UPI, through Razorpay', or what the test checkout is: never a raw provider word such as
 * 'simulated'. Null for a purchase that was never paid.
 */
export function paidWithText(options: {
  provider: 'razorpay' | 'simulated';
  method: string | null;
  isPaid: boolean;
}): string | null {
  if (!options.isPaid) return null;
  if (options.provider === 'simulated') return 'Test checkout (no real money was charged)';
  const words = options.method ? (METHOD_WORDS[options.method] ?? options.method) : null;
  return words ? `${words}, through Razorpay` : 'Razorpay';
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const creditsText = (count: number) => plural(count, 'credit', 'credits');
export const validityText = (days: number) => `Valid for ${plural(days, 'day', 'days')}`;

/** The confirmation after a purchase. */
export const receiptTexts = {
  heading: 'Thank you!',
  /** product.md#receipts's success toast, now the confirmation's first line. */
  paid: 'Payment successful! Credits added to your account.',
  mailed: 'A receipt is on its way to your e-mail.',
  notFound: 'We could not find this payment.',
  notCompleted: 'This payment has not gone through, so no credits were added.',
} as const;
