/**
 * Editing links of content in a real Chromium against the seeded portal (consumer spec §6, business
 * spec §6: "Editing links for content are shown only to editors"): the demo editor sees one per
 * module of a car's details page and reaches the editor view through it; a customer sees none.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { portalInChromium, signIn } from './support/portal-browser.ts';

const portal = portalInChromium();

describe('editing links of content modules', () => {
  it('are shown to the editor on a content page, one per module, and lead to its editor view', async () => {
    const page = await portal.newPage();
    await signIn(page, 'redaktion@demo.example');
    // The demo editor's own subscription (adapters/sql/seed.ts demoEditorDeals).
    await page.goto('/mycars/d-1901');
    await page.getByRole('heading', { level: 1, name: 'Skoda Enyaq' }).waitFor();
    const links = page.getByRole('link', { name: /^Bearbeiten: Modul / });
    await links.first().waitFor();
    const first = links.first();
    expect(await first.textContent()).toBe('Bearbeiten');
    expect(await first.getAttribute('target')).toBe('_blank');
    expect(await first.getAttribute('rel')).toBe('noopener noreferrer');
    const vehicleDetails = page.getByRole('link', { name: /^Bearbeiten: Modul vehicle-details \(m-1\)/ });
    const href = (await vehicleDetails.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/redaktion\/seiten\/car-details\/de-DE#m-1$/);
    expect(await links.count()).toBeGreaterThan(3);
    expect(await seriousViolations(page, 'car details with editing links')).toEqual([]);

    // The link's target, on the portal the editor is signed in to.
    const target = new URL(href);
    await page.goto(`${target.pathname}${target.hash}`);
    await page.getByRole('heading', { level: 1, name: 'Redaktionsansicht' }).waitFor();
    const module = page.locator('[id="m-1"]');
    await module.getByRole('heading', { name: 'vehicle-details' }).waitFor();
    expect(await module.textContent()).toContain('Modul-ID: m-1');
    expect(await module.textContent()).toContain('"showFooterActions"');
    expect(await seriousViolations(page, 'editor view')).toEqual([]);
  });

  it('are not shown to a customer, on the same page built from the same content', async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    await page.goto('/mycars/d-1001');
    await page.getByRole('heading', { level: 1, name: 'Volkswagen ID.4 Pro' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Fahrzeugdetails' }).waitFor();
    expect(await page.getByRole('link', { name: /Bearbeiten/ }).count()).toBe(0);

    await page.goto('/redaktion/seiten/car-details/de-DE');
    await page.getByText('Diese Ansicht ist nur für die Redaktion.').waitFor();
    expect(await page.getByRole('heading', { name: 'vehicle-details' }).count()).toBe(0);
    expect(await seriousViolations(page, 'editor view refused to a customer')).toEqual([]);
  });
});
