import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DealState } from '../deals/types.ts';
import { berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';
import {
  type FleetCar,
  foldForSearch,
  isCarInTab,
  isProlongable,
  matchesSearch,
  needsAction,
} from './cars-list.ts';
import { CARS_TABS } from './cars-tabs.ts';
import { type FleetListRow, fleetListRowOf } from './fleet-list-row.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const day = (offset: number) => toIsoDate(berlinDayOfInstant(NOW) + offset);

/** How the list's SQL asks a stored row at `now` (adapters/sql/fleet-list.ts). */
const asked = (row: FleetListRow, now: Date) => {
  const lapsed = row.reservationLapsesAt !== null && row.reservationLapsesAt.getTime() <= now.getTime();
  return {
    tabs: CARS_TABS.filter((tab) => (lapsed ? tab === 'archived' : row.tabs[tab])),
    needsAction: row.needsAction && !lapsed,
    prolongable: row.prolongableUntil !== null && row.prolongableUntil > toIsoDate(berlinDayOfInstant(now)),
    matches: (search: string) =>
      foldForSearch(search)
        .split(/\s+/)
        .filter(Boolean)
        .every((word) => {
          const lines = row.searchText.split('\n');
          return lines.some((line) => line.includes(word) || line.includes(word.replace(/-/g, '')));
        }),
  };
};

const carArbitrary: fc.Arbitrary<FleetCar> = fc.record({
  id: fc.constantFrom('f-2001', 'f-100042'),
  state: fc.constantFrom<DealState>(
    'ACTIVE',
    'HANDOVER',
    'SCHEDULED',
    'NOT_SIGNED',
    'RETURN',
    'RETURNING',
    'ARCHIVED',
    'CREATED',
    'PROLONGED',
  ),
  created_at: fc.option(
    fc
      .integer({ min: -200, max: 10 })
      .map((hours) => new Date(NOW.getTime() + hours * 3_600_000).toISOString()),
    { nil: null },
  ),
  amount: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
  return_date: fc.option(fc.integer({ min: -10, max: 10 }).map(day), { nil: null }),
  end_date: fc.option(fc.integer({ min: -10, max: 10 }).map(day), { nil: null }),
  return_type: fc.option(fc.constantFrom('PICKUP' as const, 'SELF_RETURN' as const), { nil: null }),
  subscribed_to: fc.option(fc.constantFrom('PROLONGATION' as const, 'NEW' as const), { nil: undefined }),
  bridging_type: fc.option(fc.constant('BEGINNING' as const), { nil: undefined }),
  followup_subscription_id: fc.option(fc.constant('f-3000'), { nil: null }),
  planned_delivery_date: fc.option(fc.integer({ min: 1, max: 9 }).map(day), { nil: null }),
  driver_name: fc.option(fc.constantFrom('Jürgen Groß', 'Lea Becker'), { nil: null }),
  company: fc.constant({ id: 'co-nordflotte', name: 'Nordflotte GmbH' }),
  car: fc.record({
    oem: fc.constantFrom('BMW', 'Škoda'),
    model: fc.constantFrom('i4 eDrive40', 'Enyaq'),
    license_plate: fc.option(fc.constantFrom('M AB 1234', 'HH-NF 2001'), { nil: null }),
  }),
}) as unknown as fc.Arbitrary<FleetCar>;

const searchArbitrary = fc.constantFrom(
  '',
  'bmw',
  'MAB1234',
  'm-ab',
  'gross jur',
  'skoda enyaq',
  '2001',
  'becker x',
  'hh-nf',
);

describe("the fleet list's read-model row", () => {
  it('answers, on any later day, what the list rules answer for the car', () => {
    fc.assert(
      fc.property(
        carArbitrary,
        fc.integer({ min: -48, max: 24 * 12 }),
        searchArbitrary,
        (car, hours, search) => {
          const now = new Date(NOW.getTime() + hours * 3_600_000);
          const row = asked(fleetListRowOf(car), now);
          expect(row.tabs).toEqual(CARS_TABS.filter((tab) => isCarInTab(car, tab, now)));
          expect(row.needsAction).toBe(needsAction(car, now) && row.tabs.length > 0);
          expect(row.prolongable).toBe(isProlongable(car, now));
          expect(row.matches(search)).toBe(matchesSearch(car, search));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
