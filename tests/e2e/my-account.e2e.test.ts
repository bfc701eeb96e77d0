/**
 * The account pages in a real Chromium against the seeded portal: what the specification's checks
 * say to a customer who types something wrong (consumer spec §5), and what is saved when it is right.
 */
import { subYears } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { portalInChromium } from './support/portal-browser.ts';

const portal = portalInChromium();

/** A field of the page's form by its label (required fields add a marker to the label). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

const ddmmyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;

/** The smallest PNG there is: a licence photo the browser can send. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('my account', () => {
  it('refuses a zip code that is not 5 digits with the specification’s text, then saves a right one', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/myaccount/contactdetails');
    await page.getByRole('heading', { level: 1, name: 'Kontaktdaten' }).waitFor();
    const zip = field(page, 'PLZ');
    // Kim Kunde's invoice address in the demo data (adapters/sql/seed/accounts.ts).
    expect(await zip.inputValue()).toBe('80802');

    await zip.fill('8033');
    await page.getByRole('button', { name: 'Speichern' }).click();
    // Consumer spec §5 "Contact edit": zip exactly 5 characters ("ungültige PLZ").
    await page.getByText('ungültige PLZ', { exact: true }).waitFor();
    expect(await page.getByText('Deine Kontaktdaten wurden gespeichert.').count()).toBe(0);

    await zip.fill('80331');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Deine Kontaktdaten wurden gespeichert.').waitFor();
    expect(await page.getByText('ungültige PLZ', { exact: true }).count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Kontaktdaten' }).waitFor();
    await expect.poll(() => field(page, 'PLZ').inputValue()).toBe('80331');
  });

  it('refuses a driver younger than 17 with the specification’s text and sends nothing', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/driver')) sent.push(request.url());
    });
    await page.goto('/myaccount/drivers/add');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await field(page, 'Beziehung zu dir').selectOption({ label: 'Familienmitglied' });
    await field(page, 'Vorname').fill('Lena');
    await field(page, 'Nachname').fill('Kunde');
    await field(page, 'Geburtsdatum').fill(ddmmyyyy(subYears(new Date(), 16)));
    await field(page, 'Führerschein Vorderseite').setInputFiles({
      name: 'vorne.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await field(page, 'Führerschein Rückseite').setInputFiles({
      name: 'hinten.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await field(page, 'Ausstellungsdatum des Führerscheins').fill(ddmmyyyy(subYears(new Date(), 1)));
    await page.getByLabel('Ich stimme den Bedingungen für Zusatzfahrer:innen zu.').check();
    await page.getByLabel('Ich bestätige, dass meine Angaben wahrheitsgemäß sind.').check();
    await page.getByRole('button', { name: 'Fahrer:in hinzufügen' }).click();

    // Consumer spec §5 "Add driver": date of birth minimum age 17.
    await page.getByText('Du musst mindestens 17 Jahre alt sein.', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/myaccount/drivers/add');
    expect(sent).toEqual([]);
  });

  it('shows the 19 € monthly fee of a driver over 65 before the customer submits, then confirms it', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/myaccount/drivers/add');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page
      .getByText('Den Preis zeigen wir, sobald Geburtsdatum und Ausstellungsdatum eingegeben sind.')
      .waitFor();

    await field(page, 'Beziehung zu dir').selectOption({ label: 'Familienmitglied' });
    await field(page, 'Vorname').fill('Gerda');
    await field(page, 'Nachname').fill('Kunde');
    await field(page, 'Geburtsdatum').fill(ddmmyyyy(subYears(new Date(), 70)));
    await field(page, 'Führerschein Vorderseite').setInputFiles({
      name: 'vorne.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await field(page, 'Führerschein Rückseite').setInputFiles({
      name: 'hinten.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await field(page, 'Ausstellungsdatum des Führerscheins').fill(ddmmyyyy(subYears(new Date(), 50)));
    // Consumer spec §9: 19 EUR per month for drivers over 65, shown before anything is sent.
    await page.getByText('19 € im Monat', { exact: true }).waitFor();
    await page.getByText('Grund: über 65 Jahre').waitFor();
    expect(await seriousViolations(page, 'add driver with fee')).toEqual([]);
    await page.getByLabel('Ich stimme den Bedingungen für Zusatzfahrer:innen zu.').check();
    await page.getByLabel('Ich bestätige, dass meine Angaben wahrheitsgemäß sind.').check();
    await page.getByRole('button', { name: 'Fahrer:in hinzufügen' }).click();

    await page.getByText('Für diese:n Fahrer:in berechnen wir 19 € im Monat.').waitFor();
    await page
      .locator('[aria-label="Gerda Kunde"]')
      .getByText('Zusatzfahrer-Gebühr: 19 € im Monat')
      .waitFor();
  });

  it('refuses a driver under 23 whose licence is under 2 years old and sends nothing', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/driver')) sent.push(request.url());
    });
    await page.goto('/myaccount/drivers/add');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await field(page, 'Beziehung zu dir').selectOption({ label: 'Familienmitglied' });
    await field(page, 'Vorname').fill('Tom');
    await field(page, 'Nachname').fill('Kunde');
    await field(page, 'Geburtsdatum').fill(ddmmyyyy(subYears(new Date(), 19)));
    await field(page, 'Führerschein Vorderseite').setInputFiles({
      name: 'vorne.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await field(page, 'Führerschein Rückseite').setInputFiles({
      name: 'hinten.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await field(page, 'Ausstellungsdatum des Führerscheins').fill(ddmmyyyy(subYears(new Date(), 1)));
    // Refused before any price is quoted: one rule for the quote and the server.
    await page.getByText('Diese:n Fahrer:in können wir leider nicht hinzufügen').waitFor();
    await page.getByLabel('Ich stimme den Bedingungen für Zusatzfahrer:innen zu.').check();
    await page.getByLabel('Ich bestätige, dass meine Angaben wahrheitsgemäß sind.').check();
    await page.getByRole('button', { name: 'Fahrer:in hinzufügen' }).click();
    await page
      .getByText(
        'Unsere Fahrzeuge sind für Fahrer:innen unter 23 Jahren nur verfügbar, wenn der Führerschein seit mindestens 2 Jahren ununterbrochen gilt.',
      )
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/myaccount/drivers/add');
    expect(sent).toEqual([]);
  });
});
