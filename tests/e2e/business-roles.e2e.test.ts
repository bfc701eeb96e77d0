/**
 * Who sees and does what in the business portal, in a real Chromium against the seeded portal
 * (business spec §6): a driver sees only the cars assigned to them and is offered no admin's
 * pages or actions, an analyst reads everything and writes nothing (the BFF refuses a write with
 * 403 even when the page sends one), and one company never sees another's cars.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { carsTable, shownCars, signInAsBusiness, tabCount } from './support/business.ts';
import { portalInChromium } from './support/portal-browser.ts';

const portal = portalInChromium();

const signedIn = async (email: string): Promise<Page> => {
  const page = await portal.newPage();
  await signInAsBusiness(page, email);
  await carsTable(page);
  return page;
};

const ADMINS_ONLY = 'Nur für Administrator*innen';
const TABS = ['Meine Flotte', 'Reserviert', 'Übergabe', 'Endend', 'Archiv'] as const;

/** Every car of every tab, page after page, as the list shows them. */
const everyCarShown = async (page: Page) => {
  const cars = [];
  for (const tab of TABS) {
    const path = {
      'Meine Flotte': 'all',
      Reserviert: 'orders',
      Übergabe: 'handover',
      Endend: 'return',
      Archiv: 'archived',
    }[tab];
    const count = await tabCount(page, tab);
    for (let pageNumber = 1; (pageNumber - 1) * 25 < count; pageNumber++) {
      await page.goto(`/cars/${path}${pageNumber > 1 ? `?page=${pageNumber}` : ''}`);
      await carsTable(page);
      cars.push(...(await shownCars(page)));
    }
  }
  return cars;
};

/** A write sent from the signed-in page as the portal sends it (same origin, the actor header). */
const sendFromPage = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-portal-actor': 'b2b-portal' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body },
  );

describe('a driver', () => {
  it('sees only the cars assigned to them, and another car is not found', async () => {
    const page = await signedIn('fahrer@nordflotte.example');
    const cars = await everyCarShown(page);
    expect(cars.length).toBeGreaterThan(0);
    expect(cars.filter((car) => car.driver !== 'Fritz Fahrer')).toEqual([]);
    // f-2002 is a reservation without a driver: a driver who opens it learns nothing about it.
    await page.goto('/orders/f-2002');
    await page.getByRole('alert').filter({ hasText: 'Bestellung nicht gefunden.' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Bestelldetails']);
  });

  it("is offered no admin's page or action and told so on an admin's page", async () => {
    const page = await signedIn('fahrer@nordflotte.example');
    const areas = page.getByRole('navigation', { name: 'Mein Bereich' });
    await areas.getByRole('tab', { name: 'Meine Flotte' }).waitFor();
    expect(await areas.getByRole('tab', { name: 'Übersicht' }).count()).toBe(0);

    await page.goto('/settings/roles-management');
    await page.getByRole('group', { name: ADMINS_ONLY }).waitFor();
    expect(await page.getByRole('main').getByRole('combobox').count()).toBe(0);
    await page.goto('/settings/car-policy');
    await page.getByRole('group', { name: ADMINS_ONLY }).waitFor();

    await page.goto('/contacts');
    await page.getByRole('table', { name: 'Kontakte' }).waitFor();
    await page.getByRole('table', { name: 'Bestellanfragen Ihrer Mitarbeiter*innen' }).waitFor();
    expect(await page.getByRole('button', { name: 'Kontakt erstellen' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Genehmigen|Anfrage ablehnen)/ }).count()).toBe(0);

    // The overview is for admins and analysts; a driver who opens it is told where their cars are.
    await page.goto('/overview');
    await page
      .getByText(
        'Die Flottenübersicht sehen Administrator*innen und Analyst*innen. Ihre Fahrzeuge finden Sie unter „Meine Flotte“.',
      )
      .waitFor();
    expect(await page.getByRole('list', { name: 'Ihre Flotte' }).count()).toBe(0);
  });
});

describe('an analyst', () => {
  it('reads the fleet, the contacts and the documents and is offered no write', async () => {
    const page = await signedIn('analyst@nordflotte.example');
    expect(await tabCount(page, 'Meine Flotte')).toBeGreaterThan(25);
    await page.goto('/orders/f-2001');
    await page.getByText('Für diese Bestellung stehen Ihnen keine Aktionen zur Verfügung.').waitFor();

    await page.goto('/contacts');
    await page.getByRole('table', { name: 'Bestellanfragen Ihrer Mitarbeiter*innen' }).waitFor();
    expect(await page.getByRole('button', { name: 'Kontakt erstellen' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Genehmigen|Anfrage ablehnen)/ }).count()).toBe(0);

    await page.goto('/settings/company');
    await page.getByRole('heading', { name: 'Unternehmensdaten' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: 'Zahlungsart anpassen' }).count()).toBe(0);
    expect(await page.getByRole('main').getByRole('button').count()).toBe(0);

    await page.goto('/subscribe/models/vw-id3');
    await page.getByText('Als Analyst*in können Sie Fahrzeuge ansehen, aber nicht bestellen.').waitFor();
    expect(await page.getByRole('button', { name: 'In den Warenkorb' }).count()).toBe(0);
  });

  it('is told about a reserved order’s contract, never asked to sign it, and refused its signing link', async () => {
    const page = await signedIn('analyst@nordflotte.example');
    await page.goto('/orders/f-2002');
    await page.getByText(/^Fahrzeug reserviert bis /).waitFor();
    await page.getByText(/Den Vertrag unterschreibt ein\*e Administrator\*in Ihres Unternehmens\./).waitFor();
    expect(await page.getByText(/unterschreiben Sie/).count()).toBe(0);
    expect(await page.getByRole('button', { name: /unterschreiben/ }).count()).toBe(0);
    expect(await accessibilityViolations(page, '/orders/f-2002 (analyst)')).toEqual([]);

    await page.goto('/documents/contracts');
    await page
      .getByText(/^Von Administrator\*in bis .* zu unterschreiben$/)
      .first()
      .waitFor();
    expect(await page.getByText(/^Bitte bis .* unterschreiben$/).count()).toBe(0);
    expect(await page.getByRole('button', { name: /unterschreiben/ }).count()).toBe(0);
    const link = await sendFromPage(page, '/portal/api/bff/fleet/contracts/ctr-2001/signing-link', {});
    expect(link.status).toBe(403);
  });

  it('is refused a write with 403 by the BFF, which changes nothing', async () => {
    const page = await signedIn('analyst@nordflotte.example');
    const answer = await sendFromPage(page, '/portal/api/bff/fleet/contacts', {
      firstName: 'Otto',
      lastName: 'Ohnerecht',
      email: 'otto.ohnerecht@nordflotte.example',
      role: 'admin',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: { code: 'forbidden' } });
    const assign = await sendFromPage(page, '/portal/api/bff/fleet/order-requests/req-2001/approval', {});
    expect(assign.status).toBe(403);

    await page.goto('/contacts');
    await page
      .getByRole('table', { name: 'Kontakte' })
      .getByRole('row', { name: /^Fritz Fahrer / })
      .waitFor();
    expect(await page.getByText('otto.ohnerecht@nordflotte.example').count()).toBe(0);
    const reserved = page
      .getByRole('table', { name: 'Bestellanfragen Ihrer Mitarbeiter*innen' })
      .getByRole('row')
      .filter({ hasText: 'Volkswagen ID.3 Pro' });
    await reserved.getByText('Wartet auf Genehmigung').waitFor();
  });
});

describe('the admin of another company', () => {
  it('never sees a car of Nordflotte', async () => {
    const page = await signedIn('admin@suedlogistik.example');
    const cars = await everyCarShown(page);
    expect(cars.length).toBeGreaterThan(0);
    expect(cars.filter((car) => car.company !== 'Süd Logistik AG' || car.plate.startsWith('HH-NF'))).toEqual(
      [],
    );
    expect(
      await page.getByRole('combobox', { name: 'Unternehmen' }).locator('option').allTextContents(),
    ).toEqual(['Alle Unternehmen', 'Süd Logistik AG']);

    await page.goto('/cars/all?search=HH-NF');
    await page.getByRole('status').filter({ hasText: '0 Treffer für „HH-NF“' }).waitFor();
    await page.goto('/orders/f-2001');
    await page.getByRole('alert').filter({ hasText: 'Bestellung nicht gefunden.' }).waitFor();
    const answer = await page.evaluate(async () =>
      (await fetch('/portal/api/bff/fleet/cars/export?tab=all')).text(),
    );
    expect(answer).not.toContain('HH-NF');
  });
});
