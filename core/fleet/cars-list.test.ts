import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEAL_STATES } from '../deals/types.ts';
import {
  ACTION_FILTERS,
  CARS_SORTS,
  type CarsListQuery,
  type FleetCar,
  isProlongable,
  matchesSearch,
  needsAction,
  queryCarsList,
  sortCars,
} from './cars-list.ts';
import { CARS_TABS } from './cars-tabs.ts';

const now = new Date('2026-05-10T10:00:00Z');
const reservedYesterday = '2026-05-09T10:00:00Z';

const aFleetCar = (overrides: Partial<FleetCar> = {}): FleetCar => ({
  id: 'd-2001',
  state: 'ACTIVE',
  amount: 49_900,
  created_at: '2026-01-10T09:00:00Z',
  return_date: '2026-12-31',
  car: { oem: 'BMW', model: 'X3', license_plate: 'M-AB 1234' },
  driver_name: 'Jürgen Müller',
  company: { id: 'c-1', name: 'Muster GmbH' },
  ...overrides,
});

const aQuery = (overrides: Partial<CarsListQuery> = {}): CarsListQuery => ({
  tab: 'all',
  search: '',
  renewability: 'all',
  sort: 'default',
  ...overrides,
});

const ids = (cars: readonly FleetCar[]) => cars.map((car) => car.id);

describe('cars list search', () => {
  const car = aFleetCar({
    id: 'd-7788',
    car: { oem: 'Škoda', model: 'Octavia Combi', license_plate: 'B-XY 42' },
  });

  it('finds a car by licence plate, make, model, driver name and deal id', () => {
    for (const search of ['B-XY 42', 'Škoda', 'octavia', 'Müller', 'd-7788'])
      expect(matchesSearch(car, search)).toBe(true);
  });

  it('ignores case and accents', () => {
    expect(matchesSearch(car, 'SKODA')).toBe(true);
    expect(matchesSearch(car, 'jurgen muller')).toBe(true);
    expect(matchesSearch(aFleetCar({ driver_name: 'Jens Weiß' }), 'WEISS')).toBe(true);
  });

  it('finds a licence plate written without spaces or with hyphens', () => {
    expect(matchesSearch(car, 'bxy42')).toBe(true);
    expect(matchesSearch(car, 'b-xy-42')).toBe(true);
  });

  it('needs every word of the search to occur in one of the searched texts', () => {
    expect(matchesSearch(car, 'skoda combi')).toBe(true);
    expect(matchesSearch(car, 'skoda golf')).toBe(false);
  });

  it('does not search the company name', () => {
    expect(matchesSearch(car, 'Muster')).toBe(false);
  });

  it('lets an empty or blank search match every car', () => {
    expect(matchesSearch(car, '')).toBe(true);
    expect(matchesSearch(car, '   ')).toBe(true);
  });
});

describe('renewability "prolongation"', () => {
  it('offers an ACTIVE car whose return is tomorrow', () => {
    expect(isProlongable(aFleetCar({ return_date: '2026-05-11' }), now)).toBe(true);
  });

  it('does not offer a car whose return is today or past', () => {
    expect(isProlongable(aFleetCar({ return_date: '2026-05-10' }), now)).toBe(false);
    expect(isProlongable(aFleetCar({ return_date: '2026-05-01' }), now)).toBe(false);
  });

  it('falls back to the end date, and offers nothing without either date', () => {
    expect(isProlongable(aFleetCar({ return_date: null, end_date: '2026-06-01' }), now)).toBe(true);
    expect(isProlongable(aFleetCar({ return_date: null, end_date: null }), now)).toBe(false);
  });

  it('does not offer prolongation or swap-same-day deals', () => {
    expect(isProlongable(aFleetCar({ subscribed_to: 'PROLONGATION' }), now)).toBe(false);
    expect(isProlongable(aFleetCar({ subscribed_to: 'SWAP_SAME_DAY' }), now)).toBe(false);
    expect(isProlongable(aFleetCar({ subscribed_as: 'PROLONGATION' }), now)).toBe(false);
    expect(isProlongable(aFleetCar({ subscribed_as: 'SWAP_SAME_DAY' }), now)).toBe(false);
  });

  it('does not offer transition vehicles, cars with a follow-up or a planned return', () => {
    expect(isProlongable(aFleetCar({ bridging_type: 'BEGINNING' }), now)).toBe(false);
    expect(isProlongable(aFleetCar({ followup_subscription_id: 'd-9' }), now)).toBe(false);
    expect(isProlongable(aFleetCar({ return_type: 'PICKUP' }), now)).toBe(false);
  });

  it('offers only ACTIVE cars', () => {
    for (const state of DEAL_STATES)
      expect(isProlongable(aFleetCar({ state }), now)).toBe(state === 'ACTIVE');
  });

  it('filters the list down to prolongable cars', () => {
    const cars = [aFleetCar({ id: 'a' }), aFleetCar({ id: 'b', subscribed_to: 'PROLONGATION' })];
    expect(ids(queryCarsList(cars, aQuery({ renewability: 'prolongation' }), now).items)).toEqual(['a']);
  });
});

describe('lapsed reservations', () => {
  const lapsed = aFleetCar({ id: 'l', state: 'NOT_SIGNED', created_at: '2026-05-07T10:00:00Z' });
  const reserved = aFleetCar({ id: 'r', state: 'NOT_SIGNED', created_at: '2026-05-07T10:00:01Z' });

  it('leave the reserved tab for the archive three days after creation, without the action dot', () => {
    const cars = [lapsed, reserved];
    expect(ids(queryCarsList(cars, aQuery({ tab: 'orders' }), now).items)).toEqual(['r']);
    expect(ids(queryCarsList(cars, aQuery({ tab: 'archived' }), now).items)).toEqual(['l']);
    expect(queryCarsList(cars, aQuery(), now).tabCounts).toMatchObject({ orders: 1, archived: 1 });
    expect(needsAction(lapsed, now)).toBe(false);
    expect(needsAction(reserved, now)).toBe(true);
  });
});

describe('cars needing action', () => {
  it('flags a reserved order awaiting signature', () => {
    expect(needsAction(aFleetCar({ state: 'NOT_SIGNED', created_at: reservedYesterday }), now)).toBe(true);
  });

  it('flags a handover or scheduled car without a planned delivery date, and not once it has one', () => {
    expect(needsAction(aFleetCar({ state: 'HANDOVER' }), now)).toBe(true);
    expect(needsAction(aFleetCar({ state: 'SCHEDULED', planned_delivery_date: null }), now)).toBe(true);
    expect(needsAction(aFleetCar({ state: 'HANDOVER', planned_delivery_date: '2026-06-01' }), now)).toBe(
      false,
    );
    expect(needsAction(aFleetCar({ state: 'SCHEDULED', planned_delivery_date: '2026-06-01' }), now)).toBe(
      false,
    );
  });

  it('does not flag a car already being delivered', () => {
    expect(needsAction(aFleetCar({ state: 'DELIVERING' }), now)).toBe(false);
  });

  it('flags a return without a return type, and not a return already planned or under way', () => {
    expect(needsAction(aFleetCar({ state: 'RETURN' }), now)).toBe(true);
    expect(needsAction(aFleetCar({ state: 'RETURN', return_type: 'SELF_RETURN' }), now)).toBe(false);
    expect(needsAction(aFleetCar({ state: 'RETURNING' }), now)).toBe(false);
  });

  it('does not flag running or archived cars', () => {
    for (const state of [
      'ACTIVE',
      'PROLONGED',
      'PROLONGATION',
      'FINAL_INVOICE',
      'ARCHIVED',
      'UNKNOWN',
    ] as const)
      expect(needsAction(aFleetCar({ state }), now)).toBe(false);
  });

  it('shows the dot on every tab holding a car that needs action', () => {
    const cars = [aFleetCar({ id: 'a', state: 'RETURN' }), aFleetCar({ id: 'b', state: 'ARCHIVED' })];
    expect(queryCarsList(cars, aQuery(), now).tabsNeedingAction).toEqual(['all', 'return']);
    expect(
      queryCarsList([aFleetCar({ state: 'NOT_SIGNED', created_at: reservedYesterday })], aQuery(), now)
        .tabsNeedingAction,
    ).toEqual(['orders']);
    expect(queryCarsList([aFleetCar()], aQuery(), now).tabsNeedingAction).toEqual([]);
  });

  it('keeps the dot while a search hides the car, but not for another company', () => {
    const cars = [
      aFleetCar({
        state: 'NOT_SIGNED',
        created_at: reservedYesterday,
        company: { id: 'c-2', name: 'Zweite AG' },
      }),
    ];
    expect(queryCarsList(cars, aQuery({ search: 'Porsche' }), now).tabsNeedingAction).toEqual(['orders']);
    expect(queryCarsList(cars, aQuery({ companyId: 'c-1' }), now).tabsNeedingAction).toEqual([]);
  });
});

describe('cars list query', () => {
  const fleet = [
    aFleetCar({ id: 'a', state: 'ACTIVE', car: { oem: 'BMW', model: 'X3' } }),
    aFleetCar({ id: 'b', state: 'HANDOVER', car: { oem: 'BMW', model: 'i4' } }),
    aFleetCar({
      id: 'c',
      state: 'NOT_SIGNED',
      created_at: reservedYesterday,
      car: { oem: 'Audi', model: 'A4' },
    }),
    aFleetCar({ id: 'd', state: 'ARCHIVED', car: { oem: 'BMW', model: '320d' } }),
    aFleetCar({ id: 'e', state: 'CREATED', car: { oem: 'BMW', model: 'X1' } }),
    aFleetCar({
      id: 'f',
      state: 'RETURN',
      company: { id: 'c-2', name: 'Zweite AG' },
      car: { oem: 'VW', model: 'ID.4' },
    }),
  ];

  it('shows the cars of the current tab only', () => {
    expect(ids(queryCarsList(fleet, aQuery({ tab: 'all' }), now).items)).toEqual(['a', 'b', 'f']);
    expect(ids(queryCarsList(fleet, aQuery({ tab: 'handover' }), now).items)).toEqual(['b']);
    expect(ids(queryCarsList(fleet, aQuery({ tab: 'orders' }), now).items)).toEqual(['c']);
    expect(ids(queryCarsList(fleet, aQuery({ tab: 'archived' }), now).items)).toEqual(['d']);
  });

  it('counts the matches in the current tab after search, and the tab total before it', () => {
    const result = queryCarsList(fleet, aQuery({ tab: 'all', search: 'bmw' }), now);
    expect(ids(result.items)).toEqual(['a', 'b']);
    expect(result.matchCount).toBe(2);
    expect(result.total).toBe(3);
    expect(result.tabCounts).toEqual({ all: 2, orders: 0, handover: 1, return: 0, archived: 1 });
  });

  it('filters by company', () => {
    const result = queryCarsList(fleet, aQuery({ companyId: 'c-2' }), now);
    expect(ids(result.items)).toEqual(['f']);
    expect(result.total).toBe(1);
    expect(result.tabCounts).toEqual({ all: 1, orders: 0, handover: 0, return: 1, archived: 0 });
  });

  it('marks the cars needing action and shows only them under "Aktion erforderlich", first when sorted so', () => {
    const all = queryCarsList(fleet, aQuery({ tab: 'all' }), now);
    expect(all.items.map((car) => [car.id, car.action_required])).toEqual([
      ['a', false],
      ['b', true],
      ['f', true],
    ]);
    const required = queryCarsList(fleet, aQuery({ tab: 'all', action: 'required' }), now);
    expect(ids(required.items)).toEqual(['b', 'f']);
    expect(required.tabCounts).toEqual({ all: 2, orders: 1, handover: 1, return: 1, archived: 0 });
    // The dots stay as they are: the filter only narrows the view.
    expect(required.tabsNeedingAction).toEqual(all.tabsNeedingAction);
    const first = queryCarsList(
      [aFleetCar({ id: 'x', state: 'ACTIVE' }), ...fleet],
      aQuery({ tab: 'all', sort: 'action_required' }),
      now,
    );
    expect(ids(first.items)).toEqual(['b', 'f', 'x', 'a']);
  });

  it('pages through the matches, 1-based', () => {
    const cars = ['1', '2', '3', '4', '5'].map((id) => aFleetCar({ id }));
    expect(ids(queryCarsList(cars, aQuery({ page: 1, pageSize: 2 }), now).items)).toEqual(['1', '2']);
    expect(ids(queryCarsList(cars, aQuery({ page: 3, pageSize: 2 }), now).items)).toEqual(['5']);
    expect(ids(queryCarsList(cars, aQuery({ page: 4, pageSize: 2 }), now).items)).toEqual([]);
    expect(ids(queryCarsList(cars, aQuery({ pageSize: 2 }), now).items)).toEqual(['1', '2']);
    expect(queryCarsList(cars, aQuery({ page: 3, pageSize: 2 }), now).matchCount).toBe(5);
  });
});

describe('cars list sort', () => {
  const cars = [
    aFleetCar({ id: 'mid', created_at: '2026-02-01T10:00:00Z', amount: 50_000 }),
    aFleetCar({ id: 'none', created_at: null, amount: null }),
    aFleetCar({ id: 'old', created_at: '2025-11-01T10:00:00Z', amount: 70_000 }),
    aFleetCar({ id: 'new', created_at: '2026-04-01T10:00:00Z', amount: 30_000 }),
    aFleetCar({ id: 'mid-twin', created_at: '2026-02-01T10:00:00Z', amount: 50_000 }),
  ];

  it('keeps the backend order by default', () => {
    expect(ids(sortCars(cars, 'default'))).toEqual(['mid', 'none', 'old', 'new', 'mid-twin']);
  });

  it('sorts by creation, oldest or newest first, ties in the given order, unknown dates last', () => {
    expect(ids(sortCars(cars, 'oldest'))).toEqual(['old', 'mid', 'mid-twin', 'new', 'none']);
    expect(ids(sortCars(cars, 'newest'))).toEqual(['new', 'mid', 'mid-twin', 'old', 'none']);
  });

  it('sorts by monthly rate, lowest or highest first, ties in the given order, unknown rates last', () => {
    expect(ids(sortCars(cars, 'lowest_rate'))).toEqual(['new', 'mid', 'mid-twin', 'old', 'none']);
    expect(ids(sortCars(cars, 'highest_rate'))).toEqual(['old', 'mid', 'mid-twin', 'new', 'none']);
  });

  it('compares creation instants, not texts', () => {
    const offsets = [
      aFleetCar({ id: 'later', created_at: '2026-02-01T10:00:00+01:00' }),
      aFleetCar({ id: 'earlier', created_at: '2026-02-01T09:30:00Z' }),
    ];
    expect(ids(sortCars(offsets, 'oldest'))).toEqual(['later', 'earlier']);
  });
});

const fleetCarArb: fc.Arbitrary<FleetCar> = fc
  .record({
    id: fc.stringMatching(/^d-[0-9]{1,4}$/),
    state: fc.constantFrom(...DEAL_STATES),
    amount: fc.option(fc.integer({ min: 0, max: 200_000 })),
    created_at: fc.option(
      fc
        .date({
          min: new Date('2024-01-01T00:00:00Z'),
          max: new Date('2027-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString()),
    ),
    return_date: fc.option(fc.constantFrom('2026-05-09', '2026-05-10', '2026-05-11', '2027-01-01')),
    subscribed_to: fc.option(
      fc.constantFrom('PROLONGATION', 'SWAP_SAME_DAY') as fc.Arbitrary<'PROLONGATION' | 'SWAP_SAME_DAY'>,
    ),
    oem: fc.constantFrom('BMW', 'Škoda', 'Audi'),
    driver_name: fc.option(fc.constantFrom('Jürgen Müller', 'Anna Weiß')),
    companyId: fc.constantFrom('c-1', 'c-2'),
  })
  .map(({ oem, companyId, ...rest }) => ({
    ...rest,
    car: { oem, model: 'X' },
    company: { id: companyId, name: companyId },
  }));

const queryArb: fc.Arbitrary<CarsListQuery> = fc.record({
  tab: fc.constantFrom(...CARS_TABS),
  search: fc.constantFrom('', 'bmw', 'skoda', 'muller', 'd-1', 'x'),
  renewability: fc.constantFrom('all', 'prolongation') as fc.Arbitrary<'all' | 'prolongation'>,
  action: fc.constantFrom(...ACTION_FILTERS),
  companyId: fc.option(fc.constantFrom('c-1', 'c-2')),
  sort: fc.constantFrom(...CARS_SORTS),
});

describe('cars list invariants', () => {
  it('sorting is a permutation of the cars', () => {
    fc.assert(
      fc.property(fc.array(fleetCarArb), fc.constantFrom(...CARS_SORTS), (cars, sort) => {
        const sorted = sortCars(cars, sort);
        expect(sorted).toHaveLength(cars.length);
        expect(new Set(sorted)).toEqual(new Set(cars));
      }),
    );
  });

  it('sorting by rate puts every car at or below its successor', () => {
    fc.assert(
      fc.property(fc.array(fleetCarArb), (cars) => {
        const rates = sortCars(cars, 'lowest_rate').flatMap((car) =>
          car.amount == null ? [] : [car.amount],
        );
        expect(rates).toEqual([...rates].sort((a, b) => a - b));
      }),
    );
  });

  it('filters never add cars', () => {
    fc.assert(
      fc.property(fc.array(fleetCarArb), queryArb, (cars, query) => {
        const result = queryCarsList(cars, query, now);
        for (const { action_required, ...car } of result.items) {
          expect(cars).toContainEqual(car);
          expect(action_required).toBe(needsAction(car, now));
        }
        const unfiltered = queryCarsList(
          cars,
          { ...query, search: '', renewability: 'all', action: 'all', companyId: null },
          now,
        );
        expect(result.matchCount).toBeLessThanOrEqual(unfiltered.matchCount);
        expect(result.matchCount).toBeLessThanOrEqual(result.total);
        for (const tab of CARS_TABS)
          expect(result.tabCounts[tab]).toBeLessThanOrEqual(unfiltered.tabCounts[tab]);
      }),
    );
  });

  it('the match count equals the items before paging, and equals the tab count', () => {
    fc.assert(
      fc.property(fc.array(fleetCarArb), queryArb, (cars, query) => {
        const result = queryCarsList(cars, query, now);
        expect(result.items).toHaveLength(result.matchCount);
        expect(result.tabCounts[query.tab]).toBe(result.matchCount);
      }),
    );
  });

  it('concatenating the pages gives the full list', () => {
    fc.assert(
      fc.property(
        fc.array(fleetCarArb, { maxLength: 30 }),
        queryArb,
        fc.integer({ min: 1, max: 7 }),
        (cars, query, size) => {
          const full = queryCarsList(cars, query, now).items;
          const pages: FleetCar[] = [];
          for (let page = 1; page <= Math.ceil(full.length / size) + 1; page++)
            pages.push(...queryCarsList(cars, { ...query, page, pageSize: size }, now).items);
          expect(pages).toEqual(full);
        },
      ),
    );
  });
});
