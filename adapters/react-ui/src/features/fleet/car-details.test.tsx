// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/account-fixtures.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';
import { aFleetCar, nordAdmin, nordAnalyst, reservedOrder } from './fleet-fixtures.ts';

const ORDER = '/portal/api/bff/fleet/orders/f-2001';
const running = {
  ...reservedOrder,
  deal: aFleetCar({
    term: 12,
    mileage_package: 1500,
    actual_handover_date: '2026-03-02',
    minimum_commitment_end_date: '2027-03-01',
    damage_deductible_vollkasko: 50000,
    damage_deductible_teilkasko: 50000,
    contact_id: 'ct-2002',
  }),
  driver: { contactId: 'ct-2002', name: 'Fritz Fahrer', email: 'fahrer@nordflotte.example' },
  handover: null,
  reservationExpiresAt: null,
  actions: ['assign_driver', 'end_of_subscription', 'comment'],
};
const bffWith = (order: Answer | (() => Promise<Answer>), user: object = nordAdmin) => ({
  'GET /portal/api/bff/auth/session': signedInAs(user),
  [`GET ${ORDER}`]: order,
});
const ok = (detail: object = running): Answer => ({ status: 200, body: { data: detail } });

describe('the business car details /car/{id}/details', () => {
  it('shows that the car is loading', async () => {
    renderApp('/car/f-2001/details', { bff: bffWith(() => new Promise<Answer>(() => {})) });
    await screen.findByRole('link', { name: 'Zurück zur Flotte' });
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('shows the contract data, deductibles, driver and company', async () => {
    renderApp('/car/f-2001/details', { bff: bffWith(ok()) });
    expect(await screen.findByRole('heading', { name: 'BMW i4 eDrive40', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('HH-NF 2001')).toBeInTheDocument();
    expect(screen.getByText('12 Monate')).toBeInTheDocument();
    expect(screen.getByText('1.500 km/Monat')).toBeInTheDocument();
    expect(screen.getByText('01.03.2027')).toBeInTheDocument();
    expect(screen.getByText(/619\s€/)).toBeInTheDocument();
    expect(screen.getAllByText(/^500\s€$/)).toHaveLength(2);
    expect(screen.getByText('Für dieses Abo gilt eine besondere Selbstbeteiligung.')).toBeInTheDocument();
    const driver = within(screen.getByRole('region', { name: 'Fahrer*in' }));
    expect(driver.getByText('Fritz Fahrer')).toBeInTheDocument();
    const service = within(screen.getByRole('region', { name: 'Service' }));
    expect(service.getByRole('link', { name: 'Schaden melden' })).toHaveAttribute(
      'href',
      '/car/f-2001/details?modalName=REPORT_DAMAGE_MODAL&dealId=f-2001',
    );
    expect(service.getByRole('link', { name: 'Zur Bestellung' })).toHaveAttribute('href', '/orders/f-2001');
  });

  it('shows another company’s car, or a car not assigned to a driver, as not found', async () => {
    renderApp('/car/f-2001/details', { bff: bffWith(failure(404, 'not_found')) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Fahrzeug nicht gefunden.');
    expect(screen.queryByText('Fritz Fahrer')).not.toBeInTheDocument();
  });

  it('says when the car could not be loaded', async () => {
    renderApp('/car/f-2001/details', { bff: bffWith(failure(500, 'general_error')) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
  });

  it('names a transition car and offers no end-of-subscription options for an archived one', async () => {
    const archived = { ...running, deal: { ...running.deal, state: 'ARCHIVED', bridging_type: 'BEGINNING' } };
    renderApp('/car/f-2001/details', { bff: bffWith(ok(archived)) });
    expect(await screen.findByText('Übergangsfahrzeug')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Optionen anzeigen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Schaden melden' })).not.toBeInTheDocument();
  });

  it('offers an analyst no damage report or service', async () => {
    renderApp('/car/f-2001/details', { bff: bffWith(ok(), nordAnalyst) });
    const service = within(await screen.findByRole('region', { name: 'Service' }));
    expect(service.getByRole('link', { name: 'Zur Bestellung' })).toBeInTheDocument();
    expect(service.queryByRole('link', { name: 'Schaden melden' })).not.toBeInTheDocument();
    expect(service.queryByRole('link', { name: 'Service planen' })).not.toBeInTheDocument();
  });
});
