/**
 * Every page of the consumer portal in a real Chromium: axe-core finds no serious or critical
 * accessibility violation, and each page can be photographed on a desktop screen
 * (`PORTAL_SCREENSHOTS=1`: test-results/screenshots/<page>-desktop.png, docs/testing.md). The phone and the tablet:
 * small-screens.e2e.test.ts, which walks the same pages. On every page the answer's
 * Content-Security-Policy and the nonce of every inserted style are checked as well
 * (support/policy.ts), and a wizard opened by its address and the chat's help dialog load with
 * nothing refused.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { CONSUMER_SIGNED_IN, CONSUMER_SIGNED_OUT, type ConsumerPage } from './support/page-lists.ts';
import { photograph } from './support/photographs.ts';
import { expectNoncedStyles } from './support/policy.ts';
import { portalInChromium, signIn } from './support/portal-browser.ts';

const portal = portalInChromium();

const VIEWPORTS = [{ name: 'desktop', width: 1280, height: 800 }] as const;

/** The page has its heading and has loaded its data (no request pending, no spinner). */
const settled = async (page: Page) => {
  // Hidden from the accessibility tree while a dialog the page opened by itself is open.
  await page.getByRole('heading', { level: 1, includeHidden: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Every spinner gone: with the page's data in its HTML, the network can fall quiet while the
  // cards are rendered and before they ask for their own data, so several may still be showing.
  await page.locator('[data-loading], .fui-Spinner').first().waitFor({ state: 'detached' });
};

/** `<page>-desktop.png` when photographs are asked for (support/photographs.ts): the pages are walked at the desktop's size. */
const photographDesktop = (page: Page, name: string) => photograph(page, `${name}-${VIEWPORTS[0].name}`);

/** Checks and photographs each page in turn; answers every serious violation found. */
const visitAll = async (page: Page, pages: readonly ConsumerPage[]): Promise<string[]> => {
  const found: string[] = [];
  await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
  for (const { name, path, dialogCloses } of pages) {
    const answer = await page.goto(path);
    await settled(page);
    await expectNoncedStyles(page, path, answer);
    if (dialogCloses) {
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      found.push(...(await seriousViolations(page, `${path} (dialog)`)));
      await photographDesktop(page, `${name}-dialog`);
      await dialog.getByRole('button', { name: dialogCloses }).first().click();
      await dialog.waitFor({ state: 'detached' });
      // The page behind is hidden from assistive technology until the dialog's closing motion ends.
      await page.locator('#root[aria-hidden]').waitFor({ state: 'detached' });
    }
    found.push(...(await seriousViolations(page, path)));
    await photographDesktop(page, name);
  }
  return found;
};

describe('consumer pages', () => {
  it('have no serious accessibility violations and nonced styles only, signed out', async () => {
    const page = await portal.newPage();
    const violations = await visitAll(page, CONSUMER_SIGNED_OUT);
    expect(violations, violations.join('\n\n')).toEqual([]);
  });

  it('have no serious accessibility violations and nonced styles only, signed in', {
    timeout: 180_000,
  }, async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    const violations = await visitAll(page, CONSUMER_SIGNED_IN);
    expect(violations, violations.join('\n\n')).toEqual([]);
  });

  it('load a wizard by its address and the chat’s help dialog with nothing refused', async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    const wizard = '/mycars/d-1001?modalName=extend-subscription-selector';
    const answer = await page.goto(wizard);
    await settled(page);
    await page.getByRole('dialog').waitFor();
    await expectNoncedStyles(page, wizard, answer);

    const account = await page.goto('/myaccount');
    await settled(page);
    await expectNoncedStyles(page, '/myaccount', account);
    await page.getByRole('button', { name: 'Hilfe & Kontakt' }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(portal.policyViolations()).toEqual([]);
  });
});
