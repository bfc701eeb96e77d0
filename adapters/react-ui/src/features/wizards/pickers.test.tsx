// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogNamed } from '../../test/dialogs.ts';
import { type Answer, renderApp } from '../../test/render-app.tsx';
import { createdDeal, now, withDeals } from './test-fixtures.ts';

/** The appointment step of the handover wizard (return-handover/AppointmentPicker.tsx). */
const address = {
  handover_firstname: 'Kim',
  handover_lastname: 'Kunde',
  handover_street: 'Leopoldstraße',
  handover_housenumber: '12',
  handover_zip: '80802',
  handover_city: 'München',
  handover_phone_number: '+4915123456789',
};

const slot = (value: string, formatted_time: string) => ({ value, formatted_time });
const open = (
  availabilities: { date: string; available_slots: unknown[] }[],
  submit: Answer = { status: 200, body: { data: {} } },
) =>
  renderApp('/mycars/d-1002?modalName=MULTISTEP_EDIT_HANDOVER', {
    now,
    bff: {
      ...withDeals(createdDeal),
      'GET /portal/api/bff/deals/d-1002/handover': {
        status: 200,
        body: { data: { ...address, preferred_delivery_date: '2026-11-20' } },
      },
      'GET /portal/api/bff/deals/d-1002/handover-metadata': {
        status: 200,
        body: { data: { availabilities } },
      },
      'POST /portal/api/bff/deals/d-1002/handover-change-fee': {
        status: 200,
        body: { data: { amount: 0, fee: 0 } },
      },
      'PUT /portal/api/bff/deals/d-1002/handover': submit,
    },
  });

describe('the calendar and slot pickers', () => {
  it('offer only available days from today, start on the first, and reset the slot to the chosen day’s first', async () => {
    const view = open([
      { date: '2026-11-20', available_slots: [slot('11:00', '11:00 – 12:00')] },
      { date: '2026-11-26', available_slots: [slot('11:00', '11:00 – 12:00')] },
      {
        date: '2026-11-27',
        available_slots: [slot('08:00', '08:00 – 09:00'), slot('13:00', '13:00 – 14:00')],
      },
    ]);
    const dialog = await dialogNamed('Übergabe bearbeiten');
    await userEvent.click(await dialog.findByRole('button', { name: 'Weiter' }));
    const days = await dialog.findAllByRole('radio');
    expect(days.map((day) => day.closest('.fui-Radio')?.textContent)).toEqual(['26.11.2026', '27.11.2026']);
    await waitFor(() => expect(dialog.getByRole('radio', { name: '26.11.2026' })).toBeChecked());
    const time = dialog.getByRole('combobox', { name: /^Uhrzeit/ });
    await waitFor(() => expect(time).toHaveValue('11:00'));
    await userEvent.click(dialog.getByRole('radio', { name: '27.11.2026' }));
    await waitFor(() => expect(time).toHaveValue('08:00'));
    await userEvent.selectOptions(time, '13:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('27.11.2026, 13:00 – 14:00')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(view.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      preferred_handover_date: '2026-11-27',
      slot: '13:00',
    });
  });

  it('say when no date is available and keep continue disabled', async () => {
    open([]);
    const dialog = await dialogNamed('Übergabe bearbeiten');
    expect(
      await dialog.findByText('Keine verfügbaren Termine für die ausgewählte Adresse'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  });
});
