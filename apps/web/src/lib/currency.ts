export const CURRENCIES = ['USD', 'INR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Amounts are shown with the en-IN locale for the row's currency (spec §2, Transactions). */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** INR price = USD price × rate, rounded to 2 decimals (spec §9). */
export function usdToInr(usd: number, rate: number): number {
  return Math.round(usd * rate * 100) / 100;
}

export const USD_INR_RATE_STORAGE_KEY = 'littlestar-usd-inr-rate';
export const RATE_CACHE_MS = 12 * 60 * 60 * 1000;

/**
 * The cached USD→INR rate if it is younger than 12 hours (spec §9), else null.
 * Callers fall back to a rate of 1, as the spec does when the rate cannot be fetched.
 */
export function readCachedUsdToInrRate(now: number = Date.now()): number | null {
  try {
    const raw = window.localStorage.getItem(USD_INR_RATE_STORAGE_KEY);
    if (!raw) return null;
    const cached = JSON.parse(raw) as { rate?: unknown; updatedAt?: unknown };
    if (typeof cached.rate !== 'number' || typeof cached.updatedAt !== 'number') return null;
    if (!(cached.rate > 0) || now - cached.updatedAt > RATE_CACHE_MS) return null;
    return cached.rate;
  } catch {
    return null;
  }
}
