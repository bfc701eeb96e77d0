// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import {
  asNordAdmin,
  asNordAnalyst,
  failure,
  never,
  nordflotteSettings,
  ok,
  SESSION,
} from './settings-fixtures.ts';

const SETTINGS = 'GET /portal/api/bff/fleet/settings/company';
const UPDATE = 'PATCH /portal/api/bff/companies/co-nordflotte';

describe('/settings/company', () => {
  it('shows that the company is loading', async () => {
    renderApp('/settings/company', { bff: { [SESSION]: asNordAdmin, [SETTINGS]: never } });
    await screen.findByRole('heading', { name: 'Einstellungen', level: 1 });
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the company could not be loaded', async () => {
    renderApp('/settings/company', {
      bff: { [SESSION]: asNordAdmin, [SETTINGS]: failure(500, 'general_error') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
  });

  it('shows address, payment info and contact person, with the link to change the payment method', async () => {
    renderApp('/settings/company', { bff: { [SESSION]: asNordAdmin, [SETTINGS]: ok(nordflotteSettings) } });
    expect(await screen.findByText('Am Sandtorkai 50, 20457 Hamburg')).toBeInTheDocument();
    expect(screen.getByText('SEPA-Lastschrift')).toBeInTheDocument();
    expect(screen.getByText('DE•• •••• •••• •••• •••• 3000')).toBeInTheDocument();
    expect(screen.getByText('KST-100')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Nora Nord')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zahlungsart anpassen' })).toHaveAttribute(
      'href',
      '/account/co-nordflotte/email',
    );
  });

  it('says when no contact person is given', async () => {
    renderApp('/settings/company', {
      bff: { [SESSION]: asNordAdmin, [SETTINGS]: ok({ ...nordflotteSettings, contactPerson: null }) },
    });
    expect(
      await screen.findByText('Für Ihr Unternehmen ist noch keine Ansprechperson hinterlegt.'),
    ).toBeInTheDocument();
  });

  it('lets an analyst read the details but not edit them', async () => {
    renderApp('/settings/company', { bff: { [SESSION]: asNordAnalyst, [SETTINGS]: ok(nordflotteSettings) } });
    await screen.findByText('Am Sandtorkai 50, 20457 Hamburg');
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zahlungsart anpassen' })).not.toBeInTheDocument();
  });

  it('names every missing or wrong field of the edit and sends nothing', async () => {
    const { calls } = renderApp('/settings/company', {
      bff: { [SESSION]: asNordAdmin, [SETTINGS]: ok(nordflotteSettings) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    for (const label of ['Straße', 'Hausnummer', 'Stadt'])
      await userEvent.clear(screen.getByLabelText(label, { exact: false }));
    await userEvent.clear(screen.getByLabelText('PLZ', { exact: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    for (const message of ['Straße fehlt', 'Hausnummer fehlt', 'PLZ fehlt', 'Stadt fehlt'])
      expect(screen.getByText(message)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('PLZ', { exact: false }), '2045');
    await userEvent.clear(screen.getByLabelText('Telefon', { exact: false }));
    await userEvent.type(screen.getByLabelText('Telefon', { exact: false }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Bitte geben Sie eine gültige PLZ mit 5 Ziffern ein.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bitte geben Sie eine gültige deutsche Telefonnummer ein (z. B. 030 12345678 oder +49 151 23456789).',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('saves a changed address and says so', async () => {
    const { calls } = renderApp('/settings/company', {
      bff: {
        [SESSION]: asNordAdmin,
        [SETTINGS]: ok(nordflotteSettings),
        [UPDATE]: ok({ id: 'co-nordflotte', name: 'Nordflotte GmbH', address: nordflotteSettings.address }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    const street = screen.getByLabelText('Straße', { exact: false });
    await userEvent.clear(street);
    await userEvent.type(street, 'Großer Grasbrook');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Unternehmensdaten wurden gespeichert.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      phone: '+4940123456',
      address: { street: 'Großer Grasbrook', houseNumber: '50', postalCode: '20457', city: 'Hamburg' },
    });
  });

  it('says when the BFF refuses the change', async () => {
    renderApp('/settings/company', {
      bff: {
        [SESSION]: asNordAdmin,
        [SETTINGS]: ok(nordflotteSettings),
        [UPDATE]: failure(403, 'forbidden'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nur Administrator*innen können die Unternehmensdaten ändern.',
    );
  });
});
