/**
 * A support agent's read-only view of a customer's portal (docs/ui/consumer.md "View as customer"), in a real
 * Chromium against the portal as `npm start` serves it: the start page, the banner on every page, the
 * customer's cars without any action, a write refused by the BFF, the end of the view, and a new
 * sign-in without it; and a fleet admin's and an analyst's business portal viewed the same way.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { shownCars, tabCount } from './support/business.ts';
import { photograph } from './support/photographs.ts';
import { pathOf, portalInChromium, submitLogin } from './support/portal-browser.ts';

const portal = portalInChromium();

const BANNER = 'Sie sehen das Portal als Kim Kunde (kunde@demo.example) – nur lesen';
const REASON = 'Anruf der Kundin: Rückgabe-Banner fehlt';

const signInAsSupport = async (page: Page) => {
  await page.goto('/login');
  await submitLogin(page, 'support@demo.example');
  await page.waitForURL('**/support');
  await page.getByRole('heading', { level: 1, name: 'Portal als Kunde ansehen' }).waitFor();
};

/** Starts the view of a customer from the support start page; it opens at the customer's home. */
const startViewOf = async (
  page: Page,
  view: { email: string; reason: string; home: string; banner: string },
) => {
  await page.getByLabel(/^E-Mail-Adresse der Kundin oder des Kunden/).fill(view.email);
  await page.getByLabel(/^Grund/).fill(view.reason);
  await page.getByRole('button', { name: 'Ansicht starten' }).click();
  await page.waitForURL(`**${view.home}`);
  await page.getByText(view.banner).waitFor();
};

const startView = (page: Page) =>
  startViewOf(page, { email: 'kunde@demo.example', reason: REASON, home: '/mycars', banner: BANNER });

/** A write sent from the page as the portal sends it (same origin, the actor header). */
const writeFromPage = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/portal/api/bff/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-portal-actor': 'b2c-customer-portal' },
      body: JSON.stringify({ phone: '+49301234567' }),
    });
    return { status: response.status, body: await response.json() };
  });

const sessionOf = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/portal/api/bff/auth/session')).json()).data);

describe("a support agent viewing a customer's portal", () => {
  it("shows the customer's cars read-only under the banner, refuses a write, and ends the view", async () => {
    const page = await portal.newPage();
    await signInAsSupport(page);
    expect(await accessibilityViolations(page, 'support start page')).toEqual([]);
    await photograph(page, 'support-view-start');

    await startView(page);
    await page.getByRole('heading', { level: 1, name: 'Meine Autos' }).waitFor();
    const cardOf = (car: string) =>
      page.locator('.fui-Card', { has: page.getByRole('heading', { name: car, exact: true }) });
    const vw = cardOf('Volkswagen ID.4 Pro');
    await vw.getByRole('link', { name: 'Details ansehen' }).waitFor();
    // The customer's banners show as the customer sees them, without their ways to act.
    const returnBanner = cardOf('BMW i4 eDrive40').locator('.fui-MessageBar', { hasText: 'Rückgabe planen' });
    await returnBanner.waitFor();
    expect(await returnBanner.getByRole('link').count()).toBe(0);
    const swapBanner = cardOf('Skoda Enyaq').locator('.fui-MessageBar', {
      hasText: 'Zeit für dein nächstes Auto',
    });
    await swapBanner.waitFor();
    expect(await swapBanner.getByRole('link').count()).toBe(0);
    // No return reminder greets the agent, and no banner can be dismissed.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Hinweis für 24 Stunden ausblenden' }).count()).toBe(0);
    expect(await accessibilityViolations(page, 'my cars in the customer view')).toEqual([]);
    await photograph(page, 'support-view-mycars');

    await vw.getByRole('link', { name: 'Details ansehen' }).click();
    await page.waitForURL('**/mycars/d-1001');
    await page.getByRole('heading', { level: 1, name: 'Volkswagen ID.4 Pro' }).waitFor();
    await page.getByText('M-AB 1234').waitFor();
    await page.getByText(BANNER).waitFor();
    // Not one way to a change: no modal, no wizard, no form.
    expect(
      await page
        .locator('a[href*="modalName"], a[href*="report-damage"], a[href*="schedule-service"]')
        .count(),
    ).toBe(0);
    expect(await page.getByRole('button', { name: 'Hinweis für 24 Stunden ausblenden' }).count()).toBe(0);
    expect(await accessibilityViolations(page, 'a car in the customer view')).toEqual([]);
    await photograph(page, 'support-view-car');

    // A write sent anyway is refused by the BFF.
    const write = await writeFromPage(page);
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe('forbidden');
    // A page that exists to change something says so instead.
    await page.goto('/myaccount/contactdetails');
    await page.getByText('In der Ansicht als Kunde nicht verfügbar').waitFor();
    await page.getByText(BANNER).waitFor();

    await page.getByRole('button', { name: 'Ansicht beenden' }).click();
    await page.waitForURL('**/support');
    await page.getByRole('heading', { level: 1, name: 'Portal als Kunde ansehen' }).waitFor();
    expect(await page.getByText(BANNER).count()).toBe(0);
    expect((await sessionOf(page)).kind).toBe('support');
  });

  it('ends the view at sign-out: the next sign-in starts without it', async () => {
    const page = await portal.newPage();
    await signInAsSupport(page);
    await startView(page);
    await page.getByRole('button', { name: /^Kontomenü/ }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.getByRole('dialog', { name: 'Anmelden' }).waitFor();
    expect(pathOf(page)).toBe('/mycars?login=true');

    await signInAsSupport(page);
    expect(await page.getByText(BANNER).count()).toBe(0);
    expect(await sessionOf(page)).toMatchObject({ email: 'support@demo.example', kind: 'support' });
    // Without the view the customer's pages are not the agent's: back to the start page.
    await page.goto('/mycars/d-1001');
    await page.waitForURL('**/support');
  });
});

describe("a support agent viewing a fleet admin's business portal", () => {
  const FLEET_BANNER = 'Sie sehen das Portal als Nora Nord (admin@nordflotte.example) – nur lesen';

  it("shows the admin's fleet read-only under the banner, refuses a write, and ends the view", async () => {
    const page = await portal.newPage();
    await signInAsSupport(page);
    await startViewOf(page, {
      email: 'admin@nordflotte.example',
      reason: 'Anruf der Flottenleitung: Fahrzeug fehlt in der Liste',
      home: '/cars/all',
      banner: FLEET_BANNER,
    });

    const cars = await shownCars(page);
    expect(cars.length).toBeGreaterThan(0);
    expect(cars.every((car) => car.id.length > 0)).toBe(true);
    // The admin's areas without the cart, and no way to a change on the page.
    await page.getByRole('tab', { name: 'Meine Flotte', exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Warenkorb' }).count()).toBe(0);
    expect(await page.locator('a[href*="modalName"], a[href="/cart"]').count()).toBe(0);
    expect(await accessibilityViolations(page, 'the fleet in the customer view')).toEqual([]);
    await photograph(page, 'support-view-fleet');

    // An order of the fleet: its facts, no action.
    const first = cars[0];
    if (!first) throw new Error('the fleet shows no car');
    await page.goto(`/orders/${encodeURIComponent(first.id)}`);
    await page.getByText('Für diese Bestellung stehen Ihnen keine Aktionen zur Verfügung.').waitFor();
    await page.getByText(FLEET_BANNER).waitFor();
    expect(await accessibilityViolations(page, 'an order in the customer view')).toEqual([]);
    await photograph(page, 'support-view-order');

    // A write sent anyway is refused by the BFF.
    const write = await page.evaluate(async (id) => {
      const response = await fetch(`/portal/api/bff/fleet/orders/${encodeURIComponent(id)}/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-portal-actor': 'b2b-portal' },
        body: JSON.stringify({ comment: 'Bitte zurückrufen' }),
      });
      return { status: response.status, body: await response.json() };
    }, first.id);
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe('forbidden');

    await page.getByRole('button', { name: 'Ansicht beenden' }).click();
    await page.waitForURL('**/support');
    await page.getByRole('heading', { level: 1, name: 'Portal als Kunde ansehen' }).waitFor();
    expect(await page.getByText(FLEET_BANNER).count()).toBe(0);
    expect((await sessionOf(page)).kind).toBe('support');
  });
});

describe("a support agent viewing an analyst's business portal", () => {
  const ANALYST_BANNER = 'Sie sehen das Portal als Anna Analyse (analyst@nordflotte.example) – nur lesen';

  it("shows the analyst's whole fleet and the overview under the banner, and refuses a write", async () => {
    const page = await portal.newPage();
    await signInAsSupport(page);
    await startViewOf(page, {
      email: 'analyst@nordflotte.example',
      reason: 'Frage zur Kostenübersicht',
      home: '/cars/all',
      banner: ANALYST_BANNER,
    });
    // What the analyst reads: the company's whole fleet, not a page of one driver's cars.
    expect(await tabCount(page, 'Meine Flotte')).toBeGreaterThan(25);
    expect(await page.getByRole('tab', { name: 'Warenkorb' }).count()).toBe(0);
    expect(await page.locator('a[href*="modalName"], a[href="/cart"]').count()).toBe(0);
    expect(await accessibilityViolations(page, "the analyst's fleet in the customer view")).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Mein Bereich' })
      .getByRole('tab', { name: 'Übersicht' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Flottenübersicht' }).waitFor();
    await page.getByRole('list', { name: 'Ihre Flotte' }).waitFor();
    await page.getByText(ANALYST_BANNER).waitFor();
    expect(await accessibilityViolations(page, "the analyst's overview in the customer view")).toEqual([]);
    await photograph(page, 'support-view-analyst-overview');

    // A write the analyst's own session may make (the password) is refused in the view.
    const write = await page.evaluate(async () => {
      const response = await fetch('/portal/api/bff/profile/password', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-portal-actor': 'b2b-portal' },
        body: JSON.stringify({
          currentPassword: 'Demo!2026',
          newPassword: 'kurz',
          confirmedNewPassword: 'kurz',
        }),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe('forbidden');

    await page.getByRole('button', { name: 'Ansicht beenden' }).click();
    await page.waitForURL('**/support');
    expect(await page.getByText(ANALYST_BANNER).count()).toBe(0);
    expect((await sessionOf(page)).kind).toBe('support');
  });
});
