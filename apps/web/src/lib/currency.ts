import { formatMoney } from '@littlestar/shared/payment-texts';
import type { Currency, Plan } from '@littlestar/shared/payments';

export type { Currency };

/**
 * product.md#add-credits: USD and INR. The same list as `CURRENCIES` in `@littlestar/shared/payments`,
 * repeated here because importing a value from there brings zod into the first page load.
 */
export const CURRENCIES = ['USD', 'INR'] as const satisfies readonly Currency[];

export const isCurrency = (value: unknown): value is Currency =>
  CURRENCIES.some((code) => code === value);

// One formatter for the pages and the receipt e-mail (in shared, without zod).
export { formatMoney };

/** Cents or paise (what orders carry) to dollars or rupees. */
export const fromMinorUnits = (amount: number) => amount / 100;

/**
 * What a plan costs in `currency`, in major units. The INR price is the server's
 * `price_inr_paise`, exactly what an order charges; the browser never converts.
 */
export function planPrice(plan: Plan, currency: Currency): number {
  return fromMinorUnits(currency === 'INR' ? plan.price_inr_paise : plan.price_usd_cents);
}

export const formatPlanPrice = (plan: Plan, currency: Currency) =>
  formatMoney(planPrice(plan, currency), currency);

export const CURRENCY_STORAGE_KEY = 'littlestar-currency';

/**
 * The currency the visitor last picked; else INR for an Indian browser language
 * (en-IN, hi), else USD.
 */
export function readPreferredCurrency(language: string = navigator.language): Currency {
  try {
    const stored = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    if (isCurrency(stored)) return stored;
  } catch {
    // Storage blocked (private mode): fall through to the language.
  }
  const tag = language.toLowerCase();
  return tag === 'en-in' || tag === 'hi' || tag.startsWith('hi-') ? 'INR' : 'USD';
}

export function storePreferredCurrency(currency: Currency): void {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Remembering the choice is a convenience only.
  }
}
