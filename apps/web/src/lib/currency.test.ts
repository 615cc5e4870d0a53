import type { Plan } from '@littlestar/shared/payments';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CURRENCY_STORAGE_KEY,
  formatMoney,
  formatPlanPrice,
  fromMinorUnits,
  planPrice,
  firstCurrency,
  preferredCurrencyIn,
  readPreferredCurrency,
  storePreferredCurrency,
} from './currency';

const plan = (overrides: Partial<Plan> = {}): Plan => ({
  id: 'standard',
  name: 'Standard',
  description: '',
  credits: 15,
  max_children: 3,
  max_stories: 12,
  duration_days: 90,
  features: [],
  price: 9.99,
  price_usd_cents: 999,
  price_inr_paise: 79_900,
  is_popular: true,
  ...overrides,
});

describe('formatMoney', () => {
  it('formats with the en-IN locale for the currency', () => {
    expect(formatMoney(9.99, 'USD')).toBe('$9.99');
    expect(formatMoney(799, 'INR')).toBe('₹799');
    expect(formatMoney(1599, 'INR')).toBe('₹1,599');
    // Indian digit grouping: lakh, not hundred thousand.
    expect(formatMoney(100_000, 'INR')).toBe('₹1,00,000');
    // Whole rupees go without paise; rupees and paise keep both, dollars always do.
    expect(formatMoney(834.5, 'INR')).toBe('₹834.50');
    expect(formatMoney(10, 'USD')).toBe('$10.00');
  });

  it('still shows an amount whose currency code is not known', () => {
    expect(formatMoney(5, 'not-a-code')).toBe('5.00 not-a-code');
  });
});

describe('plan prices', () => {
  it('shows INR exactly as the server charges it, from paise, never converted', () => {
    const odd = plan({ price: 9.99, price_inr_paise: 83_417 });
    expect(planPrice(odd, 'INR')).toBe(834.17);
    expect(formatPlanPrice(odd, 'INR')).toBe('₹834.17');
    expect(formatPlanPrice(plan(), 'INR')).toBe('₹799');
  });

  it('shows USD from cents', () => {
    expect(formatPlanPrice(plan(), 'USD')).toBe('$9.99');
    expect(formatPlanPrice(plan({ price_usd_cents: 1999 }), 'USD')).toBe('$19.99');
  });

  it('turns an order amount in the smallest unit into major units', () => {
    expect(fromMinorUnits(79_900)).toBe(799);
    expect(formatMoney(fromMinorUnits(999), 'USD')).toBe('$9.99');
  });
});

describe('formatPlanPrice', () => {
  it('writes every price as formatMoney does, for both currencies', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1_000, 79_900, 83_417, 100_000, 159_950];
    for (const big of [12_345_678, 987_654_321, 100_000_000_000]) amounts.push(big, big + 50);
    for (const minor of amounts) {
      const priced = plan({ price_usd_cents: minor, price_inr_paise: minor });
      expect(formatPlanPrice(priced, 'USD')).toBe(formatMoney(minor / 100, 'USD'));
      expect(formatPlanPrice(priced, 'INR')).toBe(formatMoney(minor / 100, 'INR'));
    }
  });
});

describe('readPreferredCurrency', () => {
  afterEach(() => window.localStorage.clear());

  it('defaults to INR for an Indian browser language and USD otherwise', () => {
    expect(readPreferredCurrency('en-IN')).toBe('INR');
    expect(readPreferredCurrency('hi')).toBe('INR');
    expect(readPreferredCurrency('hi-IN')).toBe('INR');
    expect(readPreferredCurrency('en-US')).toBe('USD');
    expect(readPreferredCurrency('en-GB')).toBe('USD');
  });

  it('counts the Hindi interface as an Indian browser language', () => {
    expect(firstCurrency('hi')).toBe('INR');
    expect(firstCurrency('en')).toBe('USD');
    expect(preferredCurrencyIn('hi')).toBe('INR');
    storePreferredCurrency('USD');
    expect(preferredCurrencyIn('hi')).toBe('USD');
  });

  it('prefers the choice the visitor made last time', () => {
    storePreferredCurrency('INR');
    expect(readPreferredCurrency('en-US')).toBe('INR');
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'EUR');
    expect(readPreferredCurrency('en-US')).toBe('USD');
  });
});
