/**
 * The order dialogs and the business car details in a real Chromium against the seeded portal:
 * an admin coordinates the handover of the reserved order f-2002 (a wrong PLZ first, with the
 * specification's message) and its swap with f-2001, reads both back after a reload; a driver and an
 * analyst are not offered what they may not do; every dialog passes axe.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { portalInChromium, submitLogin } from './support/portal-browser.ts';

const portal = portalInChromium();

const signInAsBusiness = async (page: Page, email: string) => {
  await page.goto('/login');
  await submitLogin(page, email);
  await page.waitForURL('**/cars/all');
};

/** A field of a form by its label (required fields add a marker to the label). */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}`));

const actionsOf = (page: Page) => page.getByRole('region', { name: 'Aktionen' });

const openOrder = async (page: Page, id: string) => {
  await page.goto(`/orders/${id}`);
  await actionsOf(page).waitFor();
};

/** Fluent's dialogs fade in: colours are checked once the motion has ended. */
const motionsEnded = (page: Page) =>
  page.evaluate(() =>
    // A motion Fluent cancels (the dialog's content replaced) rejects its promise: it has ended too.
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );

const openDialog = async (page: Page, action: string, title: string = action) => {
  await actionsOf(page).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await motionsEnded(page);
  return dialog;
};

const closeDialog = async (page: Page, dialog: Locator, button = 'Abbrechen') => {
  await dialog.getByRole('button', { name: button }).first().click();
  await dialog.waitFor({ state: 'detached' });
  // The page behind is hidden from assistive technology until the dialog's closing motion ends.
  await page.locator('#root[aria-hidden]').waitFor({ state: 'detached' });
};

describe('the order dialogs', () => {
  // First, while f-2002 still offers every dialog; the forms are sent empty, which changes nothing.
  it('has no serious accessibility violations in any dialog', async () => {
    const page = await portal.newPage();
    await signInAsBusiness(page, 'admin@nordflotte.example');
    const found: string[] = [];
    await openOrder(page, 'f-2002');
    for (const action of [
      'Fahrer*in zuweisen',
      'Übergabe koordinieren',
      'Fahrzeugtausch koordinieren',
      'Lieferoption wählen',
      'Übergangsfahrzeug anfragen',
      'Unternehmen ändern',
      'Kommentar hinterlassen',
    ]) {
      const dialog = await openDialog(page, action);
      // Whatever the dialog loads is there: the lists, and the form with its messages.
      await page.locator('[role=dialog] :is([data-loading], .fui-Spinner)').waitFor({ state: 'detached' });
      // The dialog's own buttons, not the days of the handover's calendar.
      const submit = dialog
        .locator('xpath=.//button[not(ancestor::table)]')
        .filter({ hasNotText: /Abbrechen|×/ });
      if (action !== 'Übergangsfahrzeug anfragen') await submit.first().click();
      found.push(...(await seriousViolations(page, `${action} (dialog)`)));
      await closeDialog(page, dialog);
    }
    // The message modal of a mail sent to the driver of f-2001.
    await openOrder(page, 'f-2001');
    await page
      .getByRole('region', { name: 'Fahrer*in' })
      .getByRole('button', { name: 'Link zum Zurücksetzen des Passworts senden' })
      .click();
    const sent = page.getByRole('dialog', { name: 'Link zum Zurücksetzen gesendet' });
    await sent.waitFor();
    await motionsEnded(page);
    found.push(...(await seriousViolations(page, 'Link zum Zurücksetzen gesendet (dialog)')));
    await closeDialog(page, sent, 'Schließen');
    await page.goto('/car/f-2001/details');
    await page.getByRole('button', { name: 'Optionen anzeigen' }).click();
    const options = page.getByRole('dialog', { name: 'Optionen zum Abo-Ende' });
    await options.getByRole('list').waitFor();
    await motionsEnded(page);
    found.push(...(await seriousViolations(page, 'Optionen zum Abo-Ende (dialog)')));
    await closeDialog(page, options, 'Schließen');
    found.push(...(await seriousViolations(page, '/car/f-2001/details')));
    expect(found, found.join('\n\n')).toEqual([]);
  });

  it('coordinates the handover: a wrong PLZ is refused with its message, the right one is saved', async () => {
    const page = await portal.newPage();
    await signInAsBusiness(page, 'admin@nordflotte.example');
    await openOrder(page, 'f-2002');
    const dialog = await openDialog(page, 'Übergabe koordinieren');
    // Nothing coordinated yet: the form starts from the company's address.
    expect(await field(dialog, 'Straße').inputValue()).toBe('Am Sandtorkai');
    expect(await field(dialog, 'PLZ').inputValue()).toBe('20457');
    await dialog.getByRole('combobox', { name: 'Kontakt' }).selectOption({ label: 'Nora Nord' });
    await field(dialog, 'Straße').fill('Hafenstraße');
    await field(dialog, 'Hausnummer').fill('7');
    await field(dialog, 'PLZ').fill('2045');
    await field(dialog, 'Stadt').fill('Hamburg');
    await dialog.getByRole('combobox', { name: /^Uhrzeit/ }).selectOption('14:00');
    await dialog.getByRole('button', { name: 'Übergabe speichern' }).click();
    await dialog.getByText('Bitte geben Sie eine gültige PLZ mit 5 Ziffern ein.').waitFor();

    await field(dialog, 'PLZ').fill('20459');
    await dialog.getByRole('button', { name: 'Übergabe speichern' }).click();
    await page.getByText('Die Übergabe wurde gespeichert.').waitFor();

    await page.reload();
    const handover = page.getByRole('region', { name: 'Übergabe' });
    await handover.getByText('14:00 – 15:00').waitFor();
    expect(await handover.getByText('Hafenstraße 7, 20459 Hamburg').count()).toBe(1);
    expect(await handover.getByText('Nora Nord').count()).toBe(1);
    // Opened again, the form starts from the coordinated handover.
    const again = await openDialog(page, 'Übergabe koordinieren');
    expect(await field(again, 'Straße').inputValue()).toBe('Hafenstraße');
    expect(await field(again, 'Hausnummer').inputValue()).toBe('7');
    expect(await field(again, 'PLZ').inputValue()).toBe('20459');
  });

  it('coordinates the swap with a subscription ending the week of the delivery', async () => {
    const page = await portal.newPage();
    await signInAsBusiness(page, 'admin@nordflotte.example');
    await openOrder(page, 'f-2002');
    const dialog = await openDialog(page, 'Fahrzeugtausch koordinieren');
    const candidates = dialog.getByRole('radio');
    await candidates.first().waitFor();
    await dialog.getByRole('button', { name: 'Fahrzeugtausch koordinieren' }).click();
    await dialog.getByText('Bitte wählen Sie ein Abo aus').waitFor();
    const chosen = dialog.getByRole('radio', { name: /HH-NF 2001/ });
    await chosen.check();
    await dialog.getByRole('button', { name: 'Fahrzeugtausch koordinieren' }).click();
    await page.getByText('Der Fahrzeugtausch wurde koordiniert.').waitFor();

    await page.reload();
    const swap = page.getByRole('region', { name: 'Fahrzeugtausch' });
    await swap.getByText('Abo-Ende').waitFor();
    expect(await swap.getByText('Noch keine Angaben.').count()).toBe(0);
    // Swapped once, the swap is no longer offered.
    expect(await actionsOf(page).getByRole('button', { name: 'Fahrzeugtausch koordinieren' }).count()).toBe(
      0,
    );
  });

  it('offers a driver only the cars and the writes that are theirs, an analyst no write', async () => {
    const driver = await portal.newPage();
    await signInAsBusiness(driver, 'fahrer@nordflotte.example');
    await openOrder(driver, 'f-2001');
    const actions = actionsOf(driver);
    await actions.getByRole('button', { name: 'Kommentar hinterlassen' }).waitFor();
    for (const adminOnly of ['Unternehmen ändern', 'Vertrag öffnen und unterschreiben'])
      expect(await actions.getByRole('button', { name: adminOnly }).count()).toBe(0);
    // Nordflotte lets only admins order (business spec §6): no swap, no transition car.
    for (const ordering of ['Fahrzeugtausch koordinieren', 'Übergangsfahrzeug anfragen'])
      expect(await actions.getByRole('button', { name: ordering }).count()).toBe(0);
    // f-2002 is Nordflotte's, but not assigned to the driver.
    await driver.goto('/car/f-2002/details');
    await driver.getByText('Fahrzeug nicht gefunden.').waitFor();
    expect(await driver.getByRole('heading', { level: 1 }).count()).toBe(0);

    const analyst = await portal.newPage();
    await signInAsBusiness(analyst, 'analyst@nordflotte.example');
    await openOrder(analyst, 'f-2002');
    await actionsOf(analyst)
      .getByText('Für diese Bestellung stehen Ihnen keine Aktionen zur Verfügung.')
      .waitFor();
    expect(await actionsOf(analyst).getByRole('button').count()).toBe(0);
    await analyst.goto('/car/f-2001/details');
    const service = analyst.getByRole('region', { name: 'Service' });
    await service.getByRole('link', { name: 'Zur Bestellung' }).waitFor();
    expect(await service.getByRole('link', { name: 'Schaden melden' }).count()).toBe(0);
    // Süd Logistik's car does not exist for Nordflotte.
    await analyst.goto('/car/f-2201/details');
    await analyst.getByText('Fahrzeug nicht gefunden.').waitFor();
  });
});
