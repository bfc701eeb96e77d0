/**
 * The reservation's contract in a real Chromium against the seeded portal, as kunde@demo.example:
 * the reservation banner of d-1003 (Fiat 500e) opens the contract, which is read, confirmed and
 * signed with the customer's name; the banner is gone and the order is being checked. With axe.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { portalInChromium, signIn } from './support/portal-browser.ts';

const portal = portalInChromium();

const cardOf = (page: Page, car: string): Locator =>
  page.locator('.fui-Card', { has: page.getByRole('heading', { name: car, exact: true }) });

describe("the reservation's contract", () => {
  it('opens from the reservation banner, is signed once, and the banner gives way to the order being checked', async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    await page.getByRole('dialog').getByRole('button', { name: 'Später' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const fiat = cardOf(page, 'Fiat 500e');
    const banner = fiat.locator('.fui-MessageBar', { hasText: 'Deine Reservierung läuft' });
    await banner.waitFor();
    await banner.getByRole('link', { name: 'Vertrag öffnen und unterschreiben' }).click();

    const dialog = page.getByRole('dialog', { name: 'Dein Vertrag' });
    const contract = dialog.getByRole('article', { name: 'Auto-Abo-Vertrag Nr. V-D-1003' });
    await contract.waitFor();
    await contract.getByText('Kim Kunde').waitFor();
    await contract.getByText('Fiat 500e').waitFor();
    await dialog.getByText(/^Bitte unterschreibe bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr\./).waitFor();
    expect(await accessibilityViolations(page, 'contract to sign')).toEqual([]);

    await dialog.getByRole('button', { name: 'Vertrag verbindlich unterschreiben' }).click();
    await dialog.getByText('Bitte bestätige, dass du den Vertrag gelesen hast.').waitFor();
    await dialog.getByRole('checkbox', { name: /einverstanden/ }).check();
    await dialog.getByRole('textbox', { name: /vollständiger Name/ }).fill('Kim Kunde');
    await dialog.getByRole('button', { name: 'Vertrag verbindlich unterschreiben' }).click();
    await page.getByText('Dein Vertrag ist unterschrieben.').first().waitFor();
    await dialog.getByText('Vertrag unterschrieben').waitFor();
    await dialog
      .getByText(/Unterschrieben von Kim Kunde am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr/)
      .waitFor();
    // The toast leaves by itself after a few seconds: checked once it is gone, so that axe never
    // judges the frame of its fading out (on a busy machine the check outlasts the toast).
    await page
      .getByText('Dein Vertrag ist unterschrieben.')
      .first()
      .waitFor({ state: 'detached', timeout: 60_000 });
    expect(await accessibilityViolations(page, 'contract signed')).toEqual([]);
    await dialog.getByRole('button', { name: 'Schließen' }).last().click();
    await dialog.waitFor({ state: 'detached' });

    // The car's page shows the order being checked, and so does my cars, without the banner.
    await page.getByText('Bestellung wird geprüft').first().waitFor();
    await page.getByRole('link', { name: 'Zurück zu meinen Autos' }).click();
    await fiat.getByText('Bestellung wird geprüft').waitFor();
    expect(await banner.count()).toBe(0);
    // Read again from the BFF ("Später" on the reminder holds across the reload).
    await page.reload();
    await cardOf(page, 'Fiat 500e').getByText('Bestellung wird geprüft').waitFor();
    expect(
      await cardOf(page, 'Fiat 500e').locator('.fui-MessageBar', { hasText: 'Reservierung' }).count(),
    ).toBe(0);
  });
});
