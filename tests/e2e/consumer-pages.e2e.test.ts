/**
 * Every page of the consumer portal in a real Chromium: axe-core finds no serious or critical
 * accessibility violation, and each page is photographed on a desktop and a phone screen
 * (test-results/screenshots/<page>-<viewport>.png, docs/testing.md).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { portalInChromium, signIn } from './support/portal-browser.ts';

const portal = portalInChromium();

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type ConsumerPage = {
  readonly name: string;
  readonly path: string;
  /** A dialog the page opens by itself, closed (after its own check) by this button. */
  readonly dialogCloses?: string;
};

const SIGNED_OUT: readonly ConsumerPage[] = [
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'forgot-password', path: '/forgot-password' },
];

const SIGNED_IN: readonly ConsumerPage[] = [
  // The return reminder of the BMW (consumer spec §4) opens first.
  { name: 'mycars', path: '/mycars', dialogCloses: 'Später' },
  { name: 'mycars-d-1001', path: '/mycars/d-1001' },
  { name: 'mycars-d-1002', path: '/mycars/d-1002' },
  { name: 'myaccount', path: '/myaccount' },
  { name: 'myaccount-contactdetails', path: '/myaccount/contactdetails' },
  { name: 'myaccount-companydetails', path: '/myaccount/companydetails' },
  { name: 'myaccount-changepassword', path: '/myaccount/changepassword' },
  { name: 'myaccount-invoices', path: '/myaccount/invoices' },
  { name: 'myaccount-drivers', path: '/myaccount/drivers' },
  { name: 'myaccount-drivers-add', path: '/myaccount/drivers/add' },
  // The four-screen intro opens on the first visit (consumer spec §2).
  { name: 'loyalty', path: '/loyalty', dialogCloses: 'Schließen' },
  { name: 'referral', path: '/referral' },
];

/** The page has its heading and has loaded its data (no request pending, no spinner). */
const settled = async (page: Page) => {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.fui-Spinner').waitFor({ state: 'detached' });
};

const photograph = async (page: Page, name: string) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${viewport.name}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
};

/** Checks and photographs each page in turn; answers every serious violation found. */
const visitAll = async (page: Page, pages: readonly ConsumerPage[]): Promise<string[]> => {
  const found: string[] = [];
  await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
  for (const { name, path, dialogCloses } of pages) {
    await page.goto(path);
    await settled(page);
    if (dialogCloses) {
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      found.push(...(await seriousViolations(page, `${path} (dialog)`)));
      await photograph(page, `${name}-dialog`);
      await dialog.getByRole('button', { name: dialogCloses }).first().click();
      await dialog.waitFor({ state: 'detached' });
      // The page behind is hidden from assistive technology until the dialog's closing motion ends.
      await page.locator('#root[aria-hidden]').waitFor({ state: 'detached' });
    }
    found.push(...(await seriousViolations(page, path)));
    await photograph(page, name);
  }
  return found;
};

describe('consumer pages', () => {
  it('have no serious accessibility violations when signed out', async () => {
    const page = await portal.newPage();
    const violations = await visitAll(page, SIGNED_OUT);
    expect(violations, violations.join('\n\n')).toEqual([]);
  });

  it('have no serious accessibility violations when signed in', { timeout: 180_000 }, async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    const violations = await visitAll(page, SIGNED_IN);
    expect(violations, violations.join('\n\n')).toEqual([]);
  });
});
