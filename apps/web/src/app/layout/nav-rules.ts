/**
 * Path fragments of the signed-in app area. The header's marketing links (How It Works,
 * Pricing, Free Trial) show only when the path contains none of them — matched as plain
 * substrings, as product.md#header states, so '/demo/children' hides them too.
 */
export const APP_AREA_PATH_FRAGMENTS = [
  '/children',
  '/child/',
  '/story/',
  '/create-child',
  '/credit-usage',
  '/add-credits',
  '/transactions',
  '/payment-complete',
  '/redeem',
] as const;

export function shouldShowMarketingLinks(pathname: string): boolean {
  return !APP_AREA_PATH_FRAGMENTS.some((fragment) => pathname.includes(fragment));
}
