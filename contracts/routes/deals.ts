import * as t from 'io-ts';
import { Deal } from '../deal.ts';
import { defineRoute, NoBody, NoQuery } from '../route.ts';

/** Deals of the signed-in customer (consumer spec §7 "Reads"). */

const FIVE_MINUTES = 5 * 60_000;

export const exampleActiveDeal = {
  id: 'd-1001',
  state: 'ACTIVE',
  variant: 'SUBSCRIPTION',
  created_at: '2025-12-20T09:30:00Z',
  term: 12,
  return_date: '2026-12-20',
  amount: 54900,
  mileage_package: 1500,
  damage_deductible_vollkasko: 100000,
  damage_deductible_teilkasko: 50000,
  car_id: 'car-77',
  car: {
    oem: 'Volkswagen',
    model: 'ID.4 Pro',
    license_plate: 'M-AB 1234',
    external_product_id: 'vw-id4-pro',
  },
};

const DealId = t.type({ id: t.string });

export const dealRoutes = {
  getDeals: defineRoute({
    name: 'getDeals',
    method: 'GET',
    path: '/portal/api/bff/deals',
    params: t.type({}),
    query: t.partial({ refreshId: t.string }),
    body: NoBody,
    response: t.type({ data: t.array(Deal) }),
    errors: ['unauthorized'],
    access: 'signed-in',
    // Consumer spec §7: deduplicated for 5 minutes, no retries.
    client: { dedupeMs: FIVE_MINUTES, retries: 0 },
    summary:
      "The signed-in customer's deals (a business user's: their company's, a driver's: assigned ones).",
    origin: 'specification',
    area: 'deals',
    example: {
      state: 'customer kunde@demo.example with an ACTIVE deal d-1001',
      // The list holds deals in every state: its example shows the fields every deal has (a CREATED
      // deal has no return date yet, an ENDED one no mileage package); details show the rest.
      response: {
        data: [
          {
            id: exampleActiveDeal.id,
            state: exampleActiveDeal.state,
            variant: exampleActiveDeal.variant,
            created_at: exampleActiveDeal.created_at,
            amount: exampleActiveDeal.amount,
            car: exampleActiveDeal.car,
          },
        ],
      },
    },
    errorExamples: [{ state: 'nobody is signed in', status: 401, code: 'unauthorized' }],
  }),
  getDealDetails: defineRoute({
    name: 'getDealDetails',
    method: 'GET',
    path: '/portal/api/bff/deals/{id}',
    params: DealId,
    query: NoQuery,
    body: NoBody,
    response: t.type({ data: Deal }),
    errors: ['unauthorized', 'not_found'],
    access: 'signed-in',
    // Cached and deduplicated for 5 minutes (business spec §9); on failure the status is passed on.
    client: { dedupeMs: FIVE_MINUTES, retries: 0 },
    summary: 'One deal with every field of the specification; another owner’s deal answers 404.',
    origin: 'specification',
    area: 'deals',
    example: {
      state: 'customer kunde@demo.example with an ACTIVE deal d-1001',
      params: { id: 'd-1001' },
      response: { data: exampleActiveDeal },
    },
    errorExamples: [
      {
        state: 'customer kunde@demo.example with an ACTIVE deal d-1001',
        params: { id: 'd-9999' },
        status: 404,
        code: 'not_found',
      },
    ],
  }),
};
