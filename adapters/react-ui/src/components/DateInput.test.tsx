// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activeDeal, now, withDeals } from '../features/wizards/test-fixtures.ts';
import { kimsProfile } from '../test/account-fixtures.ts';
import { dialogNamed } from '../test/dialogs.ts';
import { renderApp, signedInAs } from '../test/render-app.tsx';

// Consumer spec §5 "Generic form schema": the date input mask DD.MM.YYYY. Every typed date of the
// portal is the one DateInput: digits typed without dots come out as DD.MM.YYYY.
const typeDigits = async (field: HTMLElement, digits: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, digits);
  return (field as HTMLInputElement).value;
};

describe('the one date input', () => {
  it('masks the birthday and the licence date of a new driver', async () => {
    renderApp('/myaccount/drivers/add', { now, bff: { 'GET /portal/api/bff/auth/session': signedInAs() } });
    await screen.findByRole('heading', { name: 'Fahrer:in hinzufügen' });
    expect(await typeDigits(screen.getByRole('textbox', { name: /^Geburtsdatum/ }), '02071998')).toBe(
      '02.07.1998',
    );
    const issued = screen.getByRole('textbox', { name: /^Ausstellungsdatum/ });
    expect(await typeDigits(issued, '15a08/2016')).toBe('15.08.2016');
    expect(issued).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
  });

  it('masks the birthday in the contact data while it is not yet filled', async () => {
    renderApp('/myaccount/contactdetails', {
      now,
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs(),
        'GET /portal/api/bff/profile': {
          status: 200,
          body: { data: { ...kimsProfile, date_of_birth: null } },
        },
      },
    });
    const birthday = await screen.findByRole('textbox', { name: /^Geburtsdatum/ });
    expect(await typeDigits(birthday, '120419901')).toBe('12.04.1990');
  });

  it('masks the dates of a power of attorney', async () => {
    renderApp('/mycars/d-1001?modalName=power-of-attorney', {
      now,
      bff: {
        ...withDeals({ ...activeDeal, return_date: '2026-12-21' }),
        'GET /portal/api/bff/deals/d-1001/power-of-attorney': {
          status: 200,
          body: { data: { power_of_attorney: null, can_grant: true, latest_valid_until: '2026-12-21' } },
        },
      },
    });
    const dialog = await dialogNamed('Vollmacht für Übergabe und Rückgabe');
    expect(await typeDigits(await dialog.findByLabelText(/^Geburtsdatum/), '14031990')).toBe('14.03.1990');
    expect(await typeDigits(dialog.getByLabelText(/^Gültig bis/), '20122026')).toBe('20.12.2026');
  });
});
