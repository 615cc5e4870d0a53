import { describe, expect, it } from 'vitest';
import { shouldShowMarketingLinks } from './nav-rules';

describe('shouldShowMarketingLinks', () => {
  it.each([
    '/',
    '/details',
    '/user-guide',
    '/reset-password',
    '/feedback',
    '/auth/callback',
    '/nope',
  ])('shows the marketing links on %s', (pathname) => {
    expect(shouldShowMarketingLinks(pathname)).toBe(true);
  });

  it.each([
    '/children',
    '/create-child',
    '/child/7/edit',
    '/child/7/stories',
    '/story/3/preview',
    '/credit-usage',
    '/add-credits',
    '/transactions',
    '/payment-complete/order_Abc123',
    // product.md#header matches substrings, so the demo area hides them as well.
    '/demo/children',
    '/demo/child/2/stories',
    '/demo/story/5/preview',
  ])('hides the marketing links on %s', (pathname) => {
    expect(shouldShowMarketingLinks(pathname)).toBe(false);
  });
});
