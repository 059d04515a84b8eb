import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical axe violations; lesser ones are best-practice advice, not barriers. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await analyzeStillScreen(page);
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

const MOTION_FLAG = '__vivaMovedDuringAxe';

/**
 * Axe on a screen that stayed still while it was read. A snackbar fading has its colours blended with what is
 * beneath it, a contrast nobody sees settled; waiting for a settled screen first is not enough, because a
 * snackbar's 6-second timer can start its fade while axe reads (a second or more). So a read during which anything
 * started to move is taken again.
 */
async function analyzeStillScreen(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    await waitForSettledScreen(page);
    await page.evaluate(watchForMotion, MOTION_FLAG);
    const results = await new AxeBuilder({ page }).analyze();
    const moved = await page.evaluate((flag) => Reflect.get(window, flag) === true, MOTION_FLAG);
    if (!moved || attempt === 3) return results;
  }
}

/** Sets `window[flag]` when a transition or a finite animation starts; listens once per document. */
function watchForMotion(flag: string) {
  const isListening = Reflect.has(window, flag);
  Reflect.set(window, flag, false);
  if (isListening) return;
  const record = (event: Event) => {
    // Endless animations (a focused control's pulsing ring) run through any read; they change no colours.
    const target = event.target instanceof Element ? event.target : null;
    const isEndless =
      event.type === 'animationstart' &&
      target !== null &&
      getComputedStyle(target).animationIterationCount === 'infinite';
    if (!isEndless) Reflect.set(window, flag, true);
  };
  document.addEventListener('transitionrun', record, { capture: true });
  document.addEventListener('animationstart', record, { capture: true });
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
