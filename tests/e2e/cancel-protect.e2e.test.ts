/**
 * The subscription wizards in a real Chromium against the seeded portal, as kunde@demo.example:
 * cancellation, insurance upgrade, mileage report, onsite appraisal, deposit refund, prolongation
 * and the purchase offer. Each is done as a person does it, its result read back after a reload,
 * its main error message shown, and every step checked with axe.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SITE_URL } from '../../adapters/react-ui/src/lib/links.ts';
import { seriousViolations } from './support/axe.ts';
import { portalInChromium } from './support/portal-browser.ts';

const portal = portalInChromium();

/** A minimal PDF: the BFF checks an upload's type from its content. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const dialogNamed = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

/**
 * axe on the page once it has settled: no serious or critical violation. A dialog fading in and a
 * button's hover transition have colours between their start and end, which are not what a person
 * reads, so the pointer moves away and the running animations finish first.
 */
const accessible = async (page: Page, label: string) => {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  expect(await seriousViolations(page, label)).toEqual([]);
};

/** A toast (Fluent repeats its text for screen readers, so the first is the one shown). */
const toast = (page: Page, text: string) => page.getByText(text).first().waitFor();

/** The outcome modal's own close button (the title bar has a "Schließen" icon button as well). */
const closeOutcome = (dialog: Locator) => dialog.getByRole('button', { name: 'Schließen' }).last().click();

const heading = (dialog: Locator, name: string) => dialog.getByRole('heading', { name }).waitFor();
const next = (dialog: Locator) => dialog.getByRole('button', { name: 'Weiter' }).click();

const openCar = async (page: Page, id: string) => {
  await page.goto(`/mycars/${id}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
};

describe('cancellation', () => {
  it('asks for the reason, proof, date and comment; the request then shows as under review', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await openCar(page, 'd-1001');
    await page.getByRole('link', { name: 'Abo kündigen' }).first().click();
    const dialog = dialogNamed(page, 'Abo kündigen');
    await heading(dialog, 'Welches Abo möchtest du kündigen?');
    expect(
      await dialog.getByRole('radio', { name: 'Volkswagen ID.4 Pro (M-AB 1234)' }).first().isChecked(),
    ).toBe(true);
    await accessible(page, 'cancellation: subscription');
    await next(dialog);

    await heading(dialog, 'Das kostet dich die Kündigung');
    // d-1001's monthly rate is the early-cancellation fee (consumer §9).
    await dialog.getByText(/Gebühr für die vorzeitige Kündigung: 549\s€/).waitFor();
    await accessible(page, 'cancellation: fee');
    await next(dialog);

    await heading(dialog, 'Das verlierst du mit der Kündigung');
    await accessible(page, 'cancellation: losses');
    await next(dialog);

    await heading(dialog, 'Warum möchtest du kündigen?');
    await next(dialog);
    await dialog.getByText('Dies ist ein Pflichtfeld.').waitFor();
    await accessible(page, 'cancellation: reason');
    await dialog.getByRole('radio', { name: 'Gesundheitliche Gründe' }).check();
    await next(dialog);

    await heading(dialog, 'Bitte lade einen Nachweis hoch');
    await dialog
      .getByLabel(/^Nachweis/)
      .setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await next(dialog);
    await dialog
      .getByText('Diese Datei hat kein unterstütztes Dateiformat (png / jpg / pdf / heic).')
      .waitFor();
    await accessible(page, 'cancellation: documents');
    await dialog
      .getByLabel(/^Nachweis/)
      .setInputFiles({ name: 'attest.pdf', mimeType: 'application/pdf', buffer: PDF });
    await next(dialog);

    await heading(dialog, 'Wann soll dein Abo enden?');
    expect(await dialog.getByRole('radio', { name: 'So schnell wie möglich' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Zu einem bestimmten Datum' }).check();
    await dialog.getByLabel(/^Datum/).waitFor();
    await accessible(page, 'cancellation: date');
    await dialog.getByRole('radio', { name: 'So schnell wie möglich' }).check();
    await next(dialog);

    await heading(dialog, 'Möchtest du uns noch etwas mitteilen?');
    await dialog.getByRole('button', { name: 'Kündigung absenden' }).click();
    await dialog.getByText('Dies ist ein Pflichtfeld.').waitFor();
    await accessible(page, 'cancellation: more info');
    await dialog.getByLabel(/^Kommentar/).fill('Ärztliches Attest anbei.');
    await dialog.getByRole('button', { name: 'Kündigung absenden' }).click();

    const success = dialogNamed(page, 'Deine Kündigungsanfrage ist eingegangen');
    await success.getByText(/in Prüfung/).waitFor();
    await accessible(page, 'cancellation: success');
    await closeOutcome(success);

    // Read back: after a reload the wizard shows the request under review and asks nothing more.
    await page.reload();
    await page.goto('/mycars/d-1001?modalName=cancelation');
    const again = dialogNamed(page, 'Abo kündigen');
    await again
      .getByText(
        /^Deine Kündigungsanfrage vom \d\d\.\d\d\.\d{4} \(„Gesundheitliche Gründe“\) wird gerade von unserem Team geprüft/,
      )
      .waitFor();
    expect(await again.getByRole('button', { name: 'Weiter' }).isDisabled()).toBe(true);
    await accessible(page, 'cancellation: already requested');
  });
});

describe('insurance upgrade', () => {
  it('books premium protection before the handover; the deal then has comfort protection and offers no more', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/mycars/d-1002?modalName=INSURANCE_UPGRADE');
    const dialog = dialogNamed(page, 'Schutz erweitern');
    await dialog.getByText('Basis Schutz').waitFor();
    await dialog.getByRole('radio', { name: /^Premium-Schutz: 29\s€ im Monat$/ }).waitFor();
    await dialog.getByRole('button', { name: 'Schutz buchen' }).click();
    await dialog.getByText('Dies ist ein Pflichtfeld.').waitFor();
    await accessible(page, 'insurance upgrade');
    await dialog.getByRole('radio', { name: /^Premium-Schutz/ }).check();
    await dialog.getByRole('button', { name: 'Schutz buchen' }).click();
    await toast(page, 'Dein Schutz ist gebucht.');

    await page.reload();
    await page.goto('/mycars/d-1002?modalName=INSURANCE_UPGRADE');
    const again = dialogNamed(page, 'Schutz erweitern');
    await again.getByText('Komfort Schutz').waitFor();
    await again.getByText('500 €').first().waitFor();
    await again.getByText(/nur vor der Übergabe erweitern/).waitFor();
    await accessible(page, 'insurance upgrade: booked');
  });
});

describe('mileage report', () => {
  it('charts the readings against the package, refuses a reading below the last and keeps a right one', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await openCar(page, 'd-1001');
    await page.getByRole('link', { name: 'Kilometerstand melden' }).first().click();
    const dialog = dialogNamed(page, 'Kilometerstand melden');
    await dialog.getByText('Zuletzt gemeldet: 14.250 km').waitFor();
    await dialog.getByRole('table', { name: /Gemeldete Kilometerstände/ }).waitFor();
    // The chart draws in Chromium.
    await dialog.locator('figure svg').first().waitFor();
    await accessible(page, 'mileage report');
    const field = dialog.getByRole('textbox', { name: /Aktueller Kilometerstand/ });
    await field.fill('14.300');
    await dialog
      .getByText('Bitte gib den Kilometerstand als ganze Zahl ohne Punkt oder Komma ein.')
      .waitFor();
    await field.fill('100');
    await dialog.getByRole('button', { name: 'Kilometerstand melden' }).click();
    await dialog
      .getByText('Der Kilometerstand kann nicht niedriger sein als dein zuletzt gemeldeter.')
      .waitFor();
    await accessible(page, 'mileage report: refused');
    await field.fill('14300');
    await dialog.getByRole('button', { name: 'Kilometerstand melden' }).click();
    await toast(page, 'Danke, dein Kilometerstand ist übermittelt.');

    await page.reload();
    await page.goto('/mycars/d-1001?modalName=mileage-report');
    const again = dialogNamed(page, 'Kilometerstand melden');
    await again.getByText('Zuletzt gemeldet: 14.300 km').waitFor();
    await again.getByRole('cell', { name: '14.300 km' }).waitFor();
  });
});

describe('onsite appraisal', () => {
  it('books a day and slot at the return address; then says one was requested', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/mycars/d-1007?modalName=onsite-appraisal-booking');
    const dialog = dialogNamed(page, 'Begutachtung vor der Rückgabe');
    await heading(dialog, 'Hier begutachten wir dein Auto');
    await dialog.getByText(/Leopoldstraße/).waitFor();
    await accessible(page, 'appraisal: address');
    await next(dialog);
    await heading(dialog, 'Wähle Datum und Uhrzeit');
    expect(await dialog.getByRole('radio', { name: '08:00-12:00 Uhr' }).isChecked()).toBe(true);
    // Consumer §5: confirm is disabled while the date is empty.
    expect(await dialog.getByRole('button', { name: 'Termin anfragen' }).isDisabled()).toBe(true);
    await accessible(page, 'appraisal: date and time');
    const day = dialog.getByRole('combobox', { name: /Datum/ });
    const first = await day.locator('option').nth(1).getAttribute('value');
    await day.selectOption(first ?? '');
    await dialog.getByRole('radio', { name: '12:00-15:30 Uhr' }).check();
    await dialog.getByRole('button', { name: 'Termin anfragen' }).click();
    await toast(page, 'Termin erfolgreich angefragt!');

    await page.reload();
    await page.goto('/mycars/d-1007?modalName=onsite-appraisal-booking');
    const again = dialogNamed(page, 'Begutachtung vor der Rückgabe');
    const [year, month, date] = (first ?? '').split('-');
    await again
      .getByText(`Du hast bereits einen Termin angefragt: ${date}.${month}.${year}, 12:00-15:30 Uhr.`)
      .waitFor();
    await accessible(page, 'appraisal: requested');
  });
});

describe('deposit refund', () => {
  it('refuses an invalid IBAN and keeps a valid account', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    // d-1009 is back with the provider (STOPPED), its deposit not yet settled: the form is offered.
    await page.goto('/mycars/d-1009?modalName=deposit-refund-details');
    const dialog = dialogNamed(page, 'Bankverbindung für die Kautionsrückzahlung');
    await dialog.getByLabel(/^Kontoinhaber/).fill('Kim Kunde');
    await dialog.getByLabel(/^IBAN/).fill('DE89 3704 0044 0532 0130 01');
    await dialog.getByRole('button', { name: 'Absenden' }).click();
    await dialog
      .getByText(/gültige IBAN/)
      .first()
      .waitFor();
    await accessible(page, 'deposit refund');
    await dialog.getByLabel(/^IBAN/).fill('DE89 3704 0044 0532 0130 00');
    await dialog.getByRole('button', { name: 'Absenden' }).click();
    await toast(page, 'Bankverbindung erfolgreich hinterlegt');
  });
});

describe('prolongation and purchase offer', () => {
  it('prolongs after the terms are confirmed; the selector then shows the already-prolonged page', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/mycars/d-1001?modalName=extend-subscription-selector');
    const selector = dialogNamed(page, 'Wie geht es weiter?');
    await selector.getByRole('button', { name: 'Abo verlängern' }).click();
    await heading(selector, 'Wie lange möchtest du verlängern?');
    // d-1001 pays 549 € a month: each lower rate shows it struck through beside it (§3 original_price).
    const first = selector.locator('.fui-Radio').first();
    await first.getByText(/^18 Monate für 479\s€ im Monat/).waitFor();
    expect(await first.locator('s').textContent()).toMatch(/^549\s€$/);
    await accessible(page, 'prolongation: term');
    await selector.getByRole('radio').first().check();
    await next(selector);
    // The public website's page, in a new tab over the wizard (docs/ui/consumer.md "Links of the portal").
    const rentalTerms = selector.getByRole('link', { name: 'Mietbedingungen lesen' });
    expect(await rentalTerms.getAttribute('href')).toBe(`${DEFAULT_PUBLIC_SITE_URL}/terms/rent`);
    expect(await rentalTerms.getAttribute('target')).toBe('_blank');
    await selector.getByRole('button', { name: 'Absenden' }).click();
    await selector.getByText('Dies ist ein Pflichtfeld.').waitFor();
    await accessible(page, 'prolongation: overview');
    await selector.getByRole('checkbox').check();
    await selector.getByRole('button', { name: 'Absenden' }).click();
    const done = dialogNamed(page, 'Dein Abo ist verlängert');
    await closeOutcome(done);

    await page.reload();
    await page.goto('/mycars/d-1001?modalName=extend-subscription-selector');
    const again = dialogNamed(page, 'Wie geht es weiter?');
    await again.getByRole('button', { name: 'Abo verlängern' }).click();
    await heading(again, 'Dein Abo wurde bereits verlängert');
    await accessible(page, 'prolongation: already prolonged');
  });

  it('asks for a purchase offer from the extend-subscription selector', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/mycars/d-1006?modalName=extend-subscription-selector');
    const selector = dialogNamed(page, 'Wie geht es weiter?');
    await selector.getByRole('button', { name: 'Auto kaufen' }).click();
    await toast(page, 'Danke für deine Anfrage');
  });
});
