import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The WCAG A/AA rules whose outcome depends on the colours: on the same page in the other
 * colour scheme (the same markup, other colours) only these can find anything new.
 */
export const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical WCAG 2.x A/AA violations on the page as it is now, one
 * 'rule: target' line per element, so a failing test names what to fix.
 */
export async function seriousViolations(
  page: Page,
  options: { include?: string; colorsOnly?: boolean } = {},
) {
  // The app has no frames, so axe runs in the page itself (`axe.run`) rather than partly in
  // each frame and finishing in a new blank page, and it keeps every node only of what it
  // found wrong: building a unique selector for every node that passed (every piece of text,
  // for colour contrast) was most of a check's time. Violations are reported in full either
  // way (axe-core API.md, "resultTypes").
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (options.colorsOnly) builder.withRules(COLOR_RULES);
  else builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (options.include) builder.include(options.include);
  // A dialog still fading in is half transparent, and axe would measure its text against the
  // page behind it (every label "fails" contrast). Measured once every finite animation on the
  // page has ended; a spinner's endless one is not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
}

/**
 * Shows the page in a colour scheme and waits until the app has put it on (the `dark` class on
 * <html>, set by the page's own listener a moment after the media change): axe run before that
 * measures colours half-way through their transition.
 */
export async function showInScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveClass(
    scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
  );
}
