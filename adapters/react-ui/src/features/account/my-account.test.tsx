// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, kimsProfile, openDialog } from '../../test/account-fixtures.ts';
import { type Answer, fakeBrowser, renderApp, signedInAs } from '../../test/render-app.tsx';

const nordflotte = {
  id: 'co-nordflotte',
  name: 'Nordflotte GmbH',
  phone: '+4940123456',
  address: { street: 'Am Sandtorkai', houseNumber: '50', postalCode: '20457', city: 'Hamburg' },
};

type Handler = Answer | (() => Answer | Promise<Answer>);
const bffWith = (profile: Handler, more: Record<string, Handler> = {}) => ({
  'GET /portal/api/bff/auth/session': signedInAs(),
  'GET /portal/api/bff/profile': profile,
  'GET /portal/api/bff/companies': { status: 200, body: { data: [] } },
  'GET /portal/api/bff/deals': { status: 200, body: { data: [{ id: 'd-0901', state: 'ENDED' }] } },
  ...more,
});
const profileAnswer = (changes: object = {}): Answer => ({
  status: 200,
  body: { data: { ...kimsProfile, ...changes } },
});

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('/myaccount', () => {
  it('shows that the account is loading', async () => {
    renderApp('/myaccount', { bff: bffWith(() => new Promise<Answer>(() => {})) });
    await screen.findByRole('heading', { name: 'Mein Konto' });
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the account could not be loaded, and loads it again on request', async () => {
    let failing = true;
    renderApp('/myaccount', {
      bff: bffWith(() => (failing ? failure(500, 'general_error') : profileAnswer())),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuche es erneut.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('region', { name: 'Kontaktdaten' })).toBeInTheDocument();
  });

  it('shows the company, payment, account, e-mail and contact sections', async () => {
    renderApp('/myaccount', {
      bff: bffWith(profileAnswer(), {
        'GET /portal/api/bff/companies': { status: 200, body: { data: [nordflotte] } },
      }),
    });
    const company = await section('Firmendaten');
    expect(await company.findByText('Nordflotte GmbH')).toBeInTheDocument();
    expect(company.getByText('Am Sandtorkai 50, 20457 Hamburg')).toBeInTheDocument();
    expect(company.getByRole('link', { name: 'Firmendaten bearbeiten' })).toHaveAttribute(
      'href',
      '/myaccount/companydetails',
    );
    expect((await section('Zahlungsart')).getByText('SEPA-Lastschrift')).toBeInTheDocument();
    const account = await section('Konto');
    expect(account.getByRole('link', { name: 'Passwort ändern' })).toHaveAttribute(
      'href',
      '/myaccount/changepassword',
    );
    expect(account.getByRole('link', { name: 'Rechnungen' })).toHaveAttribute('href', '/myaccount/invoices');
    const email = await section('E-Mail-Adresse');
    expect(email.getByText('kunde@demo.example')).toBeInTheDocument();
    expect(email.getByText('Bestätigt')).toBeInTheDocument();
    const contact = await section('Kontaktdaten');
    expect(contact.getByText('Kim Kunde')).toBeInTheDocument();
    expect(contact.getByText('12.04.1990')).toBeInTheDocument();
    expect(contact.getByText('Leopoldstraße 12, 80802 München')).toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'Kontaktdaten bearbeiten' })).toHaveAttribute(
      'href',
      '/myaccount/contactdetails',
    );
  });

  it('shows empty company and payment sections for a new customer', async () => {
    renderApp('/myaccount', {
      bff: bffWith({
        status: 200,
        body: { data: { firstname: 'Nina', lastname: 'Neu', email: 'neu@demo.example' } },
      }),
    });
    expect(
      await (await section('Firmendaten')).findByText('Du hast keine Firmendaten hinterlegt.'),
    ).toBeInTheDocument();
    expect((await section('Zahlungsart')).getByText('Nicht angegeben')).toBeInTheDocument();
  });

  it('asks to choose the payment method within 7 days of a new order (consumer spec §9)', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    renderApp('/myaccount', {
      now,
      bff: bffWith(profileAnswer({ payment_method: null }), {
        'GET /portal/api/bff/deals': {
          status: 200,
          body: { data: [{ id: 'd-1003', state: 'NOT_SIGNED', created_at: '2026-11-22T14:00:00Z' }] },
        },
      }),
    });
    const payment = await section('Zahlungsart');
    expect(
      await payment.findByText(
        'Bitte wähle deine Zahlungsart bis zum 29.11.2026. Wählst du keine, ziehen wir die Raten danach automatisch per SEPA-Lastschrift ein.',
      ),
    ).toBeInTheDocument();
  });

  it('asks nothing once a payment method is set: SEPA is chosen', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    renderApp('/myaccount', {
      now,
      bff: bffWith(profileAnswer(), {
        'GET /portal/api/bff/deals': {
          status: 200,
          body: { data: [{ id: 'd-1003', state: 'NOT_SIGNED', created_at: '2026-11-22T14:00:00Z' }] },
        },
      }),
    });
    const payment = await section('Zahlungsart');
    expect(await payment.findByText('SEPA-Lastschrift')).toBeInTheDocument();
    expect(payment.queryByText(/Bitte wähle deine Zahlungsart/)).not.toBeInTheDocument();
  });

  it('does not offer the password change to a Google sign-in', async () => {
    renderApp('/myaccount', { bff: bffWith(profileAnswer({ login_provider: 'google' })) });
    const account = await section('Konto');
    expect(account.getByText(/Du meldest dich mit Google an/)).toBeInTheDocument();
    expect(account.queryByRole('link', { name: 'Passwort ändern' })).not.toBeInTheDocument();
  });

  it("says that a sign-in through the company's account is the company's to manage", async () => {
    renderApp('/myaccount', { bff: bffWith(profileAnswer({ login_provider: 'company' })) });
    const account = await section('Konto');
    expect(account.getByText(/mit dem Firmenkonto Ihres Unternehmens an/)).toBeInTheDocument();
    expect(account.queryByText(/Google/)).not.toBeInTheDocument();
    expect(account.queryByRole('link', { name: 'Passwort ändern' })).not.toBeInTheDocument();
  });
});

describe('deleting the account', () => {
  const askToDelete = async (answer: Handler) => {
    const view = renderApp('/myaccount', {
      bff: bffWith(profileAnswer(), { 'POST /portal/api/bff/profile/deletion-request': answer }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Konto löschen' }));
    const dialog = await openDialog();
    expect(dialog.getByText(/innerhalb von 48 Stunden/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Konto endgültig löschen', hidden: true }));
    return view;
  };

  it('asks to confirm, then tells that the account is deleted within 48 hours', async () => {
    const { calls } = await askToDelete({ status: 202, body: { ok: true } });
    expect(await screen.findByText('Dein Konto wird innerhalb von 48 Stunden gelöscht.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/portal/api/bff/profile/deletion-request')).toHaveLength(1);
  });

  it('says at once that a running subscription blocks it, without asking the BFF', async () => {
    const { calls } = renderApp('/myaccount', {
      bff: bffWith(profileAnswer(), {
        'GET /portal/api/bff/deals': {
          status: 200,
          body: {
            data: [
              { id: 'd-0901', state: 'ENDED' },
              { id: 'd-1001', state: 'STOPPED' },
            ],
          },
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Konto löschen' }));
    expect(
      await screen.findByText('Dein Konto kann nicht gelöscht werden, solange du ein laufendes Abo hast.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Konto endgültig löschen', hidden: true }),
    ).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/portal/api/bff/profile/deletion-request')).toBe(false);
  });

  it('is blocked when the BFF knows of a running subscription', async () => {
    await askToDelete(failure(409, 'account_deletion_blocked'));
    expect(
      await screen.findByText('Dein Konto kann nicht gelöscht werden, solange du ein laufendes Abo hast.'),
    ).toBeInTheDocument();
  });

  it('shows the already-requested modal for a second request', async () => {
    await askToDelete(failure(409, 'deletion_already_requested'));
    expect(await screen.findByText('Löschung bereits beantragt')).toBeInTheDocument();
    expect(screen.getByText('Du hast die Löschung deines Kontos bereits beantragt.')).toBeInTheDocument();
  });

  it('shows the error modal with a retry when the request fails', async () => {
    let failing = true;
    await askToDelete(() => (failing ? failure(500, 'general_error') : { status: 202, body: { ok: true } }));
    expect(await screen.findByText('Das hat leider nicht geklappt')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen', hidden: true }));
    expect(await screen.findByText('Dein Konto wird innerhalb von 48 Stunden gelöscht.')).toBeInTheDocument();
  });
});

describe('changing the payment method', () => {
  const openModal = async (answer: Handler, browser = fakeBrowser()) => {
    const view = renderApp('/myaccount', {
      browser,
      bff: bffWith(profileAnswer(), { 'PUT /portal/api/bff/profile/payment-method': answer }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Zahlungsart ändern' }));
    return { ...view, dialog: await openDialog() };
  };

  it('checks the IBAN with core’s validator before sending SEPA debit', async () => {
    const { dialog, calls } = await openModal({
      status: 200,
      body: { data: { payment_method: 'sepa_debit', status: 'active', redirect_url: null } },
    });
    await userEvent.type(dialog.getByRole('textbox', { name: /IBAN/, hidden: true }), 'DE00 1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Zahlungsart speichern', hidden: true }));
    expect(
      dialog.getByText('Bitte gib eine gültige IBAN ein, z. B. DE89 3704 0044 0532 0130 00.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(dialog.getByRole('textbox', { name: /IBAN/, hidden: true }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /IBAN/, hidden: true }),
      'de89 3704 0044 0532 0130 00',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Kontoinhaber/, hidden: true }), 'Kim Kunde');
    await userEvent.click(dialog.getByRole('button', { name: 'Zahlungsart speichern', hidden: true }));
    expect(await screen.findByText('Deine Zahlungsart wurde geändert.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      payment_method: 'sepa_debit',
      iban: 'DE89370400440532013000',
      account_holder: 'Kim Kunde',
    });
  });

  it('sends the customer to the payment provider to confirm PayPal', async () => {
    const browser = fakeBrowser();
    const { dialog } = await openModal(
      {
        status: 200,
        body: {
          data: {
            payment_method: 'paypal',
            status: 'pending_confirmation',
            redirect_url: 'https://pay.example/confirm/1',
          },
        },
      },
      browser,
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'PayPal', hidden: true }));
    await userEvent.click(dialog.getByRole('button', { name: 'Zahlungsart speichern', hidden: true }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('https://pay.example/confirm/1'));
  });

  it('shows the failure modal when the customer comes back from the provider without confirming', async () => {
    renderApp('/myaccount?payment_method=card&status=canceled', { bff: bffWith(profileAnswer()) });
    const dialog = await openDialog();
    expect(dialog.getByText('Etwas ist schief gelaufen!')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Erneut versuchen', hidden: true }));
    expect(await screen.findByText('Neue Zahlungsart')).toBeInTheDocument();
  });

  it('says the change waits for the provider when the customer comes back having confirmed', async () => {
    renderApp('/myaccount?payment_method=paypal&status=pending_confirmation', {
      bff: bffWith(profileAnswer()),
    });
    expect(
      await screen.findByText('Bitte bestätige die neue Zahlungsart bei deinem Zahlungsanbieter.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Etwas ist schief gelaufen!')).not.toBeInTheDocument();
  });

  it('shows the failure modal when the change fails', async () => {
    const { dialog } = await openModal(failure(502, 'payment_method_change_failed'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Kreditkarte', hidden: true }));
    await userEvent.click(dialog.getByRole('button', { name: 'Zahlungsart speichern', hidden: true }));
    expect(await screen.findByText('Etwas ist schief gelaufen!')).toBeInTheDocument();
  });
});

/** The content page `myaccount` as an editor arranged it (adapters/sql/seed/content/pages.ts). */
const accountPage = (modules: object[]): Answer => ({
  status: 200,
  body: { data: { slug: 'myaccount', locale: 'de-DE', title: 'Mein Konto', modules } },
});

describe('/myaccount assembled from content', () => {
  it('shows the sections the content names, in its order, and the drivers and invoices cards', async () => {
    renderApp('/myaccount', {
      bff: bffWith(profileAnswer(), {
        'GET /portal/api/bff/content/pages/myaccount': accountPage([
          { id: 'm-1', type: 'my-account', props: { sections: ['contact', 'email'] } },
          {
            id: 'm-2',
            type: 'drivers-list',
            props: { title: 'Fahrer:innen', addLabel: 'Fahrer:in hinzufügen' },
          },
          { id: 'm-3', type: 'invoices', props: { title: 'Rechnungen', link: '/myaccount/invoices' } },
        ]),
        'GET /portal/api/bff/drivers': {
          status: 200,
          body: {
            data: [
              {
                id: 'dr-1',
                relationship_type: 'relative_type_1',
                firstname: 'Alex',
                lastname: 'Kunde',
                date_of_birth: '1991-03-02',
                status: 'active',
              },
            ],
          },
        },
      }),
    });
    const contact = await screen.findByRole('region', { name: 'Kontaktdaten' });
    const email = screen.getByRole('region', { name: 'E-Mail-Adresse' });
    expect(contact.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Firmendaten' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Zahlungsart' })).toBeNull();
    const drivers = within(
      screen.getByRole('heading', { name: 'Fahrer:innen' }).closest('.fui-Card') as HTMLElement,
    );
    expect(await drivers.findByText(/Alex Kunde/)).toBeInTheDocument();
    expect(drivers.getByRole('link', { name: 'Fahrer:in hinzufügen' })).toHaveAttribute(
      'href',
      '/myaccount/drivers/add',
    );
    expect(screen.getByRole('link', { name: 'Alle Rechnungen ansehen' })).toHaveAttribute(
      'href',
      '/myaccount/invoices',
    );
  });

  it('says in the content’s words that a running subscription blocks deleting the account', async () => {
    renderApp('/myaccount', {
      bff: bffWith(profileAnswer(), {
        'GET /portal/api/bff/deals': { status: 200, body: { data: [{ id: 'd-1001', state: 'ACTIVE' }] } },
        'GET /portal/api/bff/content/pages/myaccount': accountPage([
          {
            id: 'm-1',
            type: 'my-account',
            props: {
              deleteAccount: { label: 'Konto schließen', blockedNote: 'Erst das Abo beenden, dann löschen.' },
            },
          },
        ]),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Konto schließen' }));
    expect(await screen.findByText('Erst das Abo beenden, dann löschen.')).toBeInTheDocument();
  });
});
