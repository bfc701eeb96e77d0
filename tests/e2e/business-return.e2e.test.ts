/**
 * A fleet admin books the pickup return of a company car in a real Chromium against the seeded
 * portal: the pickup address and contact start from the company, the overview shows them with the
 * fee, the booking goes through, and the order's return panel shows it after a reload (business
 * spec §3, §5; docs/ui/wizards.md "Business return wizard"). Every step passes axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { signInAsBusiness } from './support/business.ts';
import { portalInChromium } from './support/portal-browser.ts';

const portal = portalInChromium();

/** Fluent's dialogs fade in: colours are checked once the motion has ended. */
const motionsEnded = (page: Page) =>
  page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );

describe('the return of a fleet car', () => {
  it('lets an admin book a pickup at the company and shows it on the order', async () => {
    const page = await portal.newPage();
    await signInAsBusiness(page, 'admin@nordflotte.example');
    await page.goto('/orders/f-2001');
    const actions = page.getByRole('region', { name: 'Aktionen' });
    await actions.getByRole('button', { name: 'Rückgabe planen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rückgabe planen' });
    await dialog.getByText('Wie möchten Sie das Fahrzeug zurückgeben?').waitFor();
    await motionsEnded(page);
    const found: string[] = [];
    found.push(...(await seriousViolations(page, 'return type')));
    await dialog.getByRole('radio', { name: 'Abholung bei Ihnen' }).check();
    await dialog.getByRole('button', { name: 'Weiter' }).click();

    await dialog.getByText('Wo sollen wir das Fahrzeug abholen?').waitFor();
    expect(await dialog.getByLabel(/^Straße/).inputValue()).toBe('Am Sandtorkai');
    expect(await dialog.getByLabel(/^PLZ/).inputValue()).toBe('20457');
    found.push(...(await seriousViolations(page, 'pickup address')));
    await dialog.getByRole('button', { name: 'Weiter' }).click();

    await dialog.getByText('Wann passt es Ihnen?').waitFor();
    // The first offered day is chosen already.
    await dialog.getByRole('radio', { checked: true }).first().waitFor();
    await dialog.getByRole('button', { name: 'Weiter' }).click();

    await dialog.getByText('Wen erreichen wir bei der Abholung?').waitFor();
    expect(await dialog.getByLabel(/^Vorname/).inputValue()).toBe('Nora');
    found.push(...(await seriousViolations(page, 'pickup contact')));
    await dialog.getByRole('button', { name: 'Weiter' }).click();

    await dialog.getByText('Am Sandtorkai 50, 20457 Hamburg').waitFor();
    await dialog.getByText('Nora Nord, +4940123456').waitFor();
    // The fee is asked for once the eight fields are valid: the pending text gives way to it.
    await dialog
      .getByText(/^(Kostenlos|\d[\d.]*,\d\d\s€)$/)
      .first()
      .waitFor();
    found.push(...(await seriousViolations(page, 'overview')));
    await dialog.getByRole('button', { name: 'Absenden' }).click();
    await page.locator('.fui-ToastTitle').filter({ hasText: 'Ihre Rückgabe ist bestätigt.' }).waitFor();

    await page.reload();
    const panel = page.getByRole('region', { name: 'Rückgabe' });
    await panel.getByText('Abholung').waitFor();
    await panel.getByText('Am Sandtorkai 50, 20457 Hamburg').waitFor();
    await panel.getByText(/^\d\d:\d\d – \d\d:\d\d$/).waitFor();
    expect(found, found.join('\n\n')).toEqual([]);
  });
});
