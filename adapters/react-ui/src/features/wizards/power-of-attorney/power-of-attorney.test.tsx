// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogNamed } from '../../../test/dialogs.ts';
import { type Answer, renderApp } from '../../../test/render-app.tsx';
import { activeDeal, failure, now, withDeals } from '../test-fixtures.ts';

// now is 23.11.2026; the deal's term ends on 21.12.2026.
const PATH = '/portal/api/bff/deals/d-1001/power-of-attorney';
const lea = {
  first_name: 'Lea',
  last_name: 'Nachbar',
  date_of_birth: '1990-03-14',
  phone: '+4915123456789',
  email: 'lea.nachbar@example.org',
  valid_from: '2026-11-20',
  valid_until: '2026-12-21',
  granted_at: '2026-11-18T09:30:00.000Z',
};
const view = (power: object | null, canGrant = true): Answer => ({
  status: 200,
  body: {
    data: {
      power_of_attorney: power,
      can_grant: canGrant,
      latest_valid_until: canGrant ? '2026-12-21' : null,
    },
  },
});

const open = (answers: NonNullable<Parameters<typeof renderApp>[1]>['bff']) =>
  renderApp('/mycars/d-1001?modalName=power-of-attorney', {
    now,
    bff: { ...withDeals({ ...activeDeal, return_date: '2026-12-21' }), ...answers },
  });
const title = 'Vollmacht für Übergabe und Rückgabe';

describe('the power-of-attorney modal', () => {
  it('shows that it is loading', async () => {
    const rendered = open({ [`GET ${PATH}`]: () => new Promise<Answer>(() => {}) });
    const dialog = await screen.findByRole('dialog', { name: title });
    await waitFor(() => expect(rendered.calls.some((call) => call.path === PATH)).toBe(true));
    expect(within(dialog).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('shows the current authorisation and no form while one holds', async () => {
    open({ [`GET ${PATH}`]: view(lea) });
    const dialog = await dialogNamed(title);
    expect(await dialog.findByRole('heading', { name: 'Aktuelle Vollmacht' })).toBeInTheDocument();
    expect(dialog.getByText('Lea Nachbar')).toBeInTheDocument();
    expect(dialog.getByText('14.03.1990')).toBeInTheDocument();
    expect(dialog.getByText('vom 20.11.2026 bis 21.12.2026')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Vollmacht erteilen' })).not.toBeInTheDocument();
  });

  it('says when it cannot be loaded, and loads it again on retry', async () => {
    let calls = 0;
    open({
      [`GET ${PATH}`]: () => {
        calls += 1;
        return calls === 1 ? failure(500, 'general_error') : view(null);
      },
    });
    const dialog = await dialogNamed(title);
    await userEvent.click(await dialog.findByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await dialog.findByText('Du hast für dieses Abo noch niemanden bevollmächtigt.'),
    ).toBeInTheDocument();
  });

  it('checks the form with core’s rules and messages before sending anything', async () => {
    const rendered = open({ [`GET ${PATH}`]: view(null) });
    const dialog = await dialogNamed(title);
    expect(await dialog.findByLabelText(/^Gültig ab/)).toHaveValue('23.11.2026');
    expect(dialog.getByLabelText(/^Gültig bis/)).toHaveValue('21.12.2026');
    await userEvent.type(dialog.getByLabelText(/^Vorname/), 'Jonas');
    await userEvent.type(dialog.getByLabelText(/^Geburtsdatum/), '01.01.2015');
    await userEvent.type(dialog.getByLabelText(/^Telefonnummer/), '12');
    await userEvent.clear(dialog.getByLabelText(/^Gültig bis/));
    await userEvent.type(dialog.getByLabelText(/^Gültig bis/), '22.12.2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Vollmacht erteilen' }));
    expect(await dialog.findByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(
      dialog.getByText('Die bevollmächtigte Person muss mindestens 18 Jahre alt sein.'),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('Bitte gib eine gültige Telefonnummer ein, z. B. 030 12345678 oder +49 151 23456789.'),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('Die Vollmacht kann höchstens bis zum Ende deines Abos am 21.12.2026 gelten.'),
    ).toBeInTheDocument();
    expect(rendered.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('grants an authorisation, then shows it and revokes it', async () => {
    let current: object | null = null;
    const rendered = open({
      [`GET ${PATH}`]: () => view(current),
      [`PUT ${PATH}`]: () => {
        current = { ...lea, first_name: 'Jonas', last_name: 'Bruder', email: null, valid_from: '2026-11-23' };
        return { status: 200, body: { data: current } };
      },
      [`DELETE ${PATH}`]: () => {
        current = null;
        return { status: 200, body: { ok: true } };
      },
    });
    const dialog = await dialogNamed(title);
    await userEvent.type(await dialog.findByLabelText(/^Vorname/), 'Jonas');
    await userEvent.type(dialog.getByLabelText(/^Nachname/), 'Bruder');
    await userEvent.type(dialog.getByLabelText(/^Geburtsdatum/), '02.05.1995');
    await userEvent.type(dialog.getByLabelText(/^Telefonnummer/), '0151 23456789');
    await userEvent.click(dialog.getByRole('button', { name: 'Vollmacht erteilen' }));
    expect(await screen.findByText('Die Vollmacht ist erteilt.')).toBeInTheDocument();
    expect(rendered.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      first_name: 'Jonas',
      last_name: 'Bruder',
      date_of_birth: '02.05.1995',
      phone: '0151 23456789',
      email: null,
      valid_from: '23.11.2026',
      valid_until: '21.12.2026',
    });
    expect(await dialog.findByText('Jonas Bruder')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Vollmacht widerrufen' }));
    expect(await screen.findByText('Die Vollmacht ist widerrufen.')).toBeInTheDocument();
    await waitFor(() => expect(dialog.queryByText('Jonas Bruder')).not.toBeInTheDocument());
    expect(dialog.getByText('Du hast für dieses Abo noch niemanden bevollmächtigt.')).toBeInTheDocument();
  });

  it('shows the BFF’s field messages', async () => {
    open({
      [`GET ${PATH}`]: view(null),
      [`PUT ${PATH}`]: {
        status: 400,
        body: {
          error: {
            code: 'bad_request',
            message: 'Die Eingaben sind ungültig.',
            fields: { 'body.phone': 'Bitte gib eine gültige Telefonnummer ein.' },
          },
        },
      },
    });
    const dialog = await dialogNamed(title);
    await userEvent.type(await dialog.findByLabelText(/^Vorname/), 'Jonas');
    await userEvent.type(dialog.getByLabelText(/^Nachname/), 'Bruder');
    await userEvent.type(dialog.getByLabelText(/^Geburtsdatum/), '02.05.1995');
    await userEvent.type(dialog.getByLabelText(/^Telefonnummer/), '0151 23456789');
    await userEvent.click(dialog.getByRole('button', { name: 'Vollmacht erteilen' }));
    expect(await dialog.findByText('Bitte gib eine gültige Telefonnummer ein.')).toBeInTheDocument();
  });

  it('offers no form when no handover or return lies ahead', async () => {
    open({ [`GET ${PATH}`]: view(null, false) });
    const dialog = await dialogNamed(title);
    expect(
      await dialog.findByText(
        'Für dieses Abo steht keine Übergabe oder Rückgabe mehr an, für die du eine Vollmacht erteilen kannst.',
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByLabelText(/^Vorname/)).not.toBeInTheDocument();
  });

  it('opens the request-error modal when revoking fails', async () => {
    open({ [`GET ${PATH}`]: view(lea), [`DELETE ${PATH}`]: failure(500, 'general_error') });
    const dialog = await dialogNamed(title);
    await userEvent.click(await dialog.findByRole('button', { name: 'Vollmacht widerrufen' }));
    expect(await dialogNamed('Es ist ein Fehler aufgetreten')).toBeTruthy();
  });
});
