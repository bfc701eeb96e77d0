// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  activeDeal,
  contentModule,
  createdDeal,
  moduleNamed,
  now,
  ok,
  renderCarDetails,
} from '../../test/car-details-fixtures.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';

type Progress = 'completed' | 'current' | 'upcoming';
/** Steps up to `current` completed, that one current, the rest upcoming. */
const stepsAt = (ids: readonly string[], current: string) => {
  const index = ids.indexOf(current);
  return ids.map((id, i) => ({
    id,
    progress: (i < index ? 'completed' : i === index ? 'current' : 'upcoming') as Progress,
    completed_at: null,
  }));
};
const ORDER = ['customer_verified', 'delivery_confirmation', 'car_arrived_at_compound', 'delivery_completed'];
const RETURN = [
  'return_booked',
  'return_confirmed',
  'prepare_car_for_return',
  'return_in_progress',
  'final_invoice',
  'return_completed',
];
const orderAt = (current: string): Answer =>
  ok({ handover_kind: 'delivery', steps: stepsAt(ORDER, current) });
const returnAt = (current: string): Answer => ok({ return_type: 'PICKUP', steps: stepsAt(RETURN, current) });

const renderMyCars = (deal: { id: string } & Record<string, unknown>, bff: Record<string, Answer>) =>
  renderApp('/mycars', {
    now,
    bff: {
      'GET /portal/api/bff/auth/session': signedInAs(),
      'GET /portal/api/bff/deals': ok([deal]),
      [`GET /portal/api/bff/deals/${deal.id}/handover`]: ok({}),
      [`GET /portal/api/bff/deals/${deal.id}/handover-metadata`]: ok({}),
      ...bff,
    },
  });

describe('the display statuses (consumer spec §4)', () => {
  it('shows documents in review, up to 3 working days, while the order is being checked', async () => {
    const signed = { ...createdDeal, state: 'SIGNED' };
    renderMyCars(signed, { 'GET /portal/api/bff/deals/d-1002/order-status': orderAt('customer_verified') });
    expect(await screen.findByText('Dokumente in Prüfung')).toBeInTheDocument();
    expect(screen.getByText('Die Prüfung deiner Dokumente dauert bis zu 3 Werktage.')).toBeInTheDocument();
    expect(screen.queryByText('Verifizierung ausstehend')).not.toBeInTheDocument();
  });

  it('shows the verification pending while an order waits for the customer to be verified', async () => {
    renderMyCars(createdDeal, {
      'GET /portal/api/bff/deals/d-1002/order-status': orderAt('customer_verified'),
    });
    expect(await screen.findByText('Verifizierung ausstehend')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Wir prüfen deine Identität und deinen Führerschein. Danach bestätigen wir deinen Liefertermin.',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing more once the customer is verified', async () => {
    renderMyCars(createdDeal, {
      'GET /portal/api/bff/deals/d-1002/order-status': orderAt('delivery_confirmation'),
    });
    await screen.findByText('Liefertermin bestätigt');
    expect(document.querySelector('[data-display-status]')).toBeNull();
  });

  it('shows the return in preparation while a booked return waits for its confirmation', async () => {
    const returning = { ...activeDeal, return_type: 'PICKUP' };
    renderMyCars(returning, {
      'GET /portal/api/bff/deals/d-1001/return-status': returnAt('return_confirmed'),
    });
    expect(await screen.findByText('Rückgabe in Vorbereitung')).toBeInTheDocument();
    expect(
      screen.getByText('Wir bereiten deine Rückgabe vor und bestätigen dir die Daten in Kürze.'),
    ).toBeInTheDocument();
  });

  it('shows the return details confirmed on the car page until the return day', async () => {
    const returning = { ...activeDeal, return_type: 'PICKUP' };
    renderCarDetails(returning, [contentModule('vehicle-details')], {
      'GET /portal/api/bff/deals/d-1001/return-status': returnAt('prepare_car_for_return'),
    });
    const module = await moduleNamed('Fahrzeugdetails');
    expect(await module.findByText('Rückgabedaten bestätigt')).toBeInTheDocument();
    expect(module.getByText(/Denk bitte an beide Schlüssel/)).toBeInTheDocument();
  });
});
