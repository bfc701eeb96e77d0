// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentModule, contentPage } from '../../test/car-details-fixtures.ts';
import { kimKunde, renderApp, signedInAs } from '../../test/render-app.tsx';

/** A support user's view of Kim's portal (docs/ui/consumer.md "View as customer"). */
const now = new Date('2026-11-23T10:00:00Z');

const inView = signedInAs({
  ...kimKunde,
  support_view: {
    agent: { email: 'support@demo.example', name: 'Sam Support' },
    reason: 'Anruf der Kundin',
    started_at: '2026-11-23T09:00:00.000Z',
  },
});

const activeDeal = {
  id: 'd-1001',
  state: 'ACTIVE',
  variant: 'SUBSCRIPTION',
  term: 12,
  amount: 54_900,
  mileage_package: 1500,
  actual_handover_date: '2025-12-20',
  return_date: '2027-06-20',
  car: { oem: 'Volkswagen', model: 'ID.4 Pro', license_plate: 'M-AB 1234' },
};

const carPage = (session = inView) =>
  renderApp('/mycars/d-1001', {
    now,
    bff: {
      'GET /portal/api/bff/auth/session': session,
      'GET /portal/api/bff/deals/d-1001': { status: 200, body: { data: activeDeal } },
      'GET /portal/api/bff/content/pages/car-details': contentPage([
        contentModule('vehicle-details', { showFooterActions: true }),
      ]),
    },
  });

describe("a support user's view of a customer", () => {
  it('says whose portal it is, read-only, with the reason and the way to end it', async () => {
    carPage();
    expect(
      await screen.findByText('Sie sehen das Portal als Kim Kunde (kunde@demo.example) – nur lesen'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Grund: Anruf der Kundin\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ansicht beenden' })).toBeInTheDocument();
  });

  it("shows the customer's car without any of its actions", async () => {
    carPage();
    await screen.findByRole('heading', { name: 'Fahrzeugdetails', level: 2 });
    expect(screen.getByText('M-AB 1234')).toBeInTheDocument();
    expect(screen.queryByText('Schaden melden')).toBeNull();
    expect(screen.queryByText('Abo kündigen')).toBeNull();
  });

  it('offers the customer their actions outside a view', async () => {
    carPage(signedInAs());
    expect(await screen.findByText('Schaden melden')).toBeInTheDocument();
    expect(screen.queryByText(/nur lesen/)).toBeNull();
  });

  it('shows a page that exists to change something as not available', async () => {
    renderApp('/myaccount/contactdetails', { now, bff: { 'GET /portal/api/bff/auth/session': inView } });
    expect(await screen.findByText('In der Ansicht als Kunde nicht verfügbar')).toBeInTheDocument();
  });

  it('sends a support user without a view to the start page', async () => {
    renderApp('/mycars', {
      now,
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs({
          email: 'support@demo.example',
          name: 'Sam Support',
          kind: 'support',
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Portal als Kunde ansehen', level: 1 }),
    ).toBeInTheDocument();
  });
});
