// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, openDialog } from '../../test/account-fixtures.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';

const alex = {
  id: 'drv-1',
  firstname: 'Alex',
  lastname: 'Kunde',
  status: 'active',
  relationship_type: 'relative_type_1',
  date_of_birth: '1995-03-15',
};
const luca = {
  id: 'drv-2',
  firstname: 'Luca',
  lastname: 'Kunde',
  status: 'pending',
  relationship_type: 'other',
};
const sam = {
  id: 'drv-3',
  firstname: 'Sam',
  lastname: 'Sommer',
  status: 'rejected',
  relationship_type: 'employee',
};

type Handler = Answer | (() => Answer | Promise<Answer>);
const bffWith = (drivers: Handler, remove: Handler = { status: 200, body: { ok: true } }) => ({
  'GET /portal/api/bff/auth/session': signedInAs(),
  'GET /portal/api/bff/drivers': drivers,
  'DELETE /portal/api/bff/drivers/drv-1': remove,
});
const driversAnswer = (...drivers: object[]): Answer => ({ status: 200, body: { data: drivers } });

describe('/myaccount/drivers', () => {
  it('shows that the drivers are loading', async () => {
    renderApp('/myaccount/drivers', { bff: bffWith(() => new Promise<Answer>(() => {})) });
    await screen.findByRole('heading', { name: 'Meine Fahrer:innen' });
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the drivers could not be loaded', async () => {
    renderApp('/myaccount/drivers', { bff: bffWith(failure(500, 'general_error')) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuche es erneut.',
    );
  });

  it('says when there are no additional drivers, and offers to add one', async () => {
    const { router } = renderApp('/myaccount/drivers', { bff: bffWith(driversAnswer()) });
    expect(await screen.findByText('Du hast noch keine zusätzlichen Fahrer:innen.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fahrer:in hinzufügen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/drivers/add'));
  });

  it('lists each driver with relationship and status', async () => {
    renderApp('/myaccount/drivers', { bff: bffWith(driversAnswer(alex, luca, sam)) });
    const first = within(await screen.findByRole('group', { name: 'Alex Kunde' }));
    expect(first.getByText('Ehe- oder Lebenspartner:in')).toBeInTheDocument();
    expect(first.getByText('Aktiv')).toBeInTheDocument();
    expect(first.getByText('Geboren am 15.03.1995')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Luca Kunde' })).getByText('In Prüfung'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Sam Sommer' })).getByText('Abgelehnt'),
    ).toBeInTheDocument();
  });

  it('removes a driver after asking', async () => {
    let removed = false;
    const { calls } = renderApp('/myaccount/drivers', {
      bff: {
        ...bffWith(() => (removed ? driversAnswer(luca) : driversAnswer(alex, luca))),
        'DELETE /portal/api/bff/drivers/drv-1': () => {
          removed = true;
          return { status: 200, body: { ok: true } };
        },
      },
    });
    const card = within(await screen.findByRole('group', { name: 'Alex Kunde' }));
    await userEvent.click(card.getByRole('button', { name: 'Entfernen' }));
    const dialog = await openDialog();
    expect(dialog.getByText('Möchtest du Alex Kunde als Fahrer:in entfernen?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Entfernen', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Alex Kunde' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the failure modal when removing fails, and tries again on request', async () => {
    let failing = true;
    const { calls } = renderApp('/myaccount/drivers', {
      bff: bffWith(driversAnswer(alex), () =>
        failing ? failure(502, 'driver_removal_failed') : { status: 200, body: { ok: true } },
      ),
    });
    const card = within(await screen.findByRole('group', { name: 'Alex Kunde' }));
    await userEvent.click(card.getByRole('button', { name: 'Entfernen' }));
    await userEvent.click((await openDialog()).getByRole('button', { name: 'Entfernen', hidden: true }));
    expect(await screen.findByText('Entfernen fehlgeschlagen!')).toBeInTheDocument();
    expect(screen.getByText('Bitte versuche es erneut.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen', hidden: true }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Entfernen fehlgeschlagen!')).not.toBeInTheDocument());
  });
});
