// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/account-fixtures.ts';
import { fritz, nordAdmin, nordAnalyst } from '../../test/nordflotte-fixtures.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';
import { anna, listOf } from './business-fixtures.ts';

const CONTACTS = '/portal/api/bff/fleet/contacts';
const RESEND = `POST ${CONTACTS}/ct-2003/invitation`;

const bffWith = (routes: Record<string, Answer>, user: object = nordAdmin): Record<string, Answer> => ({
  'GET /portal/api/bff/auth/session': signedInAs(user),
  'GET /portal/api/bff/fleet/order-requests': listOf([]),
  [`GET ${CONTACTS}`]: listOf([fritz, anna]),
  ...routes,
});

const openActions = async () => {
  const table = within(await screen.findByRole('table', { name: 'Kontakte' }));
  await userEvent.click(table.getByRole('button', { name: 'Aktionen für Anna Analyse' }));
};

describe("'Einladung erneut senden'", () => {
  it('sends the invitation of an invited contact again and says so in a toast', async () => {
    const { calls } = renderApp('/contacts', {
      bff: bffWith({ [RESEND]: { status: 200, body: { ok: true } } }),
    });
    await openActions();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Einladung erneut senden' }));
    expect(
      await screen.findByText(
        'Die Einladung wurde erneut an analyst@nordflotte.example gesendet. Der neue Link ist 7 Tage gültig; frühere Links gelten nicht mehr.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `${CONTACTS}/ct-2003/invitation`)).toHaveLength(1);
  });

  it('still explains deleting from the same menu', async () => {
    renderApp('/contacts', { bff: bffWith({}) });
    await openActions();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Kontakt löschen' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Kontakte können Sie nicht selbst löschen.');
  });

  it('shows the generic toast when sending fails', async () => {
    renderApp('/contacts', { bff: bffWith({ [RESEND]: failure(500, 'general_error') }) });
    await openActions();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Einladung erneut senden' }));
    expect(
      await screen.findByText('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();
  });

  it('is offered for invited contacts only, and only to admins', async () => {
    renderApp('/contacts', { bff: bffWith({}, nordAnalyst) });
    const table = within(await screen.findByRole('table', { name: 'Kontakte' }));
    expect(table.queryByRole('button', { name: 'Aktionen für Anna Analyse' })).toBeNull();
    expect(table.getByRole('button', { name: 'Kontakt Anna Analyse löschen' })).toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Kontakt Fritz Fahrer löschen' })).toBeInTheDocument();
  });
});
