import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  costMonthHref,
  handoversHref,
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
  handoversWithin90Days: number;
  handoversPerWeek: { from: string; to: string; count: number }[];
  costPerMonth: { month: string; net: number; gross: number; cars: number; ahead: boolean }[];
};

type MonthCost = { month: string; net: number; gross: number; cars: number };

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
  [
    'handovers in 90 days',
    overview.handoversWithin90Days,
    handoversHref({
      from: overview.handoversPerWeek[0]?.from ?? '',
      to: overview.handoversPerWeek.at(-1)?.to ?? '',
    }),
  ],
  ...overview.handoversPerWeek.map((week): [string, number, string] => [
    `handovers from ${week.from}`,
    week.count,
    handoversHref(week),
  ]),
];

/** The list the cars page shows at an address: the answer to the query it reads from its URL. */
const listAt = async (caller: Caller, href: string) => {
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
  return response.json().data as {
    matchCount: number;
    tabCounts: Record<string, number>;
    monthCost?: MonthCost;
  };
};

/** The count the cars page shows at an address: the tab's matches of its view. */
const listCountAt = async (caller: Caller, href: string): Promise<number> =>
  (await listAt(caller, href)).matchCount;

/**
 * A month's cost as the list at its address states it (monthCost), and the cars its tabs divide it
 * into: running ones in "Meine Flotte", those returned since in the archive.
 */
const monthCostAt = async (caller: Caller, href: string): Promise<MonthCost & { inTabs: number }> => {
  const list = await listAt(caller, href);
  expect(list.monthCost, href).toBeDefined();
  return {
    ...(list.monthCost as MonthCost),
    inTabs: (list.tabCounts.all ?? 0) + (list.tabCounts.orders ?? 0) + (list.tabCounts.archived ?? 0),
  };
};

const expectEveryFigureOnItsList = async (caller: Caller) => {
  const overview: Overview = (await caller.get(`${API}/overview`)).json().data;
  const figures = figuresOf(overview);
  const shown = await Promise.all(figures.map(([, , href]) => listCountAt(caller, href)));
  expect(figures.map(([what, , href], index) => [what, shown[index], href])).toEqual(
    figures.map(([what, count, href]) => [what, count, href]),
  );
  const months = await Promise.all(
    overview.costPerMonth.map((month) => monthCostAt(caller, costMonthHref(month.month))),
  );
  expect(months).toEqual(
    overview.costPerMonth.map(({ month, net, gross, cars }) => ({ month, net, gross, cars, inTabs: cars })),
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
    expect(overview.handoversPerWeek.map((week) => [week.from, week.to])).toEqual(
      overview.returnsPerWeek.map((week) => [week.from, week.to]),
    );
    expect(overview.handoversPerWeek.reduce((sum, week) => sum + week.count, 0)).toBe(
      overview.handoversWithin90Days,
    );
    expect(overview.handoversWithin90Days).toBeGreaterThan(0);
  });

  it('show the cost of the last 12 months and the commitments ahead, each month the sum of its cars’ rates', async () => {
    const overview = await expectEveryFigureOnItsList(await bff.signIn('admin@nordflotte.example'));
    const months = overview.costPerMonth;
    expect(months.filter((month) => !month.ahead).map((month) => month.month)).toEqual([
      '2025-11',
      '2025-12',
      ...Array.from({ length: 10 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    ]);
    expect(months.find((month) => month.ahead)?.month).toBe('2026-11');
    expect(months.filter((month) => month.ahead).length).toBeGreaterThanOrEqual(12);
    // Every month of the past and this one cost something; the gross is the net with 19% VAT.
    for (const month of months.filter((month) => month.month <= '2026-11')) {
      expect(month.cars, month.month).toBeGreaterThan(0);
      expect(Math.abs(month.gross - Math.round(month.net * 1.19)), month.month).toBeLessThanOrEqual(
        month.cars,
      );
    }
    // Once the last running contract has ended the fleet costs nothing: the commitments end there.
    expect(months.at(-1)?.cars).toBeGreaterThan(0);
  });

  it('refuse a handover window or a month of cost that is none', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    for (const query of [
      'handoversFrom=2026-02-30',
      'handoversTo=morgen',
      'costMonth=2026-13',
      'costMonth=2026-1',
    ]) {
      const response = await admin.get(`${API}/cars?tab=all&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields), query).toEqual([`query.${query.split('=')[0]}`]);
    }
  });

  it('stay the numbers of their lists with 2,000 more cars (portal db seed --fleet-cars 2000)', async () => {
    await seedFleetCars(bff.db, 2_000, DEMO_NOW);
    const overview = await expectEveryFigureOnItsList(await bff.signIn('admin@nordflotte.example'));
    expect(overview.tabCounts.all + overview.tabCounts.orders + overview.tabCounts.archived).toBe(2_200);
  }, 120_000);
});
