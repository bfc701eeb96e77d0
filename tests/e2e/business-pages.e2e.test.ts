/**
 * Every page of the business portal in a real Chromium, as the fleet admin sees it (and the pages
 * that tell a driver they are for others): axe-core finds no violation of any impact, dialogs the
 * pages open included (docs/testing.md); on every page the answer's Content-Security-Policy and
 * the nonce of every inserted style, the fleet overview's charts included (support/policy.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { signInAsBusiness } from './support/business.ts';
import { BUSINESS_ADMIN_PAGES, BUSINESS_DRIVER_PAGES, type BusinessPage } from './support/page-lists.ts';
import { expectNoncedStyles } from './support/policy.ts';
import { portalInChromium } from './support/portal-browser.ts';

const portal = portalInChromium();

/** The page has its main content and has loaded its data (no request pending, no spinner). */
const settled = async (page: Page) => {
  // Hidden from the accessibility tree while a dialog the page opened by itself is open.
  await page.getByRole('main', { includeHidden: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('[data-loading], .fui-Spinner').first().waitFor({ state: 'detached' });
};

const visitAll = async (page: Page, pages: readonly BusinessPage[]): Promise<string[]> => {
  const found: string[] = [];
  for (const { path, dialog } of pages) {
    const answer = await page.goto(path);
    await settled(page);
    await expectNoncedStyles(page, path, answer);
    found.push(...(await accessibilityViolations(page, path)));
    if (dialog) {
      await page.getByRole('main').getByRole('button', { name: dialog.opens }).first().click();
      const opened = page.getByRole('dialog', { name: dialog.name });
      await opened.waitFor();
      // Checked once the dialog's opening motion has ended: mid-fade its text is paler than it is.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      found.push(...(await accessibilityViolations(page, `${path} (dialog ${dialog.name})`)));
      await opened.getByRole('button', { name: dialog.closes }).click();
      await opened.waitFor({ state: 'detached' });
    }
  }
  return found;
};

describe('business pages', () => {
  it('have no accessibility violations and nonced styles only, for an admin', {
    timeout: 180_000,
  }, async () => {
    const page = await portal.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsBusiness(page, 'admin@nordflotte.example');
    const violations = await visitAll(page, BUSINESS_ADMIN_PAGES);
    expect(violations, violations.join('\n\n')).toEqual([]);
  });

  it('have no accessibility violations and nonced styles only, for a driver, refusals included', async () => {
    const page = await portal.newPage();
    await signInAsBusiness(page, 'fahrer@nordflotte.example');
    const violations = await visitAll(page, BUSINESS_DRIVER_PAGES);
    expect(violations, violations.join('\n\n')).toEqual([]);
  });
});
