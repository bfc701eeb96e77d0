import * as t from 'io-ts';
import { CARS_SORTS, RENEWABILITY_FILTERS } from '../../core/fleet/cars-list.ts';
import { CARS_TABS } from '../../core/fleet/cars-tabs.ts';
import { oneOf, QueryInt } from '../codecs.ts';
import { BUSINESS_ADMIN, BUSINESS_ANALYST, get } from '../route-builders.ts';
import { exampleFleetCar, FleetCar } from './business-shared.ts';

/** The B2B cars list /cars and its export (business spec §2 "Cars page"): designed by us. */

const CarsTab = oneOf(CARS_TABS, 'CarsTab');
const tabCounts = t.type(
  Object.fromEntries(CARS_TABS.map((tab) => [tab, t.Int])) as Record<
    (typeof CARS_TABS)[number],
    typeof t.Int
  >,
);

const CarsListQuery = t.partial({
  tab: CarsTab,
  search: t.string,
  renewability: oneOf(RENEWABILITY_FILTERS, 'Renewability'),
  companyId: t.string,
  sort: oneOf(CARS_SORTS, 'CarsSort'),
  page: QueryInt,
  pageSize: QueryInt,
});

const counts = { all: 120, orders: 14, handover: 22, return: 18, archived: 26 };

export const fleetRoutes = {
  getFleetCars: get({
    name: 'getFleetCars',
    path: '/portal/api/bff/fleet/cars',
    query: CarsListQuery,
    response: t.type({
      data: t.array(FleetCar),
      matchCount: t.Int,
      total: t.Int,
      tabCounts,
      tabsNeedingAction: t.array(CarsTab),
      page: t.Int,
      pageSize: t.Int,
    }),
    errors: ['bad_request'],
    access: 'business',
    summary:
      'One tab of the fleet: search with match count, renewability and company filters, five sorts, pages.',
    area: 'fleet',
    example: {
      state: BUSINESS_ADMIN,
      query: { tab: 'all', search: 'bmw', sort: 'newest', page: 1, pageSize: 50 },
      response: {
        data: [exampleFleetCar],
        matchCount: 1,
        total: 120,
        tabCounts: counts,
        tabsNeedingAction: ['orders'],
        page: 1,
        pageSize: 50,
      },
    },
  }),
  exportFleetCars: get({
    name: 'exportFleetCars',
    path: '/portal/api/bff/fleet/cars/export',
    query: CarsListQuery,
    response: { kind: 'binary', contentTypes: ['text/csv'] },
    errors: ['export_failed'],
    access: 'business',
    summary: 'The current view of the cars list as CSV (UTF-8, semicolon-separated for German spreadsheets).',
    area: 'fleet',
    example: { state: BUSINESS_ADMIN, query: { tab: 'return', sort: 'default' }, response: 'text/csv' },
  }),
  getFleetOverview: get({
    name: 'getFleetOverview',
    path: '/portal/api/bff/fleet/overview',
    response: t.type({
      data: t.type({
        tabCounts,
        monthlyCost: t.type({
          total: t.Int,
          perCompany: t.array(t.type({ companyId: t.string, companyName: t.string, amount: t.Int })),
        }),
        returningWithin90Days: t.Int,
        contractsAwaitingSignature: t.Int,
      }),
    }),
    errors: ['forbidden'],
    access: 'business',
    summary:
      'For admins and analysts: cars per tab, monthly cost (cents) total and per company, returns in 90 days, unsigned contracts.',
    area: 'fleet',
    example: {
      state: BUSINESS_ANALYST,
      response: {
        data: {
          tabCounts: counts,
          monthlyCost: {
            total: 7428000,
            perCompany: [{ companyId: 'co-nordflotte', companyName: 'Nordflotte GmbH', amount: 7428000 }],
          },
          returningWithin90Days: 18,
          contractsAwaitingSignature: 3,
        },
      },
    },
    errorExamples: [
      { state: 'business driver fahrer@nordflotte.example is signed in', status: 403, code: 'forbidden' },
    ],
  }),
};
