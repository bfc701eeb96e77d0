// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  contentModule,
  createdDeal,
  failure,
  moduleNamed,
  never,
  ok,
  renderCarDetails,
} from '../../test/car-details-fixtures.ts';
import { signedInAs } from '../../test/render-app.tsx';

const OFFER = 'GET /portal/api/bff/deals/d-1002/preponement';
const ACCEPT = 'POST /portal/api/bff/deals/d-1002/preponement/accept';
const DECLINE = 'POST /portal/api/bff/deals/d-1002/preponement/decline';
const HANDOVER = 'GET /portal/api/bff/deals/d-1002/handover';
const ORDER = 'GET /portal/api/bff/deals/d-1002/order-status';
const TITLE = 'Dein Auto kann früher kommen';

const offer = {
  offered_date: '2026-11-25',
  planned_delivery_date: '2026-11-27',
  valid_until: '2026-11-24',
  expires_at: '2026-11-24T23:00:00.000Z',
  slot: { value: '11:00', formatted_time: '11:00 – 12:00' },
};
const handoverOn = (date: string) =>
  ok({ planned_delivery_date: date, slot: { value: '11:00', formatted_time: '11:00 – 12:00' } });
const orderStatus = ok({
  handover_kind: 'delivery',
  steps: [{ id: 'delivery_confirmation', progress: 'current' }],
});

const modules = [contentModule('order-status'), contentModule('accept-preponement')];
const refusal = (status: number, code: string) => ({
  status,
  body: { error: { code, message: 'Eine Meldung des BFF.' } },
});

/** The page with the order status and the offer; `bff` replaces the scripted answers it names. */
const renderOffer = (bff: Record<string, unknown> = {}) =>
  renderCarDetails(createdDeal, modules, {
    [ORDER]: orderStatus,
    [HANDOVER]: handoverOn('2026-11-27'),
    [OFFER]: ok(offer),
    ...(bff as object),
  });

const rowValue = (module: Awaited<ReturnType<typeof moduleNamed>>, label: string) =>
  module.getByText(label).nextElementSibling?.textContent;

describe('the delay banners beside an earlier-delivery offer', () => {
  // Planned for 27.11.2026 with a deviation of two weeks: without an offer, "Lieferung in x Tagen".
  const delayed = (offerAnswer: ReturnType<typeof ok>) =>
    renderCarDetails(createdDeal, [contentModule('vehicle-details'), ...modules], {
      [ORDER]: orderStatus,
      [HANDOVER]: handoverOn('2026-11-27'),
      'GET /portal/api/bff/deals/d-1002/handover-metadata': ok({
        availability_confidence: { deviation_in_weeks: 2 },
      }),
      [OFFER]: offerAnswer,
    });

  it('shows one delay banner, not the low-confidence one as well, while no earlier delivery is offered', async () => {
    delayed(ok(null));
    expect(await screen.findByText(/^Lieferung in \d+ Tagen$/)).toBeInTheDocument();
    expect(screen.queryByText('Dein Liefertermin kann sich verschieben')).not.toBeInTheDocument();
  });

  it('shows no delay banner while the car can come earlier', async () => {
    delayed(ok(offer));
    await moduleNamed(TITLE);
    expect(screen.queryByText(/^Lieferung in \d+ Tagen$/)).not.toBeInTheDocument();
    expect(screen.queryByText('Dein Liefertermin kann sich verschieben')).not.toBeInTheDocument();
  });
});

describe('the accept-preponement module', () => {
  it('shows nothing while the offer loads', async () => {
    renderOffer({ [OFFER]: never });
    await moduleNamed('Bestellstatus');
    expect(screen.queryByRole('heading', { name: TITLE })).not.toBeInTheDocument();
  });

  it('shows nothing without an offer', async () => {
    const { calls } = renderOffer({ [OFFER]: ok(null) });
    await moduleNamed('Bestellstatus');
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/preponement'))).toBe(true));
    expect(screen.queryByRole('heading', { name: TITLE })).not.toBeInTheDocument();
  });

  it('shows nothing when the offer cannot be loaded, and the page goes on', async () => {
    const { calls } = renderOffer({ [OFFER]: failure() });
    await moduleNamed('Bestellstatus');
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/preponement'))).toBe(true));
    expect(screen.queryByRole('heading', { name: TITLE })).not.toBeInTheDocument();
  });

  it('is not asked for by business users', async () => {
    const { calls } = renderOffer({
      'GET /portal/api/bff/auth/session': signedInAs({
        email: 'admin@nordflotte.example',
        name: 'Nora Nord',
        kind: 'business',
        role: 'admin',
        company_id: 'co-nordflotte',
      }),
    });
    await moduleNamed('Bestellstatus');
    expect(calls.some((call) => call.path.endsWith('/preponement'))).toBe(false);
  });

  it('shows the offered and the planned day, the kept slot and until when the offer holds', async () => {
    renderOffer();
    const module = await moduleNamed(TITLE);
    expect(
      module.getByText(
        'Gute Nachricht: Wir können dein Auto schon am 25.11.2026 liefern statt am 27.11.2026.',
      ),
    ).toBeInTheDocument();
    expect(rowValue(module, 'Neuer Liefertermin')).toBe('25.11.2026');
    expect(rowValue(module, 'Bisher geplant')).toBe('27.11.2026');
    expect(rowValue(module, 'Uhrzeit')).toBe('11:00 – 12:00');
    expect(rowValue(module, 'Angebot gilt bis')).toBe('24.11.2026');
    expect(
      module.getByText('Lieferadresse und Uhrzeit bleiben gleich. Die Änderung ist für dich kostenlos.'),
    ).toBeInTheDocument();
  });

  it('accepts: says the new date and the order status shows it', async () => {
    let accepted = false;
    const { calls } = renderOffer({
      [ACCEPT]: () => {
        accepted = true;
        return handoverOn('2026-11-25');
      },
      [HANDOVER]: () => handoverOn(accepted ? '2026-11-25' : '2026-11-27'),
      [OFFER]: () => ok(accepted ? null : offer),
    });
    const module = await moduleNamed(TITLE);
    await userEvent.click(module.getByRole('button', { name: 'Früheren Termin annehmen' }));
    expect(await module.findByRole('status')).toHaveTextContent(
      'Dein neuer Liefertermin ist der 25.11.2026.',
    );
    expect(calls.filter((call) => call.path.includes('/preponement/')).map((call) => call.path)).toEqual([
      '/portal/api/bff/deals/d-1002/preponement/accept',
    ]);
    const order = await moduleNamed('Bestellstatus');
    await waitFor(() => expect(rowValue(order, 'Liefertermin')).toBe('25.11.2026'));
    expect(module.queryByRole('button', { name: 'Früheren Termin annehmen' })).not.toBeInTheDocument();
  });

  it('declines: the planned date stays', async () => {
    renderOffer({ [DECLINE]: handoverOn('2026-11-27') });
    const module = await moduleNamed(TITLE);
    await userEvent.click(module.getByRole('button', { name: 'Beim bisherigen Termin bleiben' }));
    expect(await module.findByRole('status')).toHaveTextContent(
      'Alles klar: Dein Liefertermin bleibt der 27.11.2026.',
    );
  });

  it.each([
    [
      410,
      'offer_expired',
      'Dieses Angebot ist leider abgelaufen. Dein geplanter Liefertermin bleibt bestehen.',
    ],
    [409, 'conflict', 'Du hast dieses Angebot bereits beantwortet. Dein Liefertermin wurde nicht geändert.'],
    [500, 'general_error', 'Das hat leider nicht geklappt. Bitte versuche es später noch einmal.'],
  ])('says why an accept answered %s (%s) was refused', async (status, code, message) => {
    renderOffer({ [ACCEPT]: refusal(status, code) });
    const module = await moduleNamed(TITLE);
    await userEvent.click(module.getByRole('button', { name: 'Früheren Termin annehmen' }));
    expect(await module.findByRole('alert')).toHaveTextContent(message);
    expect(module.queryByRole('button', { name: 'Früheren Termin annehmen' })).not.toBeInTheDocument();
  });
});
