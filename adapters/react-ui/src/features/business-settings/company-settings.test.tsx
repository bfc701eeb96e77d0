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

const SIGN_IN_ISSUER = 'GET /portal/api/bff/fleet/settings/sign-in-issuer';

describe("/settings/company: the company's own sign-in", () => {
  it('shows the admin the saved issuer, the link for the team and the redirect URI', async () => {
    renderApp('/settings/company', {
      bff: {
        [SESSION]: asNordAdmin,
        [SETTINGS]: ok(nordflotteSettings),
        [SIGN_IN_ISSUER]: ok({
          issuer: 'https://login.microsoftonline.com/tenant/v2.0',
          clientId: 'client-1',
          clientSecretSet: true,
        }),
      },
    });
    await screen.findByRole('heading', { name: 'Anmeldung mit dem Firmenkonto' });
    const link = `${window.location.origin}/login?company=co-nordflotte`;
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(
      screen.getByText(`${window.location.origin}/login/callback/company:co-nordflotte`),
    ).toBeInTheDocument();
    expect(screen.getByText('client-1')).toBeInTheDocument();
  });

  it('says when none is set, and shows nothing to an analyst', async () => {
    const { unmount } = renderApp('/settings/company', {
      bff: { [SESSION]: asNordAdmin, [SETTINGS]: ok(nordflotteSettings), [SIGN_IN_ISSUER]: ok(null) },
    });
    expect(
      await screen.findByText('Für Ihr Unternehmen ist kein eigener Anmeldedienst hinterlegt.'),
    ).toBeInTheDocument();
    unmount();
    const { calls } = renderApp('/settings/company', {
      bff: { [SESSION]: asNordAnalyst, [SETTINGS]: ok(nordflotteSettings), [SIGN_IN_ISSUER]: ok(null) },
    });
    await screen.findByText('Am Sandtorkai 50, 20457 Hamburg');
    expect(screen.queryByText(/Anmeldedienst/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/sign-in-issuer'))).toBe(false);
  });
});

describe("/settings/company: the admin sets the company's own sign-in", () => {
  const PUT_ISSUER = 'PUT /portal/api/bff/fleet/settings/sign-in-issuer';
  const entra = { issuer: 'https://login.microsoftonline.com/tenant/v2.0', clientId: 'client-1' };

  it('checks the entries as the BFF does, sends them, and shows what was saved without the secret', async () => {
    const { calls } = renderApp('/settings/company', {
      bff: {
        [SESSION]: asNordAdmin,
        [SETTINGS]: ok(nordflotteSettings),
        [SIGN_IN_ISSUER]: ok(null),
        [PUT_ISSUER]: ok({ ...entra, clientSecretSet: true }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Anmeldedienst hinterlegen' }));
    const form = within(screen.getByRole('form', { name: 'Anmeldedienst bearbeiten' }));
    await userEvent.type(form.getByLabelText(/^Anbieter/), 'http://login.example');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    expect(
      await form.findByText('Bitte geben Sie die https://-Adresse des Anbieters an.'),
    ).toBeInTheDocument();
    expect(form.getByText('Bitte geben Sie die Client-ID an.')).toBeInTheDocument();
    expect(form.getByText('Bitte geben Sie das Client-Secret an.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(form.getByLabelText(/^Anbieter/));
    await userEvent.type(form.getByLabelText(/^Anbieter/), entra.issuer);
    await userEvent.type(form.getByLabelText(/^Client-ID/), entra.clientId);
    await userEvent.type(form.getByLabelText(/^Client-Secret/), 'geheim');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Anmeldedienst wurde gespeichert.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { ...entra, clientSecret: 'geheim' },
    ]);
    expect(screen.getByText('client-1')).toBeInTheDocument();
    expect(screen.queryByText('geheim')).not.toBeInTheDocument();
  });

  it('says so when the BFF refuses the entries, and keeps them', async () => {
    renderApp('/settings/company', {
      bff: {
        [SESSION]: asNordAdmin,
        [SETTINGS]: ok(nordflotteSettings),
        [SIGN_IN_ISSUER]: ok({ ...entra, clientSecretSet: true }),
        [PUT_ISSUER]: failure(400, 'bad_request'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Anmeldedienst bearbeiten' }));
    const form = within(screen.getByRole('form', { name: 'Anmeldedienst bearbeiten' }));
    expect(form.getByLabelText(/^Anbieter/)).toHaveValue(entra.issuer);
    expect(form.getByLabelText(/^Client-Secret/)).toHaveValue('');
    await userEvent.type(form.getByLabelText(/^Client-Secret/), 'neu');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Angaben.');
    expect(form.getByLabelText(/^Client-Secret/)).toHaveValue('neu');
  });
});

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

describe('Zahlungsart anpassen (/account/{company.id}/email)', () => {
  it('leads from the company settings to a page of the portal, not to a missing one', async () => {
    const { router } = renderApp('/settings/company', {
      bff: { [SESSION]: asNordAdmin, [SETTINGS]: ok(nordflotteSettings) },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Zahlungsart anpassen' }));
    expect(
      await screen.findByRole('heading', { name: 'Zahlungsart anpassen', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/co-nordflotte/email');
    expect(screen.queryByText(/Seite nicht gefunden/)).not.toBeInTheDocument();
  });

  it('prepares the e-mail that asks the customer service for the wanted method', async () => {
    renderApp('/account/co-nordflotte/email', {
      bff: { [SESSION]: asNordAdmin, [SETTINGS]: ok(nordflotteSettings) },
    });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('SEPA-Lastschrift', { selector: 'strong' })).toBeInTheDocument();
    // The other method is chosen first: the current one needs no change.
    expect(main.getByRole('radio', { name: 'Überweisung' })).toBeChecked();
    const write = main.getByRole('link', { name: 'E-Mail an Kundenbetreuung schreiben' });
    const mail = new URL(write.getAttribute('href') ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('geschaeftskunden@portal.example');
    expect(mail.searchParams.get('subject')).toBe('Zahlungsart anpassen – Nordflotte GmbH (co-nordflotte)');
    expect(mail.searchParams.get('body')).toContain('Bisher: SEPA-Lastschrift\nKünftig: Überweisung');
    await userEvent.click(main.getByRole('radio', { name: 'SEPA-Lastschrift' }));
    expect(main.getByText('Diese Zahlungsart nutzt Ihr Unternehmen bereits.')).toBeInTheDocument();
  });

  it('is for the admins of that company only', async () => {
    const { unmount } = renderApp('/account/co-nordflotte/email', {
      bff: { [SESSION]: asNordAnalyst, [SETTINGS]: ok(nordflotteSettings) },
    });
    expect(
      await screen.findByText('Nur Administrator*innen können die Zahlungsart anpassen.'),
    ).toBeInTheDocument();
    unmount();
    renderApp('/account/co-suedlogistik/email', {
      bff: { [SESSION]: asNordAdmin, [SETTINGS]: ok(nordflotteSettings) },
    });
    expect(await screen.findByText(/Diese Seite gehört zu einem anderen Unternehmen/)).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'E-Mail an Kundenbetreuung schreiben' }),
    ).not.toBeInTheDocument();
  });
});
