import { screen, within } from '@testing-library/react';
import type { Answer } from './render-app.tsx';
import { renderApp, signedInAs } from './render-app.tsx';

type Handler = Answer | ((request: { url: URL; body: unknown }) => Answer | Promise<Answer>);

export const now = new Date('2026-11-23T10:00:00Z');

export const activeDeal = {
  id: 'd-1001',
  state: 'ACTIVE',
  variant: 'SUBSCRIPTION',
  created_at: '2025-12-01T09:00:00Z',
  term: 12,
  amount: 54_900,
  mileage_package: 1500,
  actual_handover_date: '2025-12-20',
  return_date: '2027-06-20',
  damage_deductible_vollkasko: 100_000,
  damage_deductible_teilkasko: 50_000,
  car: {
    oem: 'Volkswagen',
    model: 'ID.4 Pro',
    license_plate: 'M-AB 1234',
    external_product_id: 'vw-id4-pro',
  },
};

export const createdDeal = {
  ...activeDeal,
  id: 'd-1002',
  state: 'CREATED',
  actual_handover_date: null,
  handover_street: 'Leopoldstraße',
  handover_housenumber: '12',
  handover_zip: '80802',
  handover_city: 'München',
};

/** A content module as the BFF serves it; shown at once unless a test says otherwise. */
export const contentModule = (type: string, props: Record<string, unknown> = {}, rules: object = {}) => ({
  id: `m-${type}`,
  type,
  props,
  minHoursAfterCreation: 0,
  ...rules,
});

export const contentPage = (modules: object[]): Answer => ({
  status: 200,
  body: { data: { slug: 'car-details', locale: 'de-DE', title: 'Fahrzeugdetails', modules } },
});

export const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
export const failure = (status = 500, code = 'general_error'): Answer => ({
  status,
  body: { error: { code, message: '' } },
});
/** An answer that never comes: the module stays loading. */
export const never = (): Promise<Answer> => new Promise<Answer>(() => {});

/** The car details page of a deal, assembled from the given modules, over a scripted BFF. */
export const renderCarDetails = (
  deal: { id: string } & Record<string, unknown>,
  modules: object[],
  bff: Record<string, Handler> = {},
) =>
  renderApp(`/mycars/${deal.id}`, {
    now,
    bff: {
      'GET /portal/api/bff/auth/session': signedInAs(),
      [`GET /portal/api/bff/deals/${deal.id}`]: ok(deal),
      'GET /portal/api/bff/content/pages/car-details': contentPage(modules),
      ...bff,
    },
  });

/** The card of the module with this heading, to query inside it. */
export const moduleNamed = async (title: string) => {
  const heading = await screen.findByRole('heading', { name: title, level: 2 });
  return within(heading.closest('.fui-Card') as HTMLElement);
};
