// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SITE_URL } from '../../lib/links.ts';
import { dialogNamed, SLOW } from '../../test/dialogs.ts';
import { type Answer, renderApp } from '../../test/render-app.tsx';
import { failure, now, withDeals } from './test-fixtures.ts';

// now is 23.11.2026 10:00 UTC; the order was placed 20 hours before.
const reserved = {
  id: 'd-1003',
  state: 'NOT_SIGNED',
  variant: 'SUBSCRIPTION',
  created_at: '2026-11-22T14:00:00.000Z',
  amount: 39_900,
  car: { oem: 'Fiat', model: '500e' },
};
const contract = {
  contract_number: 'V-D-1003',
  status: 'UNSIGNED',
  created_at: '2026-11-22T14:00:00.000Z',
  signing_deadline: '2026-11-25T14:00:00.000Z',
  signed_at: null,
  signer_name: null,
  customer_name: 'Kim Kunde',
  car: { oem: 'Fiat', model: '500e' },
  amount: 39_900,
  term: 12,
  mileage_package: 1000,
  damage_deductible_vollkasko: 100_000,
  damage_deductible_teilkasko: 50_000,
};
const answer = (data: object): Answer => ({ status: 200, body: { data } });
const CONTRACT = 'GET /portal/api/bff/deals/d-1003/contract';
const SIGN = 'POST /portal/api/bff/deals/d-1003/contract/signature';

describe("the reservation's contract", () => {
  it('is opened from the reservation banner', async () => {
    renderApp('/mycars', {
      now,
      bff: { ...withDeals(reserved), 'GET /portal/api/bff/deals': answer([reserved]) },
    });
    const link = await screen.findByRole('link', { name: 'Vertrag öffnen und unterschreiben' });
    expect(link).toHaveAttribute('href', '/mycars/d-1003?modalName=contract-signing');
  });

  it('shows the contract to read, asks for the confirmation and the name it states, then signs once', async () => {
    let signed = false;
    const view = renderApp('/mycars/d-1003?modalName=contract-signing', {
      now,
      bff: {
        ...withDeals(reserved),
        [CONTRACT]: () =>
          answer(
            signed
              ? { ...contract, status: 'SIGNED', signed_at: now.toISOString(), signer_name: 'Kim Kunde' }
              : contract,
          ),
        [SIGN]: () => {
          signed = true;
          return answer({
            ...contract,
            status: 'SIGNED',
            signed_at: now.toISOString(),
            signer_name: 'Kim Kunde',
          });
        },
      },
    });
    const dialog = await dialogNamed('Dein Vertrag');
    const document = within(
      await dialog.findByRole('article', { name: 'Auto-Abo-Vertrag Nr. V-D-1003' }, SLOW),
    );
    // The rental terms: the public website's page in a new tab, so the contract stays open here.
    const terms = document.getByRole('link', { name: 'Mietbedingungen lesen' });
    expect(terms).toHaveAttribute('href', `${DEFAULT_PUBLIC_SITE_URL}/terms/rent`);
    expect(terms).toHaveAttribute('target', '_blank');
    for (const text of ['Kim Kunde', 'Fiat 500e', '12 Monate', '399 €', '1.000 km/Monat', '1.000 €', '500 €'])
      expect(
        document.getByText(text, { normalizer: (s) => s.replace(/\s+/g, ' ').trim() }),
      ).toBeInTheDocument();
    expect(
      dialog.getByText('Bitte unterschreibe bis 25.11.2026, 15:00 Uhr. Danach verfällt deine Reservierung.'),
    ).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Vertrag verbindlich unterschreiben' }));
    expect(dialog.getByText('Bitte bestätige, dass du den Vertrag gelesen hast.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('checkbox', { name: /gelesen und bin mit ihm einverstanden/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /vollständiger Name/ }), 'Max Muster');
    await userEvent.click(dialog.getByRole('button', { name: 'Vertrag verbindlich unterschreiben' }));
    expect(
      dialog.getByText('Bitte gib deinen Namen so ein, wie er im Vertrag steht: Kim Kunde.'),
    ).toBeInTheDocument();
    expect(view.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.clear(dialog.getByRole('textbox', { name: /vollständiger Name/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /vollständiger Name/ }), 'kim kunde');
    await userEvent.click(dialog.getByRole('button', { name: 'Vertrag verbindlich unterschreiben' }));
    expect(await screen.findByText('Dein Vertrag ist unterschrieben.')).toBeInTheDocument();
    expect(await dialog.findByText('Vertrag unterschrieben')).toBeInTheDocument();
    expect(dialog.getByText(/Unterschrieben von Kim Kunde am 23\.11\.2026 um 11:00 Uhr/)).toBeInTheDocument();
    expect(view.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { confirmed: true, signer_name: 'kim kunde' },
    ]);
  });

  it('says when the reservation has lapsed and offers no signing', async () => {
    renderApp('/mycars/d-1003?modalName=contract-signing', {
      now,
      bff: { ...withDeals(reserved), [CONTRACT]: answer({ ...contract, status: 'EXPIRED' }) },
    });
    const dialog = await dialogNamed('Dein Vertrag');
    expect(await dialog.findByText('Reservierung abgelaufen', {}, SLOW)).toBeInTheDocument();
    expect(
      dialog.queryByRole('button', { name: 'Vertrag verbindlich unterschreiben' }),
    ).not.toBeInTheDocument();
  });

  it('shows the request-error modal when signing fails unexpectedly', async () => {
    renderApp('/mycars/d-1003?modalName=contract-signing', {
      now,
      bff: { ...withDeals(reserved), [CONTRACT]: answer(contract), [SIGN]: failure(500, 'general_error') },
    });
    const dialog = await dialogNamed('Dein Vertrag');
    await userEvent.click(await dialog.findByRole('checkbox', { name: /einverstanden/ }, SLOW));
    await userEvent.type(dialog.getByRole('textbox', { name: /vollständiger Name/ }), 'Kim Kunde');
    await userEvent.click(dialog.getByRole('button', { name: 'Vertrag verbindlich unterschreiben' }));
    await waitFor(async () => expect(await dialogNamed('Es ist ein Fehler aufgetreten')).toBeTruthy());
  });
});
