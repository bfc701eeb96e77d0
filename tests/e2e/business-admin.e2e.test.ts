/**
 * What a fleet admin of Nordflotte does beside the cars list, in a real Chromium against the seeded
 * portal, each result read back after a reload: 'Kontakt erstellen', an invoice's PDF, ordering a
 * car from /subscribe through /cart, and deciding employees' order requests (business spec §2, §4).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { carsTable, shownCars, signInAsBusiness } from './support/business.ts';
import { portalInChromium } from './support/portal-browser.ts';

const portal = portalInChromium();

const admin = async (): Promise<Page> => {
  const page = await portal.newPage();
  await signInAsBusiness(page, 'admin@nordflotte.example');
  return page;
};

const WAIT = { timeout: 15_000 };

describe('a fleet admin', () => {
  it("creates a contact with 'Kontakt erstellen' and finds it in the list after a reload", async () => {
    const page = await admin();
    await page.goto('/contacts');
    await page.getByRole('table', { name: 'Kontakte' }).waitFor();
    await page.getByRole('button', { name: 'Kontakt erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kontakt erstellen' });
    await dialog.getByLabel('Vorname').fill('Paula');
    await dialog.getByLabel('Nachname').fill('Pool');
    // An address already known is refused at its field (the BFF's 409).
    await dialog.getByLabel('E-Mail-Adresse').fill('fahrer@nordflotte.example');
    await dialog.getByRole('button', { name: 'Kontakt erstellen' }).click();
    await dialog.getByText('Für diese E-Mail-Adresse gibt es bereits einen Kontakt.').waitFor();
    await dialog.getByLabel('E-Mail-Adresse').fill('paula.pool@nordflotte.example');
    await dialog.getByLabel('Telefonnummer (optional)').fill('0151 98765432');
    await dialog.getByLabel('Rolle').selectOption({ label: 'Analyst*in' });
    await dialog.getByRole('button', { name: 'Kontakt erstellen' }).click();
    await page
      .getByRole('status')
      .filter({
        hasText: 'Paula Pool wurde angelegt und per E-Mail an paula.pool@nordflotte.example eingeladen.',
      })
      .waitFor();

    await page.reload();
    const row = page.getByRole('table', { name: 'Kontakte' }).getByRole('row', { name: /^Paula Pool / });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'Paula Pool',
      'paula.pool@nordflotte.example',
      '+4915198765432',
      'Analyst*in',
      'Eingeladen',
      '…',
    ]);
  });

  it('downloads an invoice as a PDF', async () => {
    const page = await admin();
    await page.goto('/documents/invoices');
    await page.getByRole('heading', { level: 1, name: 'Dokumente' }).waitFor();
    const button = page.getByRole('button', { name: /^Rechnung RE-\d{4}-2001 als PDF herunterladen$/ });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
  });

  it('adds a car to the cart on /subscribe, orders it on /cart and finds the reserved order', async () => {
    const page = await admin();
    await page.goto('/subscribe');
    await page.getByRole('searchbox', { name: 'Suche' }).fill('ID.3');
    await page.getByRole('article', { name: 'Volkswagen ID.3 Pro' }).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Volkswagen ID.3 Pro' }).waitFor();
    const form = page.getByRole('form', { name: 'In den Warenkorb' });
    await form.getByRole('radio', { name: /^12 Monate/ }).check();
    await form.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByText('Das Fahrzeug liegt in Ihrem Warenkorb.').waitFor();
    await page.getByRole('link', { name: 'Zum Warenkorb' }).click();

    await page.getByRole('heading', { level: 1, name: 'Warenkorb' }).waitFor();
    const added = page.getByRole('article', { name: 'Volkswagen ID.3 Pro' });
    await added.getByText('12 Monate').waitFor();
    await page.getByRole('button', { name: 'Confirm and Order' }).click();
    // The demo cart also holds two BMW i4 of which one is left (business spec §8): the one left is
    // kept and ordered with the ID.3.
    const unavailable = page.getByRole('dialog', { name: 'Fahrzeuge nicht mehr verfügbar' });
    await unavailable.getByText('BMW i4 eDrive40: 2 angefragt, 1 verfügbar').waitFor();
    await unavailable.getByRole('button', { name: 'Ja, entfernen & fortfahren' }).click();
    await page.getByText('Vielen Dank für Ihre Bestellung!').waitFor();
    const order = page.getByRole('link', {
      name: /^Bestellung f-\d+: Vertrag bis zum \d\d\.\d\d\.\d{4} unterschreiben$/,
    });
    await expect.poll(() => order.count()).toBe(2);
    // Orders are placed in the cart's order: the BMW first, the ID.3 added last.
    const orderId = /Bestellung (f-\d+)/.exec((await order.last().textContent()) ?? '')?.[1] ?? '';
    expect(orderId).not.toBe('');

    await page.goto('/cars/orders?sort=newest');
    await carsTable(page);
    await expect
      .poll(async () => (await shownCars(page)).find((car) => car.id === orderId)?.name, WAIT)
      .toBe('Volkswagen ID.3 Pro');
    await page.goto(`/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: 'Volkswagen ID.3 Pro' }).waitFor();
    // The cart is empty again after the order.
    await page.goto('/cart');
    await page.getByText('Ihr Warenkorb ist leer.').waitFor();
  });

  it("approves one employee's order request and rejects another with 'Anfrage ablehnen'", async () => {
    const page = await admin();
    await page.goto('/contacts');
    const requests = page.getByRole('table', { name: 'Bestellanfragen Ihrer Mitarbeiter*innen' });
    await requests.waitFor();
    const rowOf = (car: string) => requests.getByRole('row').filter({ hasText: car });

    await rowOf('Volkswagen ID.3 Pro')
      .getByRole('button', { name: /^Genehmigen/ })
      .click();
    await page
      .getByText('Die Anfrage wurde genehmigt. Das Fahrzeug ist jetzt als Bestellung reserviert.')
      .waitFor();

    await rowOf('Skoda Enyaq 85')
      .getByRole('button', { name: /^Anfrage ablehnen/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Anfrage ablehnen' });
    await dialog.getByLabel('Begründung (optional)').fill('Das Budget ist für dieses Jahr ausgeschöpft.');
    await dialog.getByRole('button', { name: 'Anfrage ablehnen' }).click();
    await page.getByText('Die Anfrage wurde abgelehnt. Die*der Mitarbeiter*in wurde informiert.').waitFor();

    await page.reload();
    await requests.waitFor();
    await expect
      .poll(() => rowOf('Volkswagen ID.3 Pro').getByRole('cell').nth(5).textContent(), WAIT)
      .toBe('Genehmigt');
    expect(await rowOf('Skoda Enyaq 85').getByRole('cell').nth(5).textContent()).toBe(
      'AbgelehntDas Budget ist für dieses Jahr ausgeschöpft.',
    );
    // Decided requests offer no more decisions.
    expect(await requests.getByRole('button').count()).toBe(0);
  });
});
