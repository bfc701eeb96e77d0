/**
 * /incidents in a real Chromium against the seeded portal, as kunde@demo.example: reached from the
 * car page's damage reports for that car, then for every car; each incident with its repair status,
 * its repair orders answering with their file; the login dialog for a signed-out visitor. Axe on each.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { pathOf, portalInChromium, signIn, submitLogin } from './support/portal-browser.ts';

const portal = portalInChromium();

const carOf = (page: Page, car: string): Locator => page.getByRole('group', { name: car, exact: true });

const incidentIds = (card: Locator) =>
  card
    .locator('[data-incident]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-incident')));

describe('the incidents page', () => {
  it("opens from the car page for that car, then lists every car's incidents with their repair status", async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    await page.goto('/mycars/d-1001');
    const all = page.getByRole('link', { name: 'Alle Vorfälle dieses Autos' });
    await all.click();
    await page.getByRole('heading', { level: 1, name: 'Meine Vorfälle' }).waitFor();
    expect(pathOf(page)).toBe('/incidents?dealId=d-1001');

    const id4 = carOf(page, 'Volkswagen ID.4 Pro');
    await id4.locator('[data-incident]').first().waitFor();
    // Newest first: the seeded incidents of d-1001 (adapters/sql/seed/subscription-services.ts).
    expect((await incidentIds(id4)).sort()).toEqual(['inc-1', 'inc-3', 'inc-4', 'inc-5', 'inc-6']);
    await expect.poll(() => page.locator('[data-incidents-of]').count()).toBe(1);
    const inc1 = id4.locator('[data-incident="inc-1"]');
    expect(await inc1.getByText('Reparatur beauftragt').count()).toBe(1);
    expect(await id4.locator('[data-incident="inc-4"]').getByText('Repariert').count()).toBe(1);
    // Each repair order's link answers with its file.
    for (const href of await id4
      .getByRole('link', { name: /^Reparaturauftrag vom/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    expect(await accessibilityViolations(page, '/incidents?dealId=d-1001')).toEqual([]);

    await page.getByRole('link', { name: 'Vorfälle aller Autos' }).click();
    const bmw = carOf(page, 'BMW i4 eDrive40');
    await bmw.waitFor();
    expect(pathOf(page)).toBe('/incidents');
    // The report on d-1006 has no repair yet: pending (consumer spec §3).
    expect(await incidentIds(bmw)).toEqual(['inc-2']);
    expect(await bmw.getByText('Ausstehend').count()).toBe(1);
    expect(await accessibilityViolations(page, '/incidents')).toEqual([]);

    await bmw.getByRole('link', { name: 'Zum Auto' }).click();
    await page.waitForURL(/\/mycars\/d-1006$/);
  });

  it('asks a signed-out visitor to sign in over the page and then shows it', async () => {
    const page = await portal.newPage();
    await page.goto('/incidents');
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.waitFor();
    expect(pathOf(page)).toBe('/incidents?login=true');
    expect(await accessibilityViolations(page, '/incidents (signed out)')).toEqual([]);
    await submitLogin(page, 'kunde@demo.example');
    await dialog.waitFor({ state: 'detached' });
    await carOf(page, 'Volkswagen ID.4 Pro').waitFor();
  });
});
