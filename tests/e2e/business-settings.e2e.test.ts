/**
 * The business settings and the fleet overview in a real Chromium against the seeded portal: the
 * overview's charts draw (happy-dom cannot draw the donut) and its numbers lead to the cars list.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, portalInChromium, submitLogin } from './support/portal-browser.ts';

const portal = portalInChromium();

const signInAsBusiness = async (page: Page, email: string) => {
  await page.goto('/login');
  await submitLogin(page, email);
  await page.waitForURL('**/cars/all');
};

describe('business settings and fleet overview', () => {
  it('shows an analyst the fleet overview as charts with numbers that link to the cars list', async () => {
    const page = await portal.newPage();
    await signInAsBusiness(page, 'analyst@nordflotte.example');
    await page
      .getByRole('navigation', { name: 'Mein Bereich' })
      .getByRole('tab', { name: 'Übersicht' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Flottenübersicht' }).waitFor();
    const fleet = page.getByRole('list', { name: 'Ihre Flotte' });
    await fleet.waitFor();
    // The fleet's donut, a bar for each of the 13 weeks of handovers and of returns and the
    // months' columns drew their SVGs.
    await page.waitForFunction(() => document.querySelectorAll('main svg').length >= 28);

    // Loaded as a first page, rendered on the server, nothing moves when the charts draw after
    // the hydration: their place was kept.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/overview');
    await page.waitForFunction(() => document.querySelectorAll('main svg').length >= 28);
    // A frame for a shift the last chart's drawing made to be reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    // The returns of the next 90 days lead to the list of exactly those cars, which says so.
    const total = page.getByRole('link', { name: /^\d+ Rückgaben in 90 Tagen$/ });
    const count = Number(/^(\d+)/.exec((await total.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await total.click();
    await page.waitForURL('**/cars/all?returns_from=*');
    await page
      .getByRole('status')
      .filter({ hasText: `${count} Fahrzeuge mit Rückgabe vom` })
      .waitFor();
    await page.goBack();
    await fleet.getByRole('link', { name: 'davon Endend' }).click();
    await page.waitForURL('**/cars/return');
    expect(pathOf(page)).toBe('/cars/return');
  });

  it("shows an admin the company's details and the car policy with all 24 makes", async () => {
    const page = await portal.newPage();
    await signInAsBusiness(page, 'admin@nordflotte.example');
    await page.goto('/settings/company');
    await page.getByRole('link', { name: 'Zahlungsart anpassen' }).waitFor();
    await page.getByRole('tab', { name: 'Car Policy' }).click();
    const makes = page.getByRole('group', { name: 'Erlaubte Marken' }).getByRole('checkbox');
    await makes.first().waitFor();
    expect(await makes.count()).toBe(25);
  });
});
