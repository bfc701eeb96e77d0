// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SLOW } from '../../test/dialogs.ts';
import { type Answer, renderApp } from '../../test/render-app.tsx';
import { activeDeal, now, withDeals } from '../wizards/test-fixtures.ts';

const swapDeal = { ...activeDeal, id: 'd-1005', subscribed_to: 'SWAP_SAME_DAY', return_date: '2027-01-02' };
const options = {
  deal_id: 'd-1005',
  current_car: 'Skoda Enyaq',
  swap_same_day: true,
  delivery_dates: ['2027-01-02'],
  models: [
    {
      id: 'vw-id3',
      brand: 'Volkswagen',
      version: 'ID.3 Pro',
      prices: [
        { term: 12, monthly: 39_900 },
        { term: 24, monthly: 36_900 },
      ],
    },
  ],
  km_packages: [1500, 2000],
  protections: [
    { id: 'base', surcharge: 0, deductible: 100_000 },
    { id: 'comfort', surcharge: 1_500, deductible: 75_000 },
  ],
  vouchers: [{ code: 'TREUE-4K-KIM00001', valid_until: '2027-11-22', value: 4_000 }],
  loyalty_level: 'gold',
};
const booked = {
  id: 'd-5001',
  current_deal_id: 'd-1005',
  contract_number: 'V-D-5001',
  reservation_expires_at: '2026-11-26T10:00:00.000Z',
  car: { oem: 'Volkswagen', model: 'ID.3 Pro' },
  term: 12,
  mileage_package: 2000,
  protection: 'comfort',
  delivery_date: '2027-01-02',
  swap_same_day: true,
  voucher_code: 'TREUE-4K-KIM00001',
  price: {
    monthly: 44_900,
    first_monthly: 40_900,
    voucher_discount: 4_000,
    delivery_fee: 0,
    deductible: 75_000,
  },
};
const OPTIONS = 'GET /portal/api/bff/deals/d-1005/next-car';
const BOOK = 'POST /portal/api/bff/deals/d-1005/next-car';
const ok = (status: number, data: object): Answer => ({ status, body: { data } });

describe('the next car', () => {
  it('is reached from the swap banner', async () => {
    renderApp('/mycars', {
      now,
      bff: { ...withDeals(swapDeal), 'GET /portal/api/bff/deals': ok(200, [swapDeal]) },
    });
    const link = await screen.findByRole('link', { name: 'Nächstes Auto wählen' }, SLOW);
    expect(link).toHaveAttribute('href', '/mycars/d-1005/next-car');
  });

  it('shows the price with the voucher before booking, books once and shows the reservation', async () => {
    const bodies: unknown[] = [];
    renderApp('/mycars/d-1005/next-car', {
      now,
      bff: {
        ...withDeals(swapDeal),
        [OPTIONS]: ok(200, options),
        [BOOK]: ({ body }) => {
          bodies.push(body);
          return ok(201, booked);
        },
      },
    });
    await screen.findByRole('heading', { name: 'Schritt 1 von 3: Dein Auto' }, SLOW);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kilometerpaket' }), '2000');
    await userEvent.click(screen.getByRole('radio', { name: /^Komfort Schutz/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByRole('heading', { name: 'Schritt 2 von 3: Lieferung und Gutschein' });
    expect(screen.getByText(/^Autowechsel am selben Tag/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Treue-Gutschein' })).toHaveValue('TREUE-4K-KIM00001');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByRole('heading', { name: 'Schritt 3 von 3: Übersicht und Preis' });
    // 399 € + 35 € (2,000 km) + 15 € (Komfort) = 449 €; the voucher takes 40 € off the first rate.
    expect(screen.getByText('Monatliche Rate').nextElementSibling).toHaveTextContent('449 €');
    expect(screen.getByText('Gutschein TREUE-4K-KIM00001').nextElementSibling).toHaveTextContent('− 40 €');
    expect(screen.getByText('Erste Monatsrate').nextElementSibling).toHaveTextContent('409 €');
    expect(screen.getByText('Liefergebühr (einmalig)').nextElementSibling).toHaveTextContent('Kostenlos');
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt verbindlich buchen' }));
    await screen.findByText('Dein nächstes Auto ist reserviert', {}, SLOW);
    expect(bodies).toEqual([
      {
        modelId: 'vw-id3',
        term: 12,
        kmPackage: 2000,
        protection: 'comfort',
        deliveryDate: '2027-01-02',
        voucherCode: 'TREUE-4K-KIM00001',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Vertrag öffnen und unterschreiben' })).toHaveAttribute(
      'href',
      '/mycars/d-5001?modalName=contract-signing',
    );
  });

  it("goes back to the step of a field the BFF refused, with the BFF's message", async () => {
    renderApp('/mycars/d-1005/next-car', {
      now,
      bff: {
        ...withDeals(swapDeal),
        [OPTIONS]: ok(200, options),
        [BOOK]: {
          status: 400,
          body: {
            error: {
              code: 'bad_request',
              message: 'bad_request',
              fields: { 'body.voucherCode': 'Dieser Gutschein wurde bereits eingelöst.' },
            },
          },
        },
      },
    });
    await screen.findByRole('heading', { name: 'Schritt 1 von 3: Dein Auto' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Weiter' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt verbindlich buchen' }));
    await screen.findByRole('heading', { name: 'Schritt 2 von 3: Lieferung und Gutschein' });
    expect(screen.getByText('Dieser Gutschein wurde bereits eingelöst.')).toBeInTheDocument();
  });

  it('says a next car is booked already instead of the form', async () => {
    renderApp('/mycars/d-1005/next-car', {
      now,
      bff: {
        ...withDeals(swapDeal),
        [OPTIONS]: {
          status: 409,
          body: {
            error: { code: 'conflict', message: 'Für dieses Abo hast du bereits ein nächstes Auto gebucht.' },
          },
        },
      },
    });
    await screen.findByText('Für dieses Abo hast du bereits ein nächstes Auto gebucht.', {}, SLOW);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Weiter' })).not.toBeInTheDocument());
  });
});
