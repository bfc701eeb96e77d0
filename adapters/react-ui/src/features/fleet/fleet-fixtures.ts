import { fritz } from '../../test/nordflotte-fixtures.ts';
import type { Answer } from '../../test/render-app.tsx';

/** Test data of the fleet pages, shaped like the contract examples (contracts/routes/fleet.ts, orders.ts). */

// The business pages share their users; fleet tests take them from here with the rest of their data.
export { fritz, nordAdmin, nordAnalyst, nordDriver } from '../../test/nordflotte-fixtures.ts';

export const aFleetCar = (overrides: Record<string, unknown> = {}) => ({
  id: 'f-2001',
  state: 'ACTIVE',
  amount: 61900,
  created_at: '2026-03-01T09:00:00Z',
  return_date: '2027-02-28',
  car: { oem: 'BMW', model: 'i4 eDrive40', license_plate: 'HH-NF 2001' },
  driver_name: 'Fritz Fahrer',
  company: { id: 'co-nordflotte', name: 'Nordflotte GmbH' },
  ...overrides,
});

/** A page of the list; its cars need no action unless they say so (action_required). */
export const carsList = ({ items, ...overrides }: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: {
    data: {
      items: ((items as Record<string, unknown>[] | undefined) ?? [aFleetCar()]).map((car) => ({
        action_required: false,
        ...car,
      })),
      matchCount: 1,
      total: 172,
      tabCounts: { all: 172, orders: 14, handover: 40, return: 26, archived: 14 },
      tabsNeedingAction: [],
      page: 1,
      pageSize: 25,
      ...overrides,
    },
  },
});

export const nordflotte = {
  id: 'co-nordflotte',
  name: 'Nordflotte GmbH',
  address: { street: 'Am Sandtorkai', houseNumber: '50', postalCode: '20457', city: 'Hamburg' },
};
export const nordflotteNord = { ...nordflotte, id: 'co-nordflotte-nord', name: 'Nordflotte Nord GmbH' };

export const reservedOrder = {
  deal: aFleetCar({
    id: 'f-2002',
    state: 'NOT_SIGNED',
    amount: 41279,
    created_at: '2026-11-21T09:00:00Z',
    return_date: null,
    car: { oem: 'Volkswagen', model: 'ID.3', license_plate: null },
    driver_name: null,
  }),
  company: { id: 'co-nordflotte', name: 'Nordflotte GmbH' },
  driver: null,
  shared: false,
  handover: {
    contactPerson: 'Nora Nord',
    preliminaryDate: '2026-12-15',
    date: null,
    timePeriod: null,
    address: 'Am Sandtorkai 50, 20457 Hamburg',
    addressFields: { street: 'Am Sandtorkai', houseNumber: '50', postalCode: '20457', city: 'Hamburg' },
    subscriptionStartDate: '2026-12-15',
    subscriptionEndDate: '2027-12-14',
    invoiceAddress: 'Nordflotte GmbH, Am Sandtorkai 50, 20457 Hamburg',
  },
  return: null,
  swap: null,
  actions: ['sign_contract', 'assign_driver', 'coordinate_handover', 'choose_delivery_option', 'comment'],
  reservationExpiresAt: '2026-11-24T09:00:00Z',
};

export const paula = {
  ...fritz,
  id: 'ct-2009',
  name: 'Paula Pool',
  firstName: 'Paula',
  lastName: 'Pool',
  email: 'pool@nordflotte.example',
  phoneNumber: null,
};
