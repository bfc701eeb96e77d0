import * as t from 'io-ts';
import {
  ACTION_FILTERS,
  CARS_MAX_PAGE_SIZE,
  CARS_PAGE_SIZE,
  CARS_SORTS,
  type FleetCar as CoreFleetCar,
  RENEWABILITY_FILTERS,
} from '../../core/fleet/cars-list.ts';
import { CARS_TABS } from '../../core/fleet/cars-tabs.ts';
import { Cents, oneOf, QueryInt } from '../codecs.ts';
import { BUSINESS_ADMIN, BUSINESS_ANALYST, BUSINESS_DRIVER, CONSUMER, data, get } from '../route-builders.ts';
import { exampleFleetCar, FleetCar } from './business-shared.ts';

/**
 * The B2B cars page /cars/{tab} and its CSV export (business spec §2 "Cars page"), and a fleet
 * overview: designed by us. The BFF answers with core's queryCarsList (core/fleet/cars-list.ts), so
 * the list's fields are core's CarsListResult; a driver's list holds only the cars assigned to them.
 */

type Assignable<A extends B, B> = A;
/** A row of the list as decoded; it does not compile once it stops being what core's rules read. */
export type FleetCarOnTheWire = Assignable<t.TypeOf<typeof FleetCar>, CoreFleetCar>;

const CarsTab = oneOf(CARS_TABS, 'CarsTab');
const TabCounts = t.type(
  Object.fromEntries(CARS_TABS.map((tab) => [tab, t.Int])) as Record<
    (typeof CARS_TABS)[number],
    typeof t.Int
  >,
  'TabCounts',
);

/**
 * The view of /cars/{tab}. page is 1-based. The list answers one page: pageSize cars
 * (CARS_PAGE_SIZE without one, at most CARS_MAX_PAGE_SIZE; above it 400). The export streams the
 * whole view without pageSize, or the one page asked for.
 */
const CarsListQuery = t.partial({
  tab: CarsTab,
  search: t.string,
  renewability: oneOf(RENEWABILITY_FILTERS, 'Renewability'),
  /** "Aktion erforderlich": only the cars that need the fleet manager (required), or every car. */
  action: oneOf(ACTION_FILTERS, 'ActionFilter'),
  companyId: t.string,
  sort: oneOf(CARS_SORTS, 'CarsSort'),
  /** The return window (YYYY-MM-DD, both included) the fleet overview's returns lead to. */
  returnsFrom: t.string,
  returnsTo: t.string,
  /** The handover window (YYYY-MM-DD, both included) the fleet overview's handovers lead to. */
  handoversFrom: t.string,
  handoversTo: t.string,
  /** The month (YYYY-MM) the fleet overview's cost of a month leads to: the cars costing in it. */
  costMonth: t.string,
  page: QueryInt,
  pageSize: QueryInt,
});

/** What a fleet costs in a month, net and gross (cents), and how many cars make it up. */
const MonthCost = t.type({ month: t.string, net: Cents, gross: Cents, cars: t.Int }, 'MonthCost');

const CarsList = t.intersection(
  [
    t.type({
      /** The current page of the tab, filtered and sorted; action_required marks a car needing action. */
      items: t.array(t.intersection([FleetCar, t.type({ action_required: t.boolean })])),
      /** Matches in the tab after search, renewability and company filter, before paging. */
      matchCount: t.Int,
      /** Cars in the tab of the chosen company (all companies without one), before search and renewability. */
      total: t.Int,
      /** Per tab, the cars that pass search, renewability and company filter. */
      tabCounts: TabCounts,
      /** Tabs that show the dot (actions required); search and renewability do not hide them. */
      tabsNeedingAction: t.array(CarsTab),
      page: t.Int,
      pageSize: t.Int,
    }),
    t.partial({
      /** With costMonth: the cost in that month of the cars of every tab that pass the filters. */
      monthCost: MonthCost,
    }),
  ],
  'CarsList',
);

/** Nordflotte's demo fleet: 200 cars, 172 of them in "Meine Flotte". */
const nordflotteTabCounts = { all: 172, orders: 3, handover: 40, return: 26, archived: 25 };
const nordflotteActionTabs = ['all', 'orders', 'handover', 'return'];

/** The 13 weeks of the next 90 days from the examples' day, 2026-11-23, with Nordflotte's counts. */
const weeksExample = (counts: readonly number[]) =>
  counts.map((count, week) => ({
    from: new Date(Date.UTC(2026, 10, 23 + week * 7)).toISOString().slice(0, 10),
    to: new Date(Date.UTC(2026, 10, 23 + week * 7 + 6)).toISOString().slice(0, 10),
    count,
  }));

/** Two months of Nordflotte's cost: the last before this one, and this one (a commitment). */
const COST_PER_MONTH_EXAMPLE = [
  { month: '2026-10', net: 8_425_210, gross: 10_026_000, cars: 168, ahead: false },
  { month: '2026-11', net: 8_742_269, gross: 10_403_300, cars: 172, ahead: true },
];

export const fleetRoutes = {
  getFleetCars: get({
    name: 'getFleetCars',
    path: '/portal/api/bff/fleet/cars',
    query: CarsListQuery,
    response: data(CarsList),
    errors: ['bad_request', 'forbidden'],
    access: 'business',
    summary: `One tab of the fleet (default all): search with match count, renewability, company and "Aktion erforderlich" (action=required) filters, six sorts (action_required: the cars needing action first), each car marked (action_required), pages of pageSize cars (${CARS_PAGE_SIZE} without one, at most ${CARS_MAX_PAGE_SIZE}: above it 400; every car: the CSV export), counts per tab and the tabs needing action. The overview's figures lead here: a return window (returnsFrom/returnsTo), a handover window (handoversFrom/handoversTo) and a month of cost (costMonth, YYYY-MM: the cars costing in it, with their cost over every tab in monthCost); a day or month that is none: 400 with the field.`,
    area: 'fleet',
    example: {
      state: BUSINESS_ADMIN,
      query: { tab: 'all', search: 'BMW', renewability: 'all', sort: 'newest', page: 1, pageSize: 25 },
      response: {
        data: {
          items: [{ ...exampleFleetCar, action_required: false }],
          matchCount: 20,
          total: 172,
          tabCounts: { all: 20, orders: 0, handover: 6, return: 0, archived: 0 },
          tabsNeedingAction: nordflotteActionTabs,
          page: 1,
          pageSize: 25,
        },
      },
    },
    errorExamples: [
      // A tab that does not exist, a page of 0: 400 with the field, never an empty list.
      {
        state: BUSINESS_ADMIN,
        query: { tab: 'parked', page: 0, pageSize: 25 },
        status: 400,
        code: 'bad_request',
      },
      // The overview's handover weeks and cost months lead to the list: a day or month that is
      // none is refused with its field, never read as no filter.
      {
        state: BUSINESS_ADMIN,
        query: { tab: 'handover', handoversFrom: '2026-12-07', handoversTo: '2026-12-32' },
        status: 400,
        code: 'bad_request',
      },
      {
        state: BUSINESS_ADMIN,
        query: { tab: 'all', costMonth: '2026-13' },
        status: 400,
        code: 'bad_request',
      },
      // More than a page may hold: 400, the export is the way to every car.
      {
        state: BUSINESS_ADMIN,
        query: { tab: 'all', page: 1, pageSize: CARS_MAX_PAGE_SIZE + 1 },
        status: 400,
        code: 'bad_request',
      },
      { state: CONSUMER, status: 403, code: 'forbidden' },
    ],
  }),
  exportFleetCars: get({
    name: 'exportFleetCars',
    path: '/portal/api/bff/fleet/cars/export',
    query: CarsListQuery,
    response: { kind: 'binary', contentTypes: ['text/csv'] },
    errors: ['bad_request', 'forbidden', 'export_failed'],
    access: 'business',
    summary:
      "The current view of /cars as CSV (UTF-8 with BOM, semicolons, German dates and amounts), streamed: every car of the view without pageSize (no maximum), else the page asked for; failure: 'Export fehlgeschlagen'.",
    area: 'fleet',
    example: {
      state: BUSINESS_ADMIN,
      query: { tab: 'return', renewability: 'all', sort: 'default' },
      response: 'text/csv',
    },
    errorExamples: [
      {
        state: 'business admin admin@nordflotte.example is signed in and the CSV export fails',
        query: { tab: 'return', renewability: 'all', sort: 'default' },
        status: 500,
        code: 'export_failed',
      },
    ],
  }),
  getFleetOverview: get({
    name: 'getFleetOverview',
    path: '/portal/api/bff/fleet/overview',
    response: data(
      t.type({
        tabCounts: TabCounts,
        /** Monthly rates of the running cars (every tab but orders and archived), in cents. */
        monthlyCost: t.type({
          total: Cents,
          perCompany: t.array(t.type({ companyId: t.string, companyName: t.string, amount: Cents })),
        }),
        /** Cars whose return date is within the next 90 days (the return and swap banners' window, §9). */
        returningWithin90Days: t.Int,
        /**
         * The same 90 days in weeks from today (the last one shorter), each with the cars returning in
         * it: the cars list shows them with ?tab=all&returnsFrom=&returnsTo=.
         */
        returnsPerWeek: t.array(t.type({ from: t.string, to: t.string, count: t.Int })),
        /** Cars of the handover tab handed over within the same 90 days (coordinated, else preliminary date). */
        handoversWithin90Days: t.Int,
        /** The same weeks, each with the cars handed over in it: ?tab=handover&handoversFrom=&handoversTo=. */
        handoversPerWeek: t.array(t.type({ from: t.string, to: t.string, count: t.Int })),
        /**
         * The fleet's cost per month (YYYY-MM), net and gross in cents, with the cars making it up:
         * the 12 months before this one, then this one and those ahead (ahead: true) until the last
         * running term ends, at least 12. The cars of a month: ?costMonth=YYYY-MM (monthCost).
         */
        costPerMonth: t.array(t.intersection([MonthCost, t.type({ ahead: t.boolean })])),
        /** The company's contracts whose signature is missing (UNSIGNED, CHECKED_OUT; §4), not yet lapsed 3 days after creation (§9). */
        contractsAwaitingSignature: t.Int,
      }),
    ),
    errors: ['forbidden'],
    access: 'business',
    summary:
      'For admins and analysts (drivers: 403): cars per tab, monthly cost in cents in total and per company, returns and handovers in the next 90 days in total and per week, the cost per month net and gross (the last 12 months, this one and those ahead until the running terms end, at least 12), contracts awaiting signature.',
    area: 'fleet',
    example: {
      state: BUSINESS_ANALYST,
      response: {
        data: {
          tabCounts: nordflotteTabCounts,
          monthlyCost: {
            total: 10403700,
            perCompany: [{ companyId: 'co-nordflotte', companyName: 'Nordflotte GmbH', amount: 10403700 }],
          },
          returningWithin90Days: 38,
          returnsPerWeek: [
            { from: '2026-11-23', to: '2026-11-29', count: 3 },
            { from: '2026-11-30', to: '2026-12-06', count: 2 },
            { from: '2026-12-07', to: '2026-12-13', count: 4 },
            { from: '2026-12-14', to: '2026-12-20', count: 3 },
            { from: '2026-12-21', to: '2026-12-27', count: 2 },
            { from: '2026-12-28', to: '2027-01-03', count: 3 },
            { from: '2027-01-04', to: '2027-01-10', count: 4 },
            { from: '2027-01-11', to: '2027-01-17', count: 2 },
            { from: '2027-01-18', to: '2027-01-24', count: 3 },
            { from: '2027-01-25', to: '2027-01-31', count: 3 },
            { from: '2027-02-01', to: '2027-02-07', count: 4 },
            { from: '2027-02-08', to: '2027-02-14', count: 2 },
            { from: '2027-02-15', to: '2027-02-21', count: 3 },
          ],
          handoversWithin90Days: 40,
          handoversPerWeek: weeksExample([7, 6, 4, 3, 3, 3, 2, 2, 3, 3, 2, 1, 1]),
          costPerMonth: COST_PER_MONTH_EXAMPLE,
          contractsAwaitingSignature: 3,
        },
      },
    },
    errorExamples: [{ state: BUSINESS_DRIVER, status: 403, code: 'forbidden' }],
  }),
};
