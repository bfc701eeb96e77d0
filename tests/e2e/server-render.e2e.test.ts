/**
 * The first page rendered on the server (docs/ui/server-render.md "The first page rendered on the server"): a
 * browser that runs no script shows /login, a customer's /mycars and /mycars/d-1001 and a fleet admin's /cars/all from
 * the HTML alone; with scripts, the portal takes that markup over (hydrates it) without an error
 * in the console or a hydration it had to give up, and the page works — links navigate, dialogs
 * open. Every browser test also fails on a refusal of the Content-Security-Policy (a style element
 * without the page's nonce, a style attribute, an inline script) and on an uncaught error, which
 * is how React reports a hydration it had to redo.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { carsTable } from './support/business.ts';
import { DEMO_PASSWORD, portalInChromium, submitLogin } from './support/portal-browser.ts';

const portal = portalInChromium();

/** Signs the page's browser in through the API, so that the next page it loads is a signed-in first page. */
const signInByApi = async (page: Page, email: string) => {
  const answer = await page.context().request.post(portal.url('/portal/api/bff/auth/login'), {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: portal.url('').replace(/\/$/, ''), 'x-portal-actor': 'b2c-customer-portal' },
  });
  expect(answer.status()).toBe(200);
};

/**
 * The console's errors of the page, and whether React rendered the page anew instead of taking
 * the server's markup over (a first render in the browser replaces #root's children).
 */
const watchHydration = async (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    errors.push(message.text());
  });
  await page.addInitScript(() => {
    const record = window as unknown as { __rootReplaced?: boolean };
    new MutationObserver((changes) => {
      for (const change of changes)
        if (
          change.target instanceof HTMLElement &&
          change.target.id === 'root' &&
          [...change.removedNodes].some(
            (node) => node instanceof HTMLElement && node.classList.contains('fui-FluentProvider'),
          )
        )
          record.__rootReplaced = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    errors,
    rootReplaced: () => page.evaluate(() => Boolean((window as { __rootReplaced?: boolean }).__rootReplaced)),
  };
};

/**
 * The style rules in the page's Griffel style elements that are there more than once: a rule the
 * server wrote that the browser did not know it had, inserted again after hydration.
 */
const rulesInsertedTwice = (page: Page) =>
  page.evaluate(() => {
    const rules = [...document.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]')].flatMap(
      (element) => [...(element.sheet?.cssRules ?? [])].map((rule) => `${element.media} ${rule.cssText}`),
    );
    return rules.filter((rule, index) => rules.indexOf(rule) !== index);
  });

describe('the first page rendered on the server', () => {
  it('shows /login, /mycars and /cars/all from the HTML alone, to a browser that runs no script', async () => {
    const page = await portal.newPage({ javaScriptEnabled: false });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    await page.getByLabel('E-Mail-Adresse').waitFor();

    await signInByApi(page, 'kunde@demo.example');
    await page.goto('/mycars');
    await page.getByRole('heading', { level: 1, name: 'Meine Autos' }).waitFor();
    await page.getByRole('heading', { name: 'Volkswagen ID.4 Pro' }).first().waitFor();
    // Styled by the server's style elements, which carry the page's nonce (the frame's page width).
    expect(await page.locator('main').evaluate((element) => getComputedStyle(element).maxWidth)).toBe(
      '1100px',
    );

    // A car's page with its sections (its first calls' answers), the details' rows side by side as
    // label and value: a row's wrapper takes no box (a class, not a style attribute, which the
    // server's markup leaves out).
    await page.goto('/mycars/d-1001');
    await page.getByRole('heading', { level: 1, name: 'Volkswagen ID.4 Pro' }).waitFor();
    for (const section of ['Fahrzeugdetails', 'Schadensmeldungen', 'Dokumente', 'Rechnungen'])
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    const status = page.getByRole('definition').filter({ hasText: 'Aktiv' }).first();
    expect(
      await status.evaluate((element) => getComputedStyle(element.parentElement as Element).display),
    ).toBe('contents');

    const business = await portal.newPage({ javaScriptEnabled: false });
    await signInByApi(business, 'admin@nordflotte.example');
    await business.goto('/cars/all');
    const table = business.getByRole('table', { name: 'Fahrzeuge' });
    await table.getByRole('row').nth(1).waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(5);
  });

  it('takes over /login without an error, and its form signs in and leads to /mycars', async () => {
    const page = await portal.newPage();
    const hydration = await watchHydration(page);
    await page.goto('/login');
    await submitLogin(page, 'kunde@demo.example');
    await page.waitForURL('**/mycars');
    // The return reminder opens once /mycars has hydrated (and hides the page behind it): its button
    // is the sign that the page is the portal's own, taken over rather than replaced.
    await page.getByRole('dialog').getByRole('button', { name: 'Später' }).waitFor();
    expect(await hydration.rootReplaced()).toBe(false);
    expect(hydration.errors).toEqual([]);
  });

  it("takes over a customer's /mycars: its reminder opens and closes, a car's link leads to its page", async () => {
    const page = await portal.newPage();
    await signInByApi(page, 'kunde@demo.example');
    const hydration = await watchHydration(page);
    await page.goto('/mycars');
    // The return reminder, a dialog open from the start, opens once the page has hydrated.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Später' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The server's style rules were taken over before hydration, and none was inserted twice.
    expect(await rulesInsertedTwice(page)).toEqual([]);
    // The page was on the screen before it asked for any of its scripts.
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(firstPaint).toBeDefined();
    expect(firstPaint).toBeLessThan(firstScript);
    await page.getByRole('link', { name: 'Details ansehen' }).first().click();
    await page.waitForURL(/\/mycars\/d-\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await hydration.rootReplaced()).toBe(false);
    expect(hydration.errors).toEqual([]);
  });

  it('takes over a page rendered before midnight and hydrated after it, then shows the new day', async () => {
    const page = await portal.newPage();
    await signInByApi(page, 'kunde@demo.example');
    const hydration = await watchHydration(page);
    // The browser's clock a day ahead of the server's: a page rendered just before midnight in
    // Berlin and taken over after it, or past any deadline core computes from now. Until it has
    // hydrated, the page computes with the instant the server rendered it at.
    await page.clock.setSystemTime(Date.now() + 24 * 3_600_000);
    // How many days the server counts depends on the hour the demo was seeded at (the reservation
    // was made 20 hours before): read from the server's own HTML, not assumed.
    const html = await (await page.request.get('/mycars', { headers: { accept: 'text/html' } })).text();
    const serverDays = Number(/Deine Reservierung läuft noch (\d+) Tag/.exec(html)?.[1]);
    expect(serverDays).toBeGreaterThanOrEqual(2);
    await page.goto('/mycars');
    // Then with the browser's own clock, a day later: the reservation has one day less.
    const browserDays = serverDays - 1;
    await page
      .getByText(`Deine Reservierung läuft noch ${browserDays} ${browserDays === 1 ? 'Tag' : 'Tage'}`)
      .waitFor();
    expect(await hydration.rootReplaced()).toBe(false);
    expect(hydration.errors).toEqual([]);
  });

  it("takes over a fleet admin's /cars/all: its tabs switch the list", async () => {
    const page = await portal.newPage();
    await signInByApi(page, 'admin@nordflotte.example');
    const hydration = await watchHydration(page);
    await page.goto('/cars/all');
    await (await carsTable(page)).getByRole('row').nth(1).waitFor();
    // A button does something once the portal has taken the page over: the chat's launcher, which
    // the portal adds once the first page has settled, says it has.
    await page.getByRole('button', { name: 'Hilfe & Kontakt' }).waitFor();
    await page.getByRole('tab', { name: /^Reserviert/ }).click();
    await page.waitForURL('**/cars/orders');
    await (await carsTable(page)).getByRole('row').nth(1).waitFor();
    expect(await hydration.rootReplaced()).toBe(false);
    expect(hydration.errors).toEqual([]);
  });
});
