/**
 * The built portal under its Content-Security-Policy (docs/security.md "Secrets and response
 * headers"): consumer and business pages, signed in, with dialogs and the fleet overview's charts,
 * load with nothing refused — no style, script, image or call — while the policy admits no inline
 * style or script but the page's own nonce. Every other browser test fails on a refusal too
 * (support/portal-browser.ts); this one walks the pages that insert the most styles.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsBusiness } from './support/business.ts';
import { portalInChromium, signIn } from './support/portal-browser.ts';

const portal = portalInChromium();

/** The page has its main content and has loaded its data (no request pending, no spinner). */
const settled = async (page: Page) => {
  await page.getByRole('main').waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('[data-loading], .fui-Spinner').first().waitFor({ state: 'detached' });
};

const directivesOf = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );

/** What the page's answer said, and whether the styles that Fluent inserted carry its nonce. */
const checkPage = async (page: Page, path: string, answer: Response | null) => {
  expect(answer?.status(), path).toBe(200);
  const policy = directivesOf((await answer?.headerValue('content-security-policy')) ?? '');
  const nonce = policy.get('style-src')?.find((source) => source.startsWith("'nonce-"));
  expect(nonce, path).toBeDefined();
  for (const directive of ['script-src', 'style-src'])
    expect(policy.get(directive), `${path} ${directive}`).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src'), path).not.toContain("'unsafe-eval'");

  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => ({
      nonce: style.nonce,
      rules: style.sheet?.cssRules.length ?? 0,
    })),
  );
  // Griffel's and the theme's style elements, all with this page's nonce, and all applied.
  expect(styles.length, path).toBeGreaterThan(0);
  for (const style of styles) expect(`'nonce-${style.nonce}'`, path).toBe(nonce);
  expect(
    styles.reduce((sum, style) => sum + style.rules, 0),
    path,
  ).toBeGreaterThan(100);
};

/** Visits each path and checks its policy and styles, opening and closing a dialog where one is named. */
const visitAll = async (page: Page, paths: readonly (string | { path: string; opens: string })[]) => {
  for (const entry of paths) {
    const path = typeof entry === 'string' ? entry : entry.path;
    const answer = await page.goto(path);
    await settled(page);
    await checkPage(page, path, answer);
    if (typeof entry !== 'string') {
      await page.getByRole('button', { name: entry.opens }).first().click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
  }
};

describe('the Content-Security-Policy in the browser', () => {
  it('the consumer portal, signed in, loads with nothing refused', async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    await visitAll(page, [
      '/mycars/d-1001',
      '/mycars/d-1001?modalName=extend-subscription-selector',
      '/mycars/d-1002',
      '/myaccount',
      '/myaccount/contactdetails',
      '/myaccount/invoices',
      '/myaccount/drivers/add',
      '/referral',
      { path: '/myaccount', opens: 'Hilfe & Kontakt' },
    ]);
    expect(portal.policyViolations()).toEqual([]);
  });

  it('the business portal, signed in, loads with nothing refused, the charts included', async () => {
    const page = await portal.newPage();
    await signInAsBusiness(page, 'admin@nordflotte.example');
    await visitAll(page, [
      '/cars/all',
      '/cars/orders',
      '/overview',
      '/orders/f-2001',
      { path: '/contacts', opens: 'Kontakt erstellen' },
      '/documents/invoices',
      '/settings/company',
      '/settings/roles-management',
      '/settings/car-policy',
      '/cart',
      '/subscribe/models/vw-id3',
    ]);
    expect(portal.policyViolations()).toEqual([]);
  });

  it('the sign-in page, signed out, loads with nothing refused', async () => {
    const page = await portal.newPage();
    const answer = await page.goto('/login');
    await page.getByRole('button', { name: 'Anmelden' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await checkPage(page, '/login', answer);
    expect(portal.policyViolations()).toEqual([]);
  });
});
