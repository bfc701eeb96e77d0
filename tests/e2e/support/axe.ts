import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeNode = {
  readonly target: readonly unknown[];
  readonly html: string;
  readonly failureSummary?: string;
};
type AxeViolation = {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly AxeNode[];
};

/** The impacts that fail a page: a person cannot use it, or only with great effort. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * axe-core's serious and critical violations of the page as it is shown now, each with its rule,
 * help URL and the elements concerned (empty when there are none). Evaluated through the DevTools
 * protocol, so the portal's Content-Security-Policy does not stand in the way.
 */
export const seriousViolations = (page: Page, label: string): Promise<string[]> =>
  violationsOf(page, label, (impact) => BLOCKING.has(impact));

/** axe-core's violations of every impact (minor and moderate too), as seriousViolations reports them. */
export const accessibilityViolations = (page: Page, label: string): Promise<string[]> =>
  violationsOf(page, label, () => true);

/**
 * Waits until every running finite animation and transition has ended: a dialog fading in shows
 * its text half-transparent, and axe would judge the contrast of that passing frame instead of the
 * page. Endless animations (spinners) and paused ones (a toast's timer while the window is not
 * focused) are not waited for, and no wait lasts longer than ANIMATION_WAIT_MS.
 */
const ANIMATION_WAIT_MS = 10_000;
const animationsSettled = (page: Page): Promise<unknown> =>
  page.evaluate(
    (limit) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
            )
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]),
    ANIMATION_WAIT_MS,
  );

const violationsOf = async (
  page: Page,
  label: string,
  counts: (impact: string) => boolean,
): Promise<string[]> => {
  await animationsSettled(page);
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // An open menu or list of options covers what lies under it while it is open, by design:
    // the targets' size is judged on the page without one.
    const popupOpen = document.querySelector('[role="menu"], [role="listbox"]') !== null;
    return (
      await (
        window as unknown as {
          axe: { run: (options: unknown) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe.run({
        // WCAG 2.2's target size (2.5.8), which axe leaves off by default and Lighthouse runs: a
        // link or button smaller than 24 × 24 px needs that much room to its neighbours.
        rules: { 'target-size': { enabled: !popupOpen } },
      })
    ).violations;
  });
  return violations
    .filter((violation) => counts(violation.impact ?? ''))
    .map((violation) =>
      [
        `${label}: ${violation.id} (${violation.impact}) ${violation.help}`,
        `  ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) =>
            `  - ${node.target.join(' ')}\n    ${node.html.slice(0, 300)}${node.failureSummary ? `\n    ${node.failureSummary.replaceAll('\n', '\n    ')}` : ''}`,
        ),
      ].join('\n'),
    );
};
