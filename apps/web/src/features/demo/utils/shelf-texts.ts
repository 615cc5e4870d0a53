/**
 * The free trial shelf's wordings: `demoMessages` of `@littlestar/shared/demo`, repeated here
 * (shelf-texts.test.ts holds them equal). A value from that module brings zod and the shared
 * schemas, some 90 KB of script the shelf (/demo/children) would otherwise load and run as it
 * goes live.
 */
export const shelfTexts = {
  noChildren: 'No demo profiles available at the moment.',
  fetchChildrenFailed: 'Failed to fetch demo children',
  tryAgain: 'Try Again',
  backToHome: 'Back to Home',
} as const;
