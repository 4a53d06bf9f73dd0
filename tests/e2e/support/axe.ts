// Accessibility: every screen is scanned with axe in the light and the dark scheme; a serious or
// critical violation fails the test with a readable list.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Violations that fail a test. */
const FAILING = new Set(['serious', 'critical']);

/**
 * Scans the page as it is now, once per colour scheme, and throws listing every serious or critical
 * violation. Leaves the page in the light scheme.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const problems: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Colours change with a transition (buttons): scan the settled colours, not a frame between.
    // Endless animations (spinners) never finish and are left alone.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => null)),
      ),
    );
    const results = await new AxeBuilder({ page }).analyze();
    for (const violation of results.violations) {
      if (!FAILING.has(violation.impact ?? '')) continue;
      const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
      problems.push(
        `[${colorScheme}] ${violation.id} (${violation.impact}): ${violation.help} at ${targets.join(', ')}`,
      );
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (problems.length > 0) {
    throw new Error(`Accessibility violations on ${screen}:\n${problems.join('\n')}`);
  }
}
