/**
 * Report damage and schedule service in a real Chromium against the seeded portal (consumer spec
 * §2, §5, §7, §8; business spec §2): a customer reports a damage with a photo and finds it in the
 * car's damage reports, the main errors of the form, a service request with its success, the
 * no-deal routes and the business portal's confirmation; axe checks every step.
 */
import { addDays } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { pathOf, portalInChromium, submitLogin } from './support/portal-browser.ts';

const portal = portalInChromium();

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));
const next = (page: Page) => page.getByRole('button', { name: 'Weiter' }).click();
const step = (page: Page, name: string) => page.getByRole('heading', { level: 3, name }).waitFor();

const ddmmyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;

/** The smallest PNG there is: a damage photo the browser can send. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Collects axe's serious and critical violations of each step; the test expects none. */
const axeOf = (page: Page) => {
  const found: string[] = [];
  return {
    check: async (label: string) => {
      // A dialog's backdrop fades in: the page behind is measured once the motion has ended.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      found.push(...(await seriousViolations(page, label)));
    },
    found,
  };
};

describe('report damage', () => {
  it('sends a damage with a photo, refusing a short description and a future date, and lists it on the car', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    const axe = axeOf(page);
    await page.goto('/mycars/d-1001/report-damage?utm_source=services');
    await page.getByRole('heading', { level: 1, name: 'Schaden melden' }).waitFor();
    await step(page, 'Was ist passiert?');
    expect(await field(page, 'Fahrzeug').inputValue()).toBe('d-1001');
    await axe.check('category');

    await field(page, 'Art des Problems').selectOption({ label: 'Außenschaden' });
    await field(page, 'Wo ist der Schaden').selectOption({ label: 'Hinten' });
    await field(page, 'Art des Schadens').selectOption({ label: 'Kratzer' });
    await next(page);
    await step(page, 'Ist dein Auto noch fahrbereit?');
    await axe.check('emergency');
    await next(page);

    await step(page, 'Beschreibe den Schaden');
    const description = `Kratzer an der Heckklappe, gemeldet am ${Date.now()} beim Einparken.`;
    await field(page, 'Beschreibung').fill('Kratzer hinten');
    await field(page, 'Wann ist der Schaden entstanden').fill(ddmmyyyy(addDays(new Date(), 2)));
    await next(page);
    // Consumer spec §5 "Damage report": at least 40 characters, a date not after today.
    await page.getByText('Bitte gib mindestens 40 Zeichen ein.', { exact: true }).waitFor();
    await axe.check('description with errors');
    await field(page, 'Beschreibung').fill(description);
    await next(page);
    await page.getByText('Das Datum darf nicht in der Zukunft liegen.', { exact: true }).waitFor();
    await field(page, 'Wann ist der Schaden entstanden').fill(ddmmyyyy(addDays(new Date(), -1)));
    await next(page);

    await step(page, 'Wo steht dein Auto?');
    await axe.check('location');
    await next(page);
    await step(page, 'Füge Fotos hinzu');
    await page.getByRole('button', { name: 'Absenden' }).click();
    await page.getByText('Bitte füge mindestens ein Foto hinzu.', { exact: true }).waitFor();
    await axe.check('photos');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'heckklappe.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect.poll(() => page.getByRole('button', { name: 'Absenden' }).isEnabled()).toBe(true);
    await expect.poll(() => page.getByText('Die Fotos werden noch hochgeladen …').count()).toBe(0);
    await page.getByRole('button', { name: 'Absenden' }).click();

    const success = page.getByRole('dialog', { name: 'Danke für deine Anfrage' });
    await success.waitFor();
    await axe.check('success');
    await success.getByRole('button', { name: 'Schließen', exact: true }).last().click();
    await page.waitForURL('**/mycars/d-1001');

    // Read back: the car's damage reports list shows the report, cut after 40 characters (§9).
    await page.reload();
    const cut = `${[...description].slice(0, 40).join('')}…`;
    await page.getByText(cut, { exact: true }).waitFor();
    // …with where the exterior damage is and its kind, as the dialog asked them.
    const listed = page.locator('[data-damage-report]').filter({ hasText: cut });
    expect(await listed.getByText('Hinten · Kratzer', { exact: true }).count()).toBe(1);
    expect(axe.found).toEqual([]);
  });

  it('asks for the car on /mycars/no-deal/report-damage and opens its flow', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/mycars/no-deal/report-damage');
    await page.getByText('Bitte wähle zuerst dein Fahrzeug aus.').waitFor();
    expect(await seriousViolations(page, 'no-deal report damage')).toEqual([]);
    await field(page, 'Fahrzeug').selectOption('d-1001');
    await page.waitForURL('**/mycars/d-1001/report-damage');
    await step(page, 'Was ist passiert?');
  });

  it('leads a customer without a subscription from /mycars/no-deal/schedule-service to my cars', async () => {
    const page = await portal.signedInPage('neu@demo.example');
    await page.goto('/mycars/no-deal/schedule-service');
    const dialog = page.getByRole('dialog', { name: 'Kein Abo gefunden' });
    await dialog.waitFor();
    expect(await seriousViolations(page, 'no-deal modal')).toEqual([]);
    await dialog.getByRole('button', { name: 'Zu meinen Autos' }).click();
    await page.waitForURL('**/mycars');
    expect(pathOf(page)).toBe('/mycars');
  });
});

describe('damage and service without a car in the address, in the business portal', () => {
  it('lets a fleet admin choose the car from the fleet and leads back to the fleet, never to /mycars', async () => {
    const page = await portal.newPage();
    await page.goto('/login');
    await submitLogin(page, 'admin@nordflotte.example');
    await page.waitForURL('**/cars/all');
    await page.goto('/mycars/no-deal/report-damage');
    await page.getByText('Bitte wählen Sie zuerst das Fahrzeug aus.').waitFor();
    expect(await seriousViolations(page, 'business no-deal report damage')).toEqual([]);
    expect(await page.getByRole('link', { name: 'Zurück zur Flotte' }).getAttribute('href')).toBe(
      '/cars/all',
    );
    expect(await page.locator('a[href="/mycars"]').count()).toBe(0);
    await field(page, 'Fahrzeug').selectOption('f-2001');
    await page.waitForURL('**/car/f-2001/report-damage');
    await step(page, 'Was ist passiert?');

    await page.goto('/mycars/no-deal/schedule-service');
    await page.getByText('Bitte wählen Sie zuerst das Fahrzeug aus.').waitFor();
    await page.getByRole('link', { name: 'Zurück zur Flotte' }).click();
    await page.waitForURL('**/cars/all');
    expect(pathOf(page)).toBe('/cars/all');
  });
});

describe('schedule service', () => {
  it('needs a service, sums up the request and shows the success', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    const axe = axeOf(page);
    await page.goto('/mycars/d-1001/schedule-service');
    await step(page, 'Welche Services brauchst du?');
    await next(page);
    await page.getByText('Bitte wähle mindestens einen Service aus.', { exact: true }).waitFor();
    await axe.check('services');
    await page.getByRole('checkbox', { name: 'Inspektion' }).check();
    await page.getByRole('checkbox', { name: 'Ölwechsel' }).check();
    await next(page);
    await step(page, 'Wo steht dein Auto?');
    await field(page, 'Straße').fill('Leopoldstraße');
    await field(page, 'Hausnummer').fill('12');
    await field(page, 'PLZ').fill('80802');
    await field(page, 'Stadt').fill('München');
    await axe.check('address');
    await next(page);
    await step(page, 'Zusammenfassung');
    await page.getByText('Inspektion, Ölwechsel', { exact: true }).waitFor();
    await page.getByText('Leopoldstraße 12, 80802 München', { exact: true }).waitFor();
    await axe.check('summary');
    await page.getByRole('button', { name: 'Absenden' }).click();
    const success = page.getByRole('dialog', { name: 'Danke für deine Anfrage' });
    await success.waitFor();
    await axe.check('success');
    await success.getByRole('button', { name: 'Schließen', exact: true }).last().click();
    await page.waitForURL('**/mycars/d-1001');
    expect(axe.found).toEqual([]);
  });

  it('offers the car’s service-partner booking link and starts the car inventory when the form opens', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/mycars/d-1001?modalName=service-selector');
    const selector = page.getByRole('dialog', { name: 'Service' });
    // The demo car car-77 has a service partner (adapters/sql/seed/subscription-services.ts).
    const link = selector
      .getByRole('link', { name: 'Service-Termin vereinbaren' })
      .and(page.locator('[href="https://termine.servicepartner.example/buchen?fahrzeug=car-77"]'));
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await seriousViolations(page, 'service selector')).toEqual([]);

    const inventory: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/portal/api/bff/car-inventory')) inventory.push(request.postData() ?? '');
    });
    const started = page.waitForResponse((response) =>
      response.url().endsWith('/portal/api/bff/car-inventory'),
    );
    await page.goto('/mycars/d-1001/schedule-service');
    await step(page, 'Welche Services brauchst du?');
    expect((await started).status()).toBe(200);
    expect(inventory.map((body) => JSON.parse(body))).toEqual([{ car_id: 'car-77' }]);
  });

  it('leads a fleet admin to the confirmation route, in the formal wording', async () => {
    const page = await portal.newPage();
    const axe = axeOf(page);
    await page.goto('/login');
    await submitLogin(page, 'admin@nordflotte.example');
    await page.waitForURL('**/cars/all');
    await page.goto('/car/f-2001/schedule-service');
    await step(page, 'Welche Services benötigen Sie?');
    await axe.check('business services');
    await page.getByRole('checkbox', { name: 'Hauptuntersuchung (HU/AU)' }).check();
    await next(page);
    await step(page, 'Wo steht das Fahrzeug?');
    await field(page, 'Straße').fill('Am Sandtorkai');
    await field(page, 'Hausnummer').fill('1');
    await field(page, 'PLZ').fill('20457');
    await field(page, 'Stadt').fill('Hamburg');
    await next(page);
    await step(page, 'Zusammenfassung');
    await page.getByText('Bitte prüfen Sie Fahrzeug, Services und Adresse.').waitFor();
    await page.getByRole('button', { name: 'Absenden' }).click();
    await page.waitForURL('**/car/f-2001/support/inspection/confirmation?**');
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      serviceTypes: 'huau',
      street: 'Am Sandtorkai',
      houseNumber: '1',
      postalCode: '20457',
      city: 'Hamburg',
    });
    await page.getByText('Vielen Dank für Ihre Anfrage').waitFor();
    await page.getByText('Am Sandtorkai 1, 20457 Hamburg', { exact: true }).waitFor();
    await axe.check('confirmation');
    expect(axe.found).toEqual([]);
  });
});

describe('damage policy', () => {
  it('shows the damage prices of a make and model', async () => {
    const page = await portal.newPage();
    await page.goto('/damage-policy');
    await page.getByRole('heading', { level: 1, name: 'Schadensrichtlinie' }).waitFor();
    await page.getByLabel('Marke').selectOption({ label: 'Volkswagen' });
    await page.getByLabel('Modell').selectOption({ label: 'Golf' });
    const table = page.getByRole('table', { name: 'Schadenspreise für Volkswagen Golf' });
    await table.waitFor();
    const row = table.getByRole('row').filter({ hasText: 'Kratzer an einer Stahlfelge' });
    await row.getByText('länger als 50 mm').waitFor();
    expect(await seriousViolations(page, 'damage policy')).toEqual([]);
  });
});
