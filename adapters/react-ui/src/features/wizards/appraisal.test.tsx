// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogNamed } from '../../test/dialogs.ts';
import { type Answer, renderApp } from '../../test/render-app.tsx';

type Handler = Answer | ((request: { url: URL }) => Answer);

import { activeDeal, failure, now, withDeals } from './test-fixtures.ts';

// now is Monday 23.11.2026; the return on 18.12.2026 is 19 working days away.
const deal = { ...activeDeal, return_date: '2026-12-18', return_type: 'PICKUP' };
const booked: Answer = {
  status: 200,
  body: { data: { return_type: 'PICKUP', preferred_delivery_date: '2026-12-18' } },
};
const appraisal = (data: object): Answer => ({
  status: 200,
  body: {
    data: {
      address: { street: 'Leopoldstraße', housenumber: '12', zip: '80802', city: 'München' },
      options: ['2026-11-25', '2026-11-26'],
      appointment_date: null,
      appointment_timeslot: null,
      date_slots: [],
      ...data,
    },
  },
});

const BOTH_SLOTS = [
  { formatted_time: '08:00-12:00', value: '10:00' },
  { formatted_time: '12:00-15:30', value: '13:00' },
];
/** The BFF's answer: with `selected_date`, the slots of that day (`slotsOf`; both by default). */
const appraisalByDay =
  (asked: string[] = [], slotsOf: (date: string) => object[] = () => BOTH_SLOTS) =>
  ({ url }: { url: URL }): Answer => {
    const date = url.searchParams.get('selected_date');
    if (date) asked.push(date);
    return appraisal({ date_slots: date ? [{ date, available_slots: slotsOf(date) }] : [] });
  };

const open = (answers: Record<string, Handler>, shown: object = deal) =>
  renderApp('/mycars/d-1001?modalName=onsite-appraisal-booking', {
    now,
    bff: {
      ...withDeals({ ...activeDeal, ...shown }),
      'GET /portal/api/bff/deals/d-1001/return': booked,
      'GET /portal/api/bff/deals/d-1001/pre-return-appraisal': appraisalByDay(),
      'POST /portal/api/bff/deals/d-1001/pre-return-appraisal': { status: 200, body: { ok: true } },
      ...answers,
    },
  });

describe('the onsite appraisal booking', () => {
  it('shows the address, then a day and a slot (10:00 by default); confirm waits for a date', async () => {
    const view = open({});
    const dialog = await dialogNamed('Begutachtung vor der Rückgabe');
    expect(
      await dialog.findByRole('heading', { name: 'Hier begutachten wir dein Auto' }),
    ).toBeInTheDocument();
    expect(dialog.getByText(/Leopoldstraße 12/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(dialog.getByRole('radio', { name: '08:00-12:00 Uhr' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: '12:00-15:30 Uhr' })).not.toBeChecked();
    expect(dialog.getByRole('button', { name: 'Termin anfragen' })).toBeDisabled();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Datum/ }), '2026-11-26');
    await userEvent.click(dialog.getByRole('radio', { name: '12:00-15:30 Uhr' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Termin anfragen' }));
    expect(await screen.findByText('Termin erfolgreich angefragt!')).toBeInTheDocument();
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({
      appointment_date: '2026-11-26',
      appointment_timeslot: '13:00',
    });
  });

  it('asks for the chosen day’s slots with selected_date and offers only those', async () => {
    const asked: string[] = [];
    const view = open({
      'GET /portal/api/bff/deals/d-1001/pre-return-appraisal': appraisalByDay(asked, (date) =>
        date === '2026-11-26' ? [BOTH_SLOTS[1] as object] : date === '2026-11-25' ? [] : BOTH_SLOTS,
      ),
    });
    const dialog = await dialogNamed('Begutachtung vor der Rückgabe');
    await userEvent.click(await dialog.findByRole('button', { name: 'Weiter' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Datum/ }), '2026-11-26');
    // 10:00 (the default) is not free that day: the day's first slot is chosen instead.
    expect(await dialog.findByRole('radio', { name: '12:00-15:30 Uhr' })).toBeChecked();
    expect(dialog.queryByRole('radio', { name: '08:00-12:00 Uhr' })).not.toBeInTheDocument();
    expect(asked).toEqual(['2026-11-26']);

    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Datum/ }), '2026-11-25');
    expect(
      await dialog.findByText('An diesem Tag ist keine Uhrzeit mehr frei. Bitte wähle einen anderen Tag.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Termin anfragen' })).toBeDisabled();
    expect(asked).toEqual(['2026-11-26', '2026-11-25']);

    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Datum/ }), '2026-11-26');
    await userEvent.click(dialog.getByRole('button', { name: 'Termin anfragen' }));
    expect(await screen.findByText('Termin erfolgreich angefragt!')).toBeInTheDocument();
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({
      appointment_date: '2026-11-26',
      appointment_timeslot: '13:00',
    });
  });

  it('shows the request-error modal when the request fails', async () => {
    open({ 'POST /portal/api/bff/deals/d-1001/pre-return-appraisal': failure(500, 'general_error') });
    const dialog = await dialogNamed('Begutachtung vor der Rückgabe');
    await userEvent.click(await dialog.findByRole('button', { name: 'Weiter' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Datum/ }), '2026-11-25');
    await userEvent.click(dialog.getByRole('button', { name: 'Termin anfragen' }));
    expect(await dialogNamed('Es ist ein Fehler aufgetreten')).toBeTruthy();
  });

  it('says why it cannot be booked: already requested, no return planned, the return too close', async () => {
    const requested = open({
      'GET /portal/api/bff/deals/d-1001/pre-return-appraisal': appraisal({
        options: [],
        appointment_date: '2026-11-26',
        appointment_timeslot: '13:00',
      }),
    });
    let dialog = await dialogNamed('Begutachtung vor der Rückgabe');
    expect(
      await dialog.findByText('Du hast bereits einen Termin angefragt: 26.11.2026, 12:00-15:30 Uhr.'),
    ).toBeInTheDocument();
    requested.unmount();

    const noReturn = open({
      'GET /portal/api/bff/deals/d-1001/return': { status: 200, body: { data: {} } },
      'GET /portal/api/bff/deals/d-1001/pre-return-appraisal': appraisal({ options: [] }),
    });
    dialog = await dialogNamed('Begutachtung vor der Rückgabe');
    expect(await dialog.findByText(/sobald deine Rückgabe geplant ist/)).toBeInTheDocument();
    noReturn.unmount();

    open(
      { 'GET /portal/api/bff/deals/d-1001/pre-return-appraisal': appraisal({ options: [] }) },
      { return_date: '2026-12-01' },
    );
    dialog = await dialogNamed('Begutachtung vor der Rückgabe');
    expect(await dialog.findByText(/weniger als 8 Werktagen/)).toBeInTheDocument();
  });
});
