/**
 * /services in a real Chromium against the seeded portal, as kunde@demo.example: reached from the
 * account menu, each car with what can be booked for it now, the appraisal and the deposit refund
 * opened over the page, and the page's login dialog for a signed-out visitor. Checked with axe.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { pathOf, portalInChromium, signIn, submitLogin } from './support/portal-browser.ts';

const portal = portalInChromium();

const carOf = (page: Page, car: string): Locator => page.getByRole('group', { name: car, exact: true });

const linkNames = async (card: Locator) => {
  await card.getByRole('link', { name: 'Details ansehen' }).waitFor();
  // "Service-Termin vereinbaren" becomes a link once the car's booking place is known.
  await expect.poll(() => card.locator('[aria-busy="true"]').count()).toBe(0);
  return card.getByRole('link').allTextContents();
};

describe('services', () => {
  it('opens from the account menu and lists what each car offers now', async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    // The return reminder greets Kim first.
    await page.getByRole('dialog').getByRole('button', { name: 'Später' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Kontomenü/ }).click();
    await page.getByRole('menuitem', { name: 'Services' }).click();
    await page.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
    expect(pathOf(page)).toBe('/services');

    // d-1007: running, its pickup return booked 12 days ahead (at least 8 working days).
    const clio = carOf(page, 'Renault Clio');
    await clio.getByRole('link', { name: 'Begutachtung vor der Rückgabe anfragen' }).waitFor();
    expect(await linkNames(clio)).toEqual([
      'Schaden melden',
      'Service-Termin vereinbaren',
      'Begutachtung vor der Rückgabe anfragen',
      'Bankverbindung für die Kautionsrückzahlung angeben',
      'Details ansehen',
    ]);
    // d-1001: running, its return due in 28 days but not booked: no appraisal yet.
    expect(await linkNames(carOf(page, 'Volkswagen ID.4 Pro'))).toEqual([
      'Schaden melden',
      'Service-Termin vereinbaren',
      'Bankverbindung für die Kautionsrückzahlung angeben',
      'Details ansehen',
    ]);
    // d-1009: returned (STOPPED): only the deposit refund.
    expect(await linkNames(carOf(page, 'Kia Niro EV'))).toEqual([
      'Bankverbindung für die Kautionsrückzahlung angeben',
      'Details ansehen',
    ]);
    // d-1002, an order not yet delivered, and d-1003, a reservation, offer nothing.
    expect(await carOf(page, 'Cupra Born').count()).toBe(0);
    expect(await carOf(page, 'Fiat 500e').count()).toBe(0);
    expect(await accessibilityViolations(page, '/services')).toEqual([]);

    await clio.getByRole('link', { name: 'Begutachtung vor der Rückgabe anfragen' }).click();
    const appraisal = page.getByRole('dialog', { name: 'Begutachtung vor der Rückgabe' });
    await appraisal.getByRole('heading', { name: 'Hier begutachten wir dein Auto' }).waitFor();
    expect(pathOf(page)).toBe('/services?modalName=onsite-appraisal-booking&dealId=d-1007');
    expect(await accessibilityViolations(page, '/services: appraisal')).toEqual([]);
    await appraisal.getByRole('button', { name: 'Weiter' }).click();
    const day = appraisal.getByRole('combobox', { name: /Datum/ });
    await day.selectOption((await day.locator('option').nth(1).getAttribute('value')) ?? '');
    await appraisal.getByRole('button', { name: 'Termin anfragen' }).click();
    await page.getByText('Termin erfolgreich angefragt!').first().waitFor();
    await appraisal.waitFor({ state: 'detached' });
    // Requested once, the appraisal is no longer offered; the deposit refund still is.
    await clio.getByRole('link', { name: /Kautionsrückzahlung/ }).waitFor();
    await expect.poll(() => clio.getByRole('link', { name: /Begutachtung/ }).count()).toBe(0);

    await carOf(page, 'Kia Niro EV')
      .getByRole('link', { name: /Kautionsrückzahlung/ })
      .click();
    const refund = page.getByRole('dialog', { name: 'Bankverbindung für die Kautionsrückzahlung' });
    await refund.getByLabel(/^Kontoinhaber/).fill('Kim Kunde');
    await refund.getByLabel(/^IBAN/).fill('DE89 3704 0044 0532 0130 00');
    expect(await accessibilityViolations(page, '/services: deposit refund')).toEqual([]);
    await refund.getByRole('button', { name: 'Absenden' }).click();
    await page.getByText('Bankverbindung erfolgreich hinterlegt').first().waitFor();
    expect(pathOf(page).startsWith('/services')).toBe(true);
  });

  it('asks a signed-out visitor to sign in over the page and then shows it', async () => {
    const page = await portal.newPage();
    await page.goto('/services');
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.waitFor();
    expect(pathOf(page)).toBe('/services?login=true');
    await submitLogin(page, 'kunde@demo.example');
    await dialog.waitFor({ state: 'detached' });
    await carOf(page, 'Kia Niro EV').waitFor();
    expect(pathOf(page)).toBe('/services');
  });
});
