import { formatMoney } from '@littlestar/shared/payment-texts';
import type { Language } from '@littlestar/shared/i18n/language-choice';
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

const SYMBOLS: Record<Currency, string> = { USD: '$', INR: '₹' };

/** Whole units grouped as en-IN writes them: the last three digits, then pairs (12,34,567). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * What formatMoney writes for `minor` cents or paise, without Intl. The first Intl formatter a
 * page makes loads the browser's locale data, ~20 ms of main thread even on a fast machine
 * (several times that on a phone), and the landing page's plan cards were its only use.
 */
function formatMinorUnits(minor: number, currency: Currency): string {
  if (!Number.isSafeInteger(minor) || minor < 0 || !(currency in SYMBOLS))
    return formatMoney(fromMinorUnits(minor), currency);
  const units = groupIndian(String(Math.floor(minor / 100)));
  const fraction = minor % 100;
  // Whole rupees go without paise (formatMoney's rule); dollars always show cents.
  if (currency === 'INR' && fraction === 0) return `${SYMBOLS.INR}${units}`;
  return `${SYMBOLS[currency]}${units}.${String(fraction).padStart(2, '0')}`;
}

export const formatPlanPrice = (plan: Plan, currency: Currency) =>
  formatMinorUnits(currency === 'INR' ? plan.price_inr_paise : plan.price_usd_cents, currency);

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

/** The currency before any choice on a page in `language`: rupees in the Hindi interface. */
export const firstCurrency = (language: Language): Currency => (language === 'hi' ? 'INR' : 'USD');

/** `readPreferredCurrency`, where a Hindi interface counts as an Indian browser language. */
export const preferredCurrencyIn = (language: Language): Currency =>
  readPreferredCurrency(language === 'hi' ? 'hi' : navigator.language);

export function storePreferredCurrency(currency: Currency): void {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Remembering the choice is a convenience only.
  }
}
