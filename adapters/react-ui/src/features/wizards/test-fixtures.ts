import { type Answer, signedInAs } from '../../test/render-app.tsx';

export const now = new Date('2026-11-23T10:00:00Z');

export const activeDeal = {
  id: 'd-1001',
  state: 'ACTIVE',
  variant: 'SUBSCRIPTION',
  term: 12,
  amount: 54_900,
  mileage_package: 1500,
  car_id: 'car-77',
  actual_handover_date: '2025-12-20',
  return_date: '2027-06-20',
  car: { oem: 'Volkswagen', model: 'ID.4 Pro', license_plate: 'M-AB 1234' },
};

export const createdDeal = { ...activeDeal, id: 'd-1002', state: 'CREATED', actual_handover_date: null };

/** The BFF of a signed-in customer with these deals (details by id). */
export const withDeals = (
  ...deals: ({ id: string } & Record<string, unknown>)[]
): Record<string, Answer> => ({
  'GET /portal/api/bff/auth/session': signedInAs(),
  ...Object.fromEntries(
    deals.map((deal) => [`GET /portal/api/bff/deals/${deal.id}`, { status: 200, body: { data: deal } }]),
  ),
});

/** A form definition as getFormDefinition answers it. */
export const formAnswer = (definition: object): Answer => ({
  status: 200,
  body: { data: { locale: 'de-DE', ...definition } },
});

export const failure = (status: number, code: string): Answer => ({
  status,
  body: { error: { code, message: code } },
});
