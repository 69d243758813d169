import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The page's serious and critical WCAG 2.1 AA violations with what axe measured, once no finite animation is running. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Colour contrast is measured on the settled page: two frames on, no finite animation is running.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              document
                .getAnimations()
                .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
            ),
          ),
        ),
      ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary?.replace(/\s+/g, ' ').trim()})`).join(', ')}`);
}
