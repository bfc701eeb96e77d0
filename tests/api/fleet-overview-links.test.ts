import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  returnsHref,
  tabHref,
} from '../../adapters/react-ui/src/features/business-settings/overview-links.ts';
import { carsViewOf, listQueryOf } from '../../adapters/react-ui/src/features/fleet/cars-view.ts';
import { seedFleetCars } from '../../adapters/sql/seed/fleet-cars.ts';
import { CARS_TABS, isCarsTab } from '../../core/fleet/cars-tabs.ts';
import { type Caller, DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';

/**
 * Every number of the fleet overview leads to a cars list (overview-links.ts); the list at that
 * address, read as the cars page reads its URL (carsViewOf, listQueryOf), shows the same number.
 */

const API = '/portal/api/bff/fleet';

type Overview = {
  tabCounts: Record<'all' | 'orders' | 'handover' | 'return' | 'archived', number>;
  returningWithin90Days: number;
  returnsPerWeek: { from: string; to: string; count: number }[];
};

/** The figures of the overview as the page links them: [what, number, address]. */
const figuresOf = (overview: Overview): [string, number, string][] => [
  ...CARS_TABS.map((tab): [string, number, string] => [
    `tab ${tab}`,
    overview.tabCounts[tab] ?? 0,
    tabHref(tab),
  ]),
  [
    'returns in 90 days',
    overview.returningWithin90Days,
    returnsHref({
      from: overview.returnsPerWeek[0]?.from ?? '',
      to: overview.returnsPerWeek.at(-1)?.to ?? '',
    }),
  ],
  ...overview.returnsPerWeek.map((week): [string, number, string] => [
    `returns from ${week.from}`,
    week.count,
    returnsHref(week),
  ]),
];

/** The count the cars page shows at an address: the tab's matches of its view. */
const listCountAt = async (caller: Caller, href: string): Promise<number> => {
  const url = new URL(href, 'http://portal.test');
  const tab = url.pathname.split('/')[2] ?? '';
  if (!isCarsTab(tab)) throw new Error(`not a cars list: ${href}`);
  const query = new URLSearchParams(
    Object.entries(listQueryOf(carsViewOf(tab, url.searchParams), true)).map(([key, value]) => [
      key,
      String(value),
    ]),
  );
  const response = await caller.get(`${API}/cars?${query}`);
  expect(response.statusCode, href).toBe(200);
  return response.json().data.matchCount;
};

const expectEveryFigureOnItsList = async (caller: Caller) => {
  const overview: Overview = (await caller.get(`${API}/overview`)).json().data;
  const figures = figuresOf(overview);
  const shown = await Promise.all(figures.map(([, , href]) => listCountAt(caller, href)));
  expect(figures.map(([what, , href], index) => [what, shown[index], href])).toEqual(
    figures.map(([what, count, href]) => [what, count, href]),
  );
  return overview;
};

let bff: DemoBff;
beforeAll(async () => {
  bff = await demoBff();
});
afterAll(() => bff.close());

describe('the fleet overview’s figures', () => {
  it('are each the number of the list they lead to, for Nordflotte’s admin and analyst and Süd Logistik', async () => {
    for (const email of [
      'admin@nordflotte.example',
      'analyst@nordflotte.example',
      'admin@suedlogistik.example',
    ])
      await expectEveryFigureOnItsList(await bff.signIn(email));
  });

  it('divide the fleet into tabs that add up, with returns per week that add up to the 90 days', async () => {
    const overview = await expectEveryFigureOnItsList(await bff.signIn('admin@nordflotte.example'));
    expect(overview.returnsPerWeek).toHaveLength(13);
    expect(overview.returnsPerWeek[0]?.from).toBe('2026-11-23');
    expect(overview.returnsPerWeek.at(-1)?.to).toBe('2027-02-21');
    expect(overview.returnsPerWeek.reduce((sum, week) => sum + week.count, 0)).toBe(
      overview.returningWithin90Days,
    );
    expect(overview.returningWithin90Days).toBeGreaterThan(0);
    const nordflotte = 200;
    expect(overview.tabCounts.all + overview.tabCounts.orders + overview.tabCounts.archived).toBe(nordflotte);
  });

  it('stay the numbers of their lists with 2,000 more cars (portal db seed --fleet-cars 2000)', async () => {
    await seedFleetCars(bff.db, 2_000, DEMO_NOW);
    const overview = await expectEveryFigureOnItsList(await bff.signIn('admin@nordflotte.example'));
    expect(overview.tabCounts.all + overview.tabCounts.orders + overview.tabCounts.archived).toBe(2_200);
  }, 120_000);
});
