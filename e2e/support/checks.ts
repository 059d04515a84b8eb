import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical axe violations; lesser ones are best-practice advice, not barriers. */
export async function expectAccessible(page: Page): Promise<void> {
  // A snackbar fading out has its colours blended with the page: axe would read a contrast nobody sees settled.
  await waitForSettledScreen(page);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const summary = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** A picture of the screen for a person to look at: test-results/screens/<name>.png. */
export async function saveScreen(page: Page, name: string): Promise<void> {
  await waitForSettledScreen(page);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/**
 * MUI fades dialogs and snackbars in and out; waits until nothing is mid-animation. Endless ones (the pulsing ring
 * of a control focused from the keyboard) never finish and are left running.
 */
async function waitForSettledScreen(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
