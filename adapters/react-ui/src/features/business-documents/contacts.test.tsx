// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/account-fixtures.ts';
import { dialogNamed, dialogsClosed } from '../../test/dialogs.ts';
import {
  fritz,
  nordAdmin,
  nordAnalyst,
  nordDriver,
  viewedBySupport,
} from '../../test/nordflotte-fixtures.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';
import { anna, listOf, never } from './business-fixtures.ts';

type Handler = Answer | ((request: { url: URL; body: unknown }) => Answer | Promise<Answer>);
const CONTACTS = '/portal/api/bff/fleet/contacts';
const REQUESTS = '/portal/api/bff/fleet/order-requests';

const bffWith = (routes: Record<string, Handler>, user: object = nordAdmin) => ({
  'GET /portal/api/bff/auth/session': signedInAs(user),
  [`GET ${REQUESTS}`]: listOf([]),
  ...routes,
});
const contactsTable = async () => within(await screen.findByRole('table', { name: 'Kontakte' }));

describe('the contacts overview', () => {
  it('shows that the contacts are loading', async () => {
    renderApp('/contacts', { bff: bffWith({ [`GET ${CONTACTS}`]: never }) });
    await screen.findByRole('heading', { name: 'Kontakte', level: 1 });
    expect(within(screen.getByRole('main')).getAllByText('Wird geladen …').length).toBeGreaterThan(0);
  });

  it('says when the contacts could not be loaded', async () => {
    renderApp('/contacts', { bff: bffWith({ [`GET ${CONTACTS}`]: failure(500, 'general_error') }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
  });

  it('says when there are no contacts', async () => {
    renderApp('/contacts', { bff: bffWith({ [`GET ${CONTACTS}`]: listOf([]) }) });
    expect(await screen.findByText('Es gibt noch keine Kontakte.')).toBeInTheDocument();
  });

  it('shows each contact with role and status, in columns of 180px and 64px', async () => {
    renderApp('/contacts', { bff: bffWith({ [`GET ${CONTACTS}`]: listOf([fritz, anna]) }) });
    const table = await contactsTable();
    const [, fritzRow, annaRow] = table.getAllByRole('row') as HTMLElement[];
    expect(within(fritzRow as HTMLElement).getByText('Fahrer*in')).toBeInTheDocument();
    expect(within(fritzRow as HTMLElement).getByText('Aktiv')).toBeInTheDocument();
    expect(within(fritzRow as HTMLElement).getByText('+4915112345678')).toBeInTheDocument();
    expect(within(annaRow as HTMLElement).getByText('Analyst*in')).toBeInTheDocument();
    expect(within(annaRow as HTMLElement).getByText('Eingeladen')).toBeInTheDocument();
    expect(getComputedStyle(table.getByRole('columnheader', { name: 'Status' })).width).toBe('180px');
    expect(getComputedStyle(table.getByRole('columnheader', { name: 'Aktion' })).width).toBe('64px');
  });

  it('explains that a contact cannot be deleted by oneself', async () => {
    renderApp('/contacts', { bff: bffWith({ [`GET ${CONTACTS}`]: listOf([fritz]) }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Kontakt Fritz Fahrer löschen' }));
    const dialog = await dialogNamed('Kontakt löschen');
    expect(
      dialog.getByText(
        'Kontakte können Sie nicht selbst löschen. Bitte wenden Sie sich an Ihre*n Kundenbetreuer*in, um Fritz Fahrer zu entfernen.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['a driver', nordDriver],
    ['an analyst', nordAnalyst],
  ])("offers %s no 'Kontakt erstellen'", async (_, user) => {
    renderApp('/contacts', { bff: bffWith({ [`GET ${CONTACTS}`]: listOf([fritz]) }, user) });
    await contactsTable();
    expect(screen.queryByRole('button', { name: 'Kontakt erstellen' })).toBeNull();
  });

  it("lists the contacts without creating, deleting or inviting again in a support user's view", async () => {
    renderApp('/contacts', {
      bff: bffWith({ [`GET ${CONTACTS}`]: listOf([fritz, anna]) }, viewedBySupport(nordAdmin)),
    });
    const table = await contactsTable();
    expect(table.getByText('Fritz Fahrer')).toBeInTheDocument();
    expect(await screen.findByText(/Sie sehen das Portal als Nora Nord/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kontakt erstellen' })).toBeNull();
    expect(table.queryByRole('button', { name: 'Kontakt Fritz Fahrer löschen' })).toBeNull();
    expect(table.queryByRole('button', { name: /^Aktionen für/ })).toBeNull();
  });
});

describe("'Kontakt erstellen'", () => {
  const openModal = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Kontakt erstellen' }));
    return dialogNamed('Kontakt erstellen');
  };

  it('names every missing or wrong entry and calls nothing', async () => {
    const { calls } = renderApp('/contacts', { bff: bffWith({ [`GET ${CONTACTS}`]: listOf([fritz]) }) });
    const dialog = await openModal();
    await userEvent.type(dialog.getByLabelText(/E-Mail-Adresse/), 'pool(at)nordflotte');
    await userEvent.type(dialog.getByLabelText(/Telefonnummer/), '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Kontakt erstellen' }));
    expect(await dialog.findByText('Bitte geben Sie einen Vornamen ein.')).toBeInTheDocument();
    expect(dialog.getByText('Bitte geben Sie einen Nachnamen ein.')).toBeInTheDocument();
    expect(dialog.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(
      dialog.getByText(
        'Bitte geben Sie eine gültige deutsche Telefonnummer ein (z. B. 030 12345678 oder +49 151 23456789).',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates the contact with its role and says it was invited', async () => {
    const created = {
      ...fritz,
      id: 'ct-2010',
      name: 'Paula Pool',
      firstName: 'Paula',
      lastName: 'Pool',
      email: 'pool@nordflotte.example',
      status: 'INVITED',
      phoneNumber: '+4915199999999',
    };
    const { calls } = renderApp('/contacts', {
      bff: bffWith({
        [`GET ${CONTACTS}`]: listOf([fritz]),
        [`POST ${CONTACTS}`]: { status: 201, body: { data: created } },
      }),
    });
    const dialog = await openModal();
    await userEvent.type(dialog.getByLabelText(/Vorname/), 'Paula');
    await userEvent.type(dialog.getByLabelText(/Nachname/), 'Pool');
    await userEvent.type(dialog.getByLabelText(/E-Mail-Adresse/), 'pool@nordflotte.example');
    await userEvent.type(dialog.getByLabelText(/Telefonnummer/), '0151 99999999');
    await userEvent.selectOptions(dialog.getByLabelText(/Rolle/), 'analyst');
    await userEvent.click(dialog.getByRole('button', { name: 'Kontakt erstellen' }));
    expect(
      await screen.findByText(
        'Paula Pool wurde angelegt und per E-Mail an pool@nordflotte.example eingeladen.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Paula',
      lastName: 'Pool',
      email: 'pool@nordflotte.example',
      role: 'analyst',
      phoneNumber: '+4915199999999',
    });
    await dialogsClosed();
  });

  it('says at the e-mail field when the address is already a contact', async () => {
    renderApp('/contacts', {
      bff: bffWith({ [`GET ${CONTACTS}`]: listOf([fritz]), [`POST ${CONTACTS}`]: failure(409, 'conflict') }),
    });
    const dialog = await openModal();
    await userEvent.type(dialog.getByLabelText(/Vorname/), 'Fritz');
    await userEvent.type(dialog.getByLabelText(/Nachname/), 'Fahrer');
    await userEvent.type(dialog.getByLabelText(/E-Mail-Adresse/), 'fahrer@nordflotte.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Kontakt erstellen' }));
    expect(
      await dialog.findByText('Für diese E-Mail-Adresse gibt es bereits einen Kontakt.'),
    ).toBeInTheDocument();
  });

  it('says when the contact could not be created', async () => {
    renderApp('/contacts', {
      bff: bffWith({
        [`GET ${CONTACTS}`]: listOf([fritz]),
        [`POST ${CONTACTS}`]: failure(500, 'general_error'),
      }),
    });
    const dialog = await openModal();
    await userEvent.type(dialog.getByLabelText(/Vorname/), 'Paula');
    await userEvent.type(dialog.getByLabelText(/Nachname/), 'Pool');
    await userEvent.type(dialog.getByLabelText(/E-Mail-Adresse/), 'pool@nordflotte.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Kontakt erstellen' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    );
  });
});
