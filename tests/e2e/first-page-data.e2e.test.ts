/**
 * The data in a page (docs/ui/server-render.md "Data in the page"): a signed-in user's first page arrives with
 * the answers of its first calls in its HTML, and the portal shows them without asking the BFF for
 * them again; signed out, the page holds the session's 401 and its public calls. Before any script
 * has run, the page shows the header's bar from its own HTML and style. Every browser test
 * also fails on a refusal of the Content-Security-Policy (the JSON block must not be one) and on an
 * error the page did not handle.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_ANSWERS_ID, parseFirstPageAnswers } from '../../contracts/first-page-answers.ts';
import { carsTable, signInAsBusiness } from './support/business.ts';
import { portalInChromium, signIn } from './support/portal-browser.ts';

const portal = portalInChromium();

/** The API calls the page sends to the BFF from now on, by path. */
const callsOf = (page: Page): string[] => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/portal/api/')) calls.push(url.pathname);
  });
  return calls;
};

/** The answers the page's HTML held, as the browser received it. */
const answersInPage = async (page: Page) =>
  parseFirstPageAnswers(
    await page.evaluate((id) => document.getElementById(id)?.textContent ?? null, FIRST_PAGE_ANSWERS_ID),
  );

describe('the data in the page', () => {
  it("shows a customer's cars from the page's own data, without asking for the session or the deals", async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    // The cars shown after the sign-in asked for themselves; only the reloaded page's calls count.
    await page.getByRole('dialog').getByRole('button', { name: 'Später' }).waitFor();
    const calls = callsOf(page);
    await page.reload();
    // The return reminder greets Kim with the cars, from the data the page came with.
    await page.getByRole('dialog').getByRole('button', { name: 'Später' }).click();
    await page.getByRole('heading', { name: 'Volkswagen ID.4 Pro' }).first().waitFor();
    const answers = await answersInPage(page);
    expect(answers.map((answer) => answer.url)).toEqual(
      expect.arrayContaining(['/portal/api/bff/auth/session', '/portal/api/bff/deals']),
    );
    expect(calls).not.toContain('/portal/api/bff/auth/session');
    expect(calls).not.toContain('/portal/api/bff/deals');
  });

  it("shows a car's details and its sections from the page's data, asking the BFF for none of them", async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    await page.getByRole('dialog').getByRole('button', { name: 'Später' }).waitFor();
    const calls = callsOf(page);
    // The insurance card's add-ons (a POST read, which no page holds) are asked for once the page
    // has hydrated and its sections' effects have run: every other call would have been made by then.
    const addons = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/addons');
    await page.goto('/mycars/d-1001');
    await page.getByRole('heading', { level: 1, name: 'Volkswagen ID.4 Pro' }).waitFor();
    for (const section of ['Schadensmeldungen', 'Dokumente', 'Rechnungen'])
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    await addons;
    // The car's "Service-Termin vereinbaren" is a link at once: the page holds its booking place too.
    await page.getByRole('link', { name: 'Service-Termin vereinbaren' }).first().waitFor();
    expect(calls).toEqual([]);
  });

  it("shows a fleet admin's cars list from the page's data", async () => {
    const page = await portal.newPage();
    await signInAsBusiness(page, 'admin@nordflotte.example');
    // The list shown after the sign-in asked for itself; only the reloaded page's calls count.
    await (await carsTable(page)).getByRole('row').nth(1).waitFor();
    const calls = callsOf(page);
    await page.reload();
    const table = await carsTable(page);
    await table.getByRole('row').nth(1).waitFor();
    expect(calls).not.toContain('/portal/api/bff/fleet/cars');
    expect(calls).not.toContain('/portal/api/bff/auth/session');
  });

  it("holds signed out the session's 401: the portal knows nobody is signed in without asking, and offers the login", async () => {
    const page = await portal.newPage();
    const calls = callsOf(page);
    await page.goto('/mycars');
    await page.getByRole('button', { name: 'Anmelden' }).first().waitFor();
    expect((await answersInPage(page)).map(({ url, status }) => ({ url, status }))).toEqual([
      { url: '/portal/api/bff/auth/session', status: 401 },
    ]);
    expect(calls).not.toContain('/portal/api/bff/auth/session');
  });

  it("shows /subscribe signed out from the page's data: the catalogue and the session, with no call and no error in the console", async () => {
    const page = await portal.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const calls = callsOf(page);
    await page.goto('/subscribe');
    await page.getByRole('button', { name: 'Anmelden' }).first().waitFor();
    // Hydrated (the portal marks its root once it has taken the server's markup over): the header's
    // login button works, so the page's first queries have run.
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Anmelden' }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("paints the header's bar from the HTML before any script has run, and the portal replaces it", async () => {
    const page = await portal.newPage();
    // No script arrives: what shows is the page's HTML and its own style alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    // A page the server does not render (docs/ui/server-render.md "The first page rendered on the server").
    await page.goto('/register');
    const bar = page.locator('.first-paint-header');
    expect(await bar.textContent()).toBe('Mein Auto-Abo');
    // Styled by the page's style element, which the Content-Security-Policy admits by its nonce.
    expect(await bar.evaluate((element) => getComputedStyle(element).borderBottomWidth)).toBe('1px');
    expect(await bar.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('600');

    await page.unroute('**/assets/*.js');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.locator('header').waitFor();
    expect(await bar.count()).toBe(0);
  });
});
