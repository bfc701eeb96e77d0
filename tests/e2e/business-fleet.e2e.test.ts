/**
 * What a fleet admin of Nordflotte does on /cars in a real Chromium against the seeded portal: the
 * tabs with their counts, search with its match count, a filter and a sort, the CSV export of the
 * view, and assigning a driver to a car, read back after a reload (business spec §2, §5).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { carsTable, type ShownCar, shownCars, signInAsBusiness, tabCount } from './support/business.ts';
import { parseCsv } from './support/csv.ts';
import { pathOf, portalInChromium } from './support/portal-browser.ts';

const portal = portalInChromium();

const TABS = [
  { label: 'Meine Flotte', path: '/cars/all' },
  { label: 'Reserviert', path: '/cars/orders' },
  { label: 'Übergabe', path: '/cars/handover' },
  { label: 'Endend', path: '/cars/return' },
  { label: 'Archiv', path: '/cars/archived' },
] as const;

/** The portal asks the BFF for pages of 25 cars (features/fleet/cars-view.ts). */
const PAGE_SIZE = 25;

/** How long to wait for a view to load on a busy machine (expect.poll waits 1 s by default). */
const WAIT = { timeout: 15_000 };

/** '1.234,56 €' → cents, as the portal formats a monthly rate for de-DE. */
const centsOf = (rate: string): number =>
  Math.round(Number(rate.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

/** Waits until the table shows what `ready` accepts (a new view loads behind the previous page). */
const carsWhen = async (page: Page, ready: (cars: ShownCar[]) => boolean): Promise<ShownCar[]> => {
  let cars: ShownCar[] = [];
  await expect
    .poll(async () => {
      cars = await shownCars(page);
      return ready(cars);
    }, WAIT)
    .toBe(true);
  return cars;
};

const admin = async (): Promise<Page> => {
  const page = await portal.newPage();
  await signInAsBusiness(page, 'admin@nordflotte.example');
  await carsTable(page);
  return page;
};

describe('the fleet list of an admin', () => {
  it('shows the five tabs with their counts, each listing its cars a page at a time', async () => {
    const page = await admin();
    const counts = new Map<string, number>();
    for (const { label } of TABS) counts.set(label, await tabCount(page, label));
    expect(counts.get('Meine Flotte')).toBeGreaterThan(PAGE_SIZE);
    for (const { label, path } of TABS) {
      const count = counts.get(label) ?? 0;
      await page.getByRole('tab', { name: new RegExp(`^${label} \\(`) }).click();
      await page.waitForURL(`**${path}`);
      expect(pathOf(page)).toBe(path);
      const cars = await carsWhen(page, (shown) => shown.length === Math.min(count, PAGE_SIZE));
      expect(cars.every((car) => car.company === 'Nordflotte GmbH')).toBe(true);
      if (count > PAGE_SIZE)
        await expect
          .poll(() => page.getByRole('navigation', { name: 'Seiten' }).textContent(), WAIT)
          .toContain(`Seite 1 von ${Math.ceil(count / PAGE_SIZE)}`);
    }
    // The counts are the fleet's, not the open tab's: the same on every tab.
    for (const { label } of TABS) expect(await tabCount(page, label)).toBe(counts.get(label));
  });

  it('searches with a match count, filters, sorts, and exports exactly the view as CSV', async () => {
    const page = await admin();
    await page.getByRole('searchbox', { name: 'Suche' }).fill('Tesla');
    await page.waitForURL('**/cars/all?search=Tesla');
    const status = page.getByRole('status').filter({ hasText: 'Treffer für „Tesla“' });
    await status.waitFor();
    const matches = Number(/(\d+) Treffer/.exec((await status.textContent()) ?? '')?.[1]);
    expect(matches).toBeGreaterThan(1);
    const found = await carsWhen(
      page,
      (cars) =>
        cars.length === Math.min(matches, PAGE_SIZE) && cars.every((car) => car.name.startsWith('Tesla')),
    );

    // The sort changes the order: highest monthly rate first.
    await page.getByRole('combobox', { name: 'Sortierung' }).selectOption({ label: 'Höchste Monatsrate' });
    await page.waitForURL('**/cars/all?search=Tesla&sort=**');
    const sorted = await carsWhen(page, (cars) => {
      const rates = cars.map((car) => centsOf(car.rate));
      return cars.length === found.length && rates.every((rate, i) => i === 0 || (rates[i - 1] ?? 0) >= rate);
    });
    expect(sorted.map((car) => car.id)).not.toEqual(found.map((car) => car.id));
    expect(new Set(sorted.map((car) => car.id))).toEqual(new Set(found.map((car) => car.id)));

    // The CSV export is the view (search and sort) without paging.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV exportieren' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^flotte-.*\.csv$/);
    const rows = parseCsv(await readFile(await download.path(), 'utf8'), ';');
    expect(rows).toHaveLength(matches);
    expect(
      rows.slice(0, sorted.length).map((row) => ({
        id: row.Bestellnummer,
        name: `${row.Marke} ${row.Modell}`,
        plate: row.Kennzeichen || '–',
        // One money format on the page and in the file ("549 €", "209,24 €").
        rate: row['Monatliche Rate brutto (EUR)'],
      })),
    ).toEqual(sorted.map((car) => ({ id: car.id, name: car.name, plate: car.plate, rate: car.rate })));

    // The renewability filter narrows the view further and keeps search and sort.
    await page.getByRole('combobox', { name: 'Verlängerbarkeit' }).selectOption({ label: 'Verlängerbar' });
    await page.waitForURL(/renewability=prolongation/);
    expect(pathOf(page)).toContain('search=Tesla');
    await expect
      .poll(async () => Number(/(\d+) Treffer/.exec((await status.textContent()) ?? '')?.[1]), WAIT)
      .toBeLessThan(matches);
  });

  it('marks the cars needing action, lists them first and alone on request, on every tab with a dot', async () => {
    const page = await admin();
    const marked = (cars: ShownCar[]) => cars.filter((car) => car.action === 'Aktion erforderlich');
    await page
      .getByRole('combobox', { name: 'Sortierung' })
      .selectOption({ label: 'Aktion erforderlich zuerst' });
    await page.waitForURL('**/cars/all?sort=action_required');
    // The marked cars come first, then the others: one run of marks from the top.
    const first = await carsWhen(
      page,
      (cars) => cars.length === PAGE_SIZE && marked(cars).length > 0 && cars[0]?.action !== '',
    );
    const runs = first.map((car) => car.action !== '');
    expect(runs).toEqual([...runs].sort((a, b) => Number(b) - Number(a)));
    expect(await seriousViolations(page, '/cars/all (sorted by action required)')).toEqual([]);

    // The filter keeps only the marked cars, tab by tab, and keeps the sort.
    const fleet = await tabCount(page, 'Meine Flotte');
    await page.getByRole('combobox', { name: 'Aktion erforderlich' }).selectOption({
      label: 'Nur mit Aktion erforderlich',
    });
    await page.waitForURL(/action=required/);
    expect(pathOf(page)).toContain('sort=action_required');
    await expect.poll(() => tabCount(page, 'Meine Flotte'), WAIT).toBeLessThan(fleet);
    const needing = await page
      .getByRole('tablist', { name: 'Fahrzeuge nach Status' })
      .getByRole('img', { name: 'Aktion erforderlich' })
      .count();
    expect(needing).toBeGreaterThanOrEqual(2);
    for (const { label, path } of TABS) {
      await page.getByRole('tab', { name: new RegExp(`^${label} \\(`) }).click();
      await page.waitForURL(new RegExp(`${path}\\?.*action=required`));
      const count = await tabCount(page, label);
      // A tab has cars left under the filter exactly when it shows the dot.
      const dot = page.getByRole('tab', { name: new RegExp(`^${label} \\(`) }).getByRole('img');
      expect(count > 0).toBe((await dot.count()) > 0);
      if (count === 0) {
        await page.getByText('Kein Fahrzeug entspricht Ihrer Suche und Ihren Filtern.').waitFor();
        continue;
      }
      const cars = await carsWhen(page, (shown) => shown.length === Math.min(count, PAGE_SIZE));
      expect(marked(cars)).toEqual(cars);
    }
    expect(await seriousViolations(page, '/cars/archived (action required only)')).toEqual([]);
  });

  it('assigns a driver to a car without one, which the order and the list show after a reload', async () => {
    const page = await admin();
    await page.getByRole('searchbox', { name: 'Suche' }).fill('HH-NF 2004');
    const [car] = await carsWhen(page, (cars) => cars.length === 1 && cars[0]?.plate === 'HH-NF 2004');
    expect(car?.driver).toBe('Keine Fahrer*in');
    await page.getByRole('link', { name: car?.name ?? '' }).click();
    await page.waitForURL('**/orders/f-2004');

    await page
      .getByRole('region', { name: 'Aktionen' })
      .getByRole('button', { name: 'Fahrer*in zuweisen' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Fahrer*in zuweisen' });
    // Nothing chosen: the specification's message, and nothing is sent.
    await dialog.getByRole('button', { name: 'Zuweisen' }).click();
    await dialog
      .getByText(
        'Bitte wählen Sie eine*n Fahrer*in aus der Liste aus oder markieren Sie dieses Fahrzeug als geteiltes Fahrzeug.',
      )
      .waitFor();
    await dialog.getByRole('radio', { name: /^Lea Becker/ }).check();
    await dialog.getByRole('button', { name: 'Zuweisen' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('region', { name: 'Fahrer*in' }).getByText('Lea Becker').waitFor();
    await page.goto('/cars/all?search=HH-NF+2004');
    await carsWhen(page, (cars) => cars.length === 1 && cars[0]?.driver === 'Lea Becker');
  });

  it('names the follow-up vehicle and its handover date on a bridging car', async () => {
    const page = await admin();
    await page.goto('/orders/f-2031');
    const banner = page.locator('.fui-MessageBar', { hasText: 'Übergangsfahrzeug' });
    await banner.getByText(/Folgefahrzeug: BMW i4 eDrive40, Übergabe am \d\d\.\d\d\.\d{4}\./).waitFor();
  });
});
