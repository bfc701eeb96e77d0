// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogNamed } from '../../test/dialogs.ts';
import { type Answer, renderApp } from '../../test/render-app.tsx';
import { activeDeal, failure, now, withDeals } from './test-fixtures.ts';

const deal = {
  ...activeDeal,
  mileage_package: 1000,
  actual_handover_date: '2026-01-01',
  return_date: '2027-01-01',
};

const packages = (report: object | null): Answer => ({
  status: 200,
  body: { data: { available_mileage_packages: [], report } },
});

const withReadings = packages({
  mileage: 13_000,
  monthly_usage: 1_300,
  package_recommendation: 1500,
  readings: [
    { mileage: 10, day: '2026-01-01' },
    { mileage: 13_000, day: '2026-11-01' },
  ],
});

const open = (report: Answer = withReadings, submit: Answer = { status: 200, body: { ok: true } }) =>
  renderApp('/mycars/d-1001?modalName=mileage-report', {
    now,
    bff: {
      ...withDeals(deal),
      'GET /portal/api/bff/deals/d-1001/mileage_packages': report,
      'POST /portal/api/bff/deals/d-1001/mileage-report': submit,
    },
  });

describe('the mileage report', () => {
  it('shows the last reading, the usage, the recommendation and the readings against the package', async () => {
    open();
    const dialog = await dialogNamed('Kilometerstand melden');
    expect(await dialog.findByText('Zuletzt gemeldet: 13.000 km')).toBeInTheDocument();
    expect(dialog.getByText('Du fährst im Schnitt 1.300 km im Monat.')).toBeInTheDocument();
    expect(
      dialog.getByText(/Wir empfehlen dir das Kilometerpaket mit 1.500 km im Monat/),
    ).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Kilometerpaket erhöhen' })).toHaveAttribute(
      'href',
      '/mycars/d-1001?modalName=edit-mileage',
    );
    const table = dialog.getByRole('table', { name: /Gemeldete Kilometerstände/ });
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => row.textContent);
    // 1,000 km a month: 304 days are 9.99 months → 9,988 km on top of the first reading's 10.
    // 1,000 km a month on top of the first reading: 304 days are 9.99 months, 365 days 11.99.
    expect(rows).toEqual([
      '01.01.202610 km10 km',
      '01.11.202613.000 km9.998 km',
      'Laufzeitende (01.01.2027)–12.002 km',
    ]);
  });

  it('checks the reading: required, whole numbers only, at most 999,999 km', async () => {
    const view = open();
    const dialog = await dialogNamed('Kilometerstand melden');
    await userEvent.click(await dialog.findByRole('button', { name: 'Kilometerstand melden' }));
    expect(dialog.getByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    const field = dialog.getByRole('textbox', { name: /Aktueller Kilometerstand/ });
    await userEvent.type(field, '13.500');
    expect(
      dialog.getByText('Bitte gib den Kilometerstand als ganze Zahl ohne Punkt oder Komma ein.'),
    ).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '1000000');
    expect(dialog.getByText('Der Kilometerstand darf höchstens 999.999 km betragen.')).toBeInTheDocument();
    expect(view.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.clear(field);
    await userEvent.type(field, '13500');
    await userEvent.click(dialog.getByRole('button', { name: 'Kilometerstand melden' }));
    expect(await screen.findByText('Danke, dein Kilometerstand ist übermittelt.')).toBeInTheDocument();
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({
      dealId: 'd-1001',
      mileage: 13_500,
    });
  });

  it('says when the reading is below the last one, and offers a first report without readings', async () => {
    open(packages(null), failure(400, 'bad_request'));
    const dialog = await dialogNamed('Kilometerstand melden');
    expect(await dialog.findByText('Du hast noch keinen Kilometerstand gemeldet.')).toBeInTheDocument();
    expect(dialog.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /Aktueller Kilometerstand/ }), '5');
    await userEvent.click(dialog.getByRole('button', { name: 'Kilometerstand melden' }));
    expect(
      await dialog.findByText('Der Kilometerstand kann nicht niedriger sein als dein zuletzt gemeldeter.'),
    ).toBeInTheDocument();
  });
});
