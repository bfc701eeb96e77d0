/**
 * /mycars in a real Chromium against the portal as `npm start` serves it (built UI, BFF, seeded
 * PGlite): what a customer sees of their subscriptions and does with them.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, portalInChromium, signIn, submitLogin } from './support/portal-browser.ts';

const portal = portalInChromium();

/** A subscription's card in /mycars, named by its car. */
const cardOf = (page: Page, car: string): Locator =>
  page.locator('.fui-Card', { has: page.getByRole('heading', { name: car, exact: true }) });

const bannerOf = (card: Locator, title: string | RegExp): Locator =>
  card.locator('.fui-MessageBar', { hasText: title });

/**
 * The return reminder asks first (the BMW's return is due to be planned); "Später" hides it. While it
 * is open the page behind it is out of the accessibility tree, so it is put off before reading the page.
 */
const putOffReturnReminder = async (page: Page) => {
  await page.getByRole('dialog').getByRole('button', { name: 'Später' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
};

describe('my cars', () => {
  it('signs the customer in, shows their subscriptions with banners, keeps a dismissed banner away, opens a car and signs out', async () => {
    const page = await portal.newPage();
    await page.goto('/login');
    await submitLogin(page, 'kunde@demo.example');
    await page.waitForURL('**/mycars');
    await putOffReturnReminder(page);
    await page.getByRole('heading', { level: 1, name: 'Meine Autos' }).waitFor();

    // Consumer spec §4: the demo subscriptions show the banners their states call for.
    await bannerOf(cardOf(page, 'Fiat 500e'), /^Deine Reservierung läuft/).waitFor();
    const bridging = bannerOf(cardOf(page, 'Renault Clio'), 'Dein Übergangsfahrzeug');
    // The bridging car names the car that comes next and its handover date (the follow-up deal).
    await bridging.getByText(/Dein nächstes Auto: Cupra Born, Übergabe am \d\d\.\d\d\.\d{4}\./).waitFor();
    await bannerOf(cardOf(page, 'Cupra Born'), 'Lieferung planen').waitFor();
    // One banner per delay: the one naming the days (the low-confidence banner gives way to it).
    await bannerOf(cardOf(page, 'Hyundai Kona Elektro'), /^Lieferung in \d+ Tagen/).waitFor();
    expect(
      await cardOf(page, 'Hyundai Kona Elektro').getByText('Dein Liefertermin kann sich verschieben').count(),
    ).toBe(0);
    await bannerOf(cardOf(page, 'Hyundai Kona Elektro'), 'Selbst abholen und sparen').waitFor();
    await bannerOf(cardOf(page, 'Skoda Enyaq'), 'Zeit für dein nächstes Auto').waitFor();
    const bmw = cardOf(page, 'BMW i4 eDrive40');
    await bannerOf(bmw, 'Rückgabe planen').waitFor();
    const autoRenew = bannerOf(bmw, 'Dein Abo verlängert sich automatisch');
    await autoRenew.waitFor();
    const vw = cardOf(page, 'Volkswagen ID.4 Pro');
    await vw.getByText('Kennzeichen: M-AB 1234').waitFor();
    // Playwright's text match takes the no-break space before the euro sign for a space.
    await vw.getByText('Monatliche Rate: 549 €').waitFor();

    // Dismissed for 24 hours: gone at once, and still gone after the page is loaded again.
    await autoRenew.getByRole('button', { name: 'Hinweis für 24 Stunden ausblenden' }).click();
    await autoRenew.waitFor({ state: 'detached' });
    await page.reload();
    await bannerOf(bmw, 'Rückgabe planen').waitFor();
    expect(await autoRenew.count()).toBe(0);
    // "Später" on the reminder holds across the reload too.
    expect(
      await page.getByRole('dialog').count(),
      (await page.getByRole('dialog').allTextContents()).join(' / '),
    ).toBe(0);

    await vw.getByRole('link', { name: 'Details ansehen' }).click();
    await page.waitForURL('**/mycars/d-1001');
    await page.getByRole('heading', { level: 1, name: 'Volkswagen ID.4 Pro' }).waitFor();
    await page.getByText('Fahrzeugdetails', { exact: true }).waitFor();
    await page.getByText('M-AB 1234').waitFor();
    await page.getByRole('link', { name: 'Zurück zu meinen Autos' }).waitFor();

    await page.getByRole('button', { name: 'Kontomenü' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    // From a car's page the logout leads to /portal/de-DE/mycars, which asks to sign in again:
    // the login dialog over my cars.
    await page.waitForURL((url) => url.pathname === '/mycars' && url.search === '?login=true');
    await page.getByRole('dialog', { name: 'Anmelden' }).waitFor();
    await page.goto('/mycars/d-1001');
    await page.getByRole('dialog', { name: 'Anmelden' }).waitFor();
    expect(pathOf(page)).toBe('/mycars/d-1001?login=true');
  });

  it('shows a customer without subscriptions the way to the car search', async () => {
    const page = await portal.newPage();
    await signIn(page, 'neu@demo.example');
    await page.getByRole('heading', { name: 'Du hast noch kein Auto-Abo.' }).waitFor();
    await page.getByRole('link', { name: 'Jetzt Auto finden' }).click();
    await page.waitForURL((url) => url.pathname === '/subscribe');
  });

  it('switches the texts to the chosen language and remembers it', async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    await putOffReturnReminder(page);
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en-US');
    await page.getByRole('heading', { level: 1, name: 'My cars' }).waitFor();
    const vw = cardOf(page, 'Volkswagen ID.4 Pro');
    // Euros stay euros in US English, written the US way (business spec §1: currency is EUR).
    await vw.getByText('Monthly rate: 549 €').waitFor();
    await vw.getByText('License plate: M-AB 1234').waitFor();
    await bannerOf(cardOf(page, 'Cupra Born'), 'Plan your delivery').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My cars' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de-DE');
    await page.getByRole('heading', { level: 1, name: 'Meine Autos' }).waitFor();
  });

  it('reloads once when a page cannot be loaded, then shows the error screen, whose button loads the page again', async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    // The car page's chunk cannot be fetched, as after a deployment replaced the files.
    const blocked = '**/assets/CarDetailsPage-*.js';
    await page.route(blocked, (route) => route.abort());
    let pageLoads = 0;
    const reports: unknown[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') pageLoads += 1;
      if (request.method() === 'POST' && request.url().endsWith('/portal/api/bff/client-errors'))
        reports.push(request.postDataJSON());
    });
    // The reload is answered only once the first page has done all it does before it: as a busy
    // server answers it seconds later. Before, that page hydrated the server's markup with the
    // page's route "loaded" without its component (React's error #418) and showed an empty page.
    let answerReload = () => {};
    const reloadAnswered = new Promise<void>((resolve) => {
      answerReload = resolve;
    });
    let reloadAsked = () => {};
    const reloadRequested = new Promise<void>((resolve) => {
      reloadAsked = resolve;
    });
    const held = '**/mycars/d-1001';
    let pageRequests = 0;
    await page.route(held, async (route) => {
      if (route.request().resourceType() === 'document') pageRequests += 1;
      if (pageRequests === 2) {
        reloadAsked();
        await reloadAnswered;
      }
      await route.continue();
    });
    // What the first page shows meanwhile, reported by the page itself: Playwright's own queries
    // wait for the held navigation.
    let loadingShown = () => {};
    const firstPageLoading = new Promise<void>((resolve, reject) => {
      loadingShown = resolve;
      page.once('pageerror', reject);
    });
    await page.exposeFunction('reportLoadingShown', () => loadingShown());
    await page.addInitScript(() => {
      // Only the page's loading state: the server's markup of the page has a spinner of its own
      // (the insurance card's), below the car's heading.
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main [data-loading]') || document.querySelector('main h1')) return;
        observer.disconnect();
        (window as unknown as { reportLoadingShown: () => void }).reportLoadingShown();
      }).observe(document, { childList: true, subtree: true });
    });

    await page.goto('/mycars/d-1001', { waitUntil: 'commit' });
    // The first page asked for its reload and shows that it loads: not an empty page, not the
    // error screen, not the page's content it could not take over.
    await Promise.all([reloadRequested, firstPageLoading]);

    answerReload();
    await page.getByRole('heading', { name: 'Etwas ist schief gelaufen.' }).waitFor();
    await page.getByText('Bitte versuche es erneut.').waitFor();
    // Business spec §2: one automatic reload per session, then the error screen.
    expect(pageLoads).toBe(2);
    // The error screen's error reached the server, named by the route's pattern, not the address.
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    expect(reports[0]).toMatchObject({ kind: 'render', route: '/mycars/:dealId' });
    expect(JSON.stringify(reports)).not.toContain('d-1001');

    await page.unroute(held);
    await page.unroute(blocked);
    await page.getByRole('button', { name: 'Seite aktualisieren' }).click();
    await page.getByRole('heading', { level: 1, name: 'Volkswagen ID.4 Pro' }).waitFor();
    expect(pageLoads).toBe(3);
  });
});
