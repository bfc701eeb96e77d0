// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SLOW } from '../../test/dialogs.ts';
import { type Answer, fakeBrowser, renderApp, signedInAs } from '../../test/render-app.tsx';

const failure = (status: number, code: string): Answer => ({
  status,
  body: { error: { code, message: code } },
});

const logIn = async (email = 'kunde@demo.example', password = 'Demo!2026') => {
  const form = within(await screen.findByRole('main'));
  await userEvent.type(await form.findByLabelText(/E-Mail-Adresse/), email);
  await userEvent.type(form.getByLabelText(/^Passwort/), password);
  await userEvent.click(form.getByRole('button', { name: 'Anmelden' }));
};

describe('login', () => {
  it.each([
    ['wrong_password', 401],
    ['user_does_not_exist', 401],
  ])('answers %s with the one text for a wrong combination of e-mail and password', async (code, status) => {
    renderApp('/login', { bff: { 'POST /portal/api/bff/auth/login': failure(status, code) } });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Kombination aus E-Mail und Passwort ist falsch.',
    );
  });

  it('answers an unexpected failure with general_error’s request to refresh the page', async () => {
    renderApp('/login', { bff: { 'POST /portal/api/bff/auth/login': failure(500, 'general_error') } });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ein unerwarteter Fehler ist aufgetreten. Bitte aktualisiere die Seite.',
    );
  });

  it('checks the fields before asking the server', async () => {
    const { calls } = renderApp('/login');
    await logIn('kein-at-zeichen', ' ');
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/portal/api/bff/auth/login')).toBe(false);
  });

  it('offers to resend the verification e-mail to an unconfirmed address', async () => {
    const { calls } = renderApp('/login', {
      bff: {
        'POST /portal/api/bff/auth/login': failure(403, 'email_not_verified'),
        'POST /portal/api/bff/auth/verification-email': { status: 200, body: { ok: true } },
      },
    });
    await logIn('neu@demo.example');
    await userEvent.click(await screen.findByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }));
    expect(
      await screen.findByText('Wir haben dir die Bestätigungs-E-Mail erneut geschickt.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/portal/api/bff/auth/verification-email')?.body).toEqual({
      email: 'neu@demo.example',
      locale: 'de-DE',
    });
  });

  it('closes the login dialog once signed in and stays on the page', async () => {
    let signedIn = false;
    const { router } = renderApp('/forgot-password?login=true', {
      bff: {
        'GET /portal/api/bff/auth/session': () => (signedIn ? signedInAs() : failure(401, 'unauthorized')),
        'POST /portal/api/bff/auth/login': () => {
          signedIn = true;
          return signedInAs();
        },
      },
    });
    const dialog = within(await screen.findByRole('dialog'));
    // The dialog's form is a lazy chunk.
    await userEvent.type(await dialog.findByLabelText(/E-Mail-Adresse/, {}, SLOW), 'kunde@demo.example');
    await userEvent.type(dialog.getByLabelText(/^Passwort/), 'Demo!2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/forgot-password');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows whoever signs in next none of the previous user’s subscriptions', async () => {
    const kundesDeal = {
      id: 'd-1001',
      state: 'ACTIVE',
      variant: 'SUBSCRIPTION',
      amount: 54_900,
      car: { oem: 'Volkswagen', model: 'ID.4 Pro' },
    };
    const neu = { email: 'neu@demo.example', name: 'Nele Neu', kind: 'consumer', hs_first_name: 'Nele' };
    let user: 'kunde' | 'neu' | undefined = 'kunde';
    const { router } = renderApp('/mycars', {
      bff: {
        'GET /portal/api/bff/auth/session': () =>
          user === 'kunde' ? signedInAs() : user === 'neu' ? signedInAs(neu) : failure(401, 'unauthorized'),
        // The list is the signed-in user's; the typed client keeps it for 5 minutes (consumer spec §7).
        'GET /portal/api/bff/deals': () => ({
          status: 200,
          body: { data: user === 'kunde' ? [kundesDeal] : [] },
        }),
        'GET /portal/api/bff/deals/d-1001': () =>
          user === undefined ? failure(401, 'unauthorized') : failure(404, 'not_found'),
        'POST /portal/api/bff/auth/login': () => {
          user = 'neu';
          return signedInAs(neu);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Volkswagen ID.4 Pro' })).toBeInTheDocument();

    // The session ends; the next call answers 401 and the login dialog opens over the car's page.
    user = undefined;
    await router.navigate('/mycars/d-1001');
    const dialog = within(await screen.findByRole('dialog', {}, SLOW));
    expect(router.state.location.pathname).toBe('/mycars/d-1001');
    await userEvent.type(await dialog.findByLabelText(/E-Mail-Adresse/, {}, SLOW), 'neu@demo.example');
    await userEvent.type(dialog.getByLabelText(/^Passwort/), 'Demo!2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Anmelden' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Zurück zu meinen Autos' }));
    expect(await screen.findByRole('heading', { name: 'Du hast noch kein Auto-Abo.' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Volkswagen ID.4 Pro' })).not.toBeInTheDocument();
  });
});

describe('the login dialog', () => {
  it('follows a link in it to its page and closes', async () => {
    renderApp('/register?login=true');
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('link', { name: 'Passwort vergessen?' }));
    expect(await screen.findByRole('heading', { name: 'Passwort vergessen', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Link senden' })).toBeInTheDocument();
  });
});

describe('registration', () => {
  const fill = async () => {
    await userEvent.type(await screen.findByLabelText(/Vorname/), 'Nina');
    await userEvent.type(screen.getByLabelText(/Nachname/), 'Neu');
    await userEvent.type(screen.getByLabelText(/E-Mail-Adresse/), 'kunde@demo.example');
    await userEvent.type(screen.getByLabelText(/^Passwort/), 'Sicher!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Konto erstellen' }));
  };

  it('answers user_already_exist by asking to log in', async () => {
    renderApp('/register', {
      bff: { 'POST /portal/api/bff/auth/register': failure(409, 'user_already_exist') },
    });
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Bitte melde dich an.',
    );
  });

  it('refuses a weak password with the specification’s text', async () => {
    renderApp('/register');
    await userEvent.type(await screen.findByLabelText(/^Passwort/), 'kurz');
    await userEvent.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(await screen.findByText('Das Passwort entspricht nicht den Anforderungen.')).toBeInTheDocument();
    expect(screen.getAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(3);
  });

  it('sends the locale and shows the e-mail verification message', async () => {
    const { calls } = renderApp('/register', {
      bff: {
        'POST /portal/api/bff/auth/register': {
          status: 201,
          body: { data: { email: 'kunde@demo.example', email_verified: false } },
        },
      },
    });
    await fill();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Bitte bestätige deine E-Mail-Adresse');
    expect(dialog).toHaveTextContent('kunde@demo.example');
    expect(calls.find((call) => call.path === '/portal/api/bff/auth/register')?.body).toMatchObject({
      firstname: 'Nina',
      locale: 'de-DE',
    });
  });
});

describe('forgotten and reset password, e-mail verification', () => {
  it('confirms a reset request in a message modal', async () => {
    renderApp('/forgot-password', {
      bff: { 'POST /portal/api/bff/auth/forgot-password': { status: 200, body: { ok: true } } },
    });
    await userEvent.type(await screen.findByLabelText(/E-Mail-Adresse/), 'kunde@demo.example');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Schau in dein Postfach');
  });

  it('sets a new password with the token of the link', async () => {
    const { calls } = renderApp('/reset-password?token=reset-demo-token', {
      bff: { 'POST /portal/api/bff/auth/reset-password': { status: 200, body: { ok: true } } },
    });
    await userEvent.type(
      await screen.findByLabelText(/^Neues Passwort\b(?! wiederholen)/),
      'Neu!Passwort2026',
    );
    await userEvent.type(screen.getByLabelText(/Neues Passwort wiederholen/), 'Neu!Passwort2026');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText(/Dein Passwort wurde geändert/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/portal/api/bff/auth/reset-password')?.body).toEqual({
      token: 'reset-demo-token',
      newPassword: 'Neu!Passwort2026',
    });
  });

  it('says when a reset link has expired', async () => {
    renderApp('/reset-password?token=expired', {
      bff: { 'POST /portal/api/bff/auth/reset-password': failure(400, 'token_invalid') },
    });
    await userEvent.type(
      await screen.findByLabelText(/^Neues Passwort\b(?! wiederholen)/),
      'Neu!Passwort2026',
    );
    await userEvent.type(screen.getByLabelText(/Neues Passwort wiederholen/), 'Neu!Passwort2026');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist ungültig oder abgelaufen.');
  });

  it('confirms the e-mail address with the token of the link, once', async () => {
    const { calls } = renderApp('/verify-email?token=verify-demo-token', {
      bff: { 'POST /portal/api/bff/auth/verify-email': { status: 200, body: { ok: true } } },
    });
    expect(await screen.findByText(/Deine E-Mail-Adresse ist bestätigt/)).toBeInTheDocument();
    const verifications = calls.filter((call) => call.path === '/portal/api/bff/auth/verify-email');
    expect(verifications.map((call) => call.body)).toEqual([{ token: 'verify-demo-token' }]);
  });

  it('says when a verification link is no longer valid', async () => {
    renderApp('/verify-email?token=unknown', {
      bff: { 'POST /portal/api/bff/auth/verify-email': failure(400, 'token_invalid') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist ungültig oder abgelaufen.');
  });
});

describe('logout', () => {
  it('clears impersonation and return-to-checkout and hard-redirects from my cars to /portal/{locale}/mycars', async () => {
    const browser = fakeBrowser(
      { 'portal.locale': 'en-US', 'portal.return-to-checkout': '/checkout' },
      { 'portal.impersonation': 'u-kunde' },
    );
    const { calls, router } = renderApp('/mycars', {
      browser,
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs(),
        'GET /portal/api/bff/deals': { status: 200, body: { data: [] } },
        'POST /portal/api/bff/auth/logout': { status: 200, body: { ok: true } },
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Log out' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/portal/en-US/mycars'));
    expect(calls.some((call) => call.path === '/portal/api/bff/auth/logout')).toBe(true);
    expect(browser.sessionStorage.getItem('portal.impersonation')).toBeNull();
    expect(browser.localStorage.getItem('portal.return-to-checkout')).toBeNull();
    expect(router.state.location.pathname).toBe('/logout');
  });

  it('sends the user home after logging out from elsewhere', async () => {
    const browser = fakeBrowser();
    renderApp('/logout', {
      browser,
      bff: { 'POST /portal/api/bff/auth/logout': { status: 200, body: { ok: true } } },
    });
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/'));
  });
});
