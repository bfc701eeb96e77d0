/**
 * The referral page's toasts (consumer spec §8 "Referral") in a real Chromium against the seeded
 * portal: a signed-out visitor is told to sign in (and the login opens over the page); a customer
 * whose vouchers (the page's content) cannot be loaded is told so and sees the portal's own voucher
 * texts. Checked with axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations, seriousViolations } from './support/axe.ts';
import { pathOf, portalInChromium, signIn } from './support/portal-browser.ts';

const portal = portalInChromium();

/** The toast itself (its words are also read out by the toaster's live region). */
const toastSaying = (page: Page, text: string) => page.locator('.fui-ToastTitle').filter({ hasText: text });

describe('the referral page’s toasts', () => {
  it('tells a signed-out visitor to sign in and opens the login over the page', async () => {
    const page = await portal.newPage();
    await page.goto('/referral');
    await toastSaying(
      page,
      'Bitte melde dich an, um deine Gutscheine und deinen Einladungslink zu sehen.',
    ).waitFor();
    await page.getByRole('dialog', { name: 'Anmelden' }).waitFor();
    expect(pathOf(page)).toBe('/referral?login=true');
    expect(await accessibilityViolations(page, '/referral (signed out)')).toEqual([]);
  });

  it('says when the vouchers cannot be loaded', async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    // The return reminder greets Kim first.
    await page.getByRole('dialog').getByRole('button', { name: 'Später' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The page's content, which holds the voucher texts, fails from now on.
    await page.route('**/portal/api/bff/content/pages/referral**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Nicht erreichbar.' } }),
      }),
    );
    await page.getByRole('link', { name: 'Freunde werben' }).first().click();
    await toastSaying(page, 'Deine Gutscheine konnten nicht geladen werden.').waitFor({ timeout: 30_000 });
    expect(pathOf(page)).toBe('/referral');
    // Serious and critical, as the page tests check /referral (content-pages.e2e.test.ts): Fluent's
    // toasts stand in a portal outside the page's landmarks (axe's moderate "region").
    expect(await seriousViolations(page, '/referral (vouchers failed)')).toEqual([]);
  });
});
