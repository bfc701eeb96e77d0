// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/account-fixtures.ts';
import { renderApp, signedOut } from '../../test/render-app.tsx';

const ACCEPT = 'POST /portal/api/bff/auth/accept-invitation';
const ida = {
  email: 'ida.eingeladen@nordflotte.example',
  name: 'Ida Eingeladen',
  kind: 'business',
  role: 'driver',
  company_id: 'co-nordflotte',
};

const fillIn = async (password: string, confirmed = password) => {
  await userEvent.type(await screen.findByLabelText(/^Passwort\b(?! wiederholen)/), password);
  await userEvent.type(screen.getByLabelText(/Passwort wiederholen/), confirmed);
  await userEvent.click(screen.getByRole('button', { name: 'Passwort festlegen und anmelden' }));
};

describe('the invitation link', () => {
  it('sets the password with the token of the link and continues signed in to the fleet', async () => {
    const { calls, router } = renderApp('/invitation?token=invite-demo-token', {
      bff: {
        'GET /portal/api/bff/auth/session': signedOut,
        [ACCEPT]: { status: 200, body: { data: ida } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Einladung annehmen', level: 1 })).toBeInTheDocument();
    await fillIn('Eingeladen!2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cars/all'));
    expect(
      calls.filter((call) => call.path === '/portal/api/bff/auth/accept-invitation').map((c) => c.body),
    ).toEqual([{ token: 'invite-demo-token', password: 'Eingeladen!2026' }]);
  });

  it('is a real form posting the token and both fields to /invitation, for a click before the scripts ran', async () => {
    renderApp('/invitation?token=invite-demo-token', {
      bff: { 'GET /portal/api/bff/auth/session': signedOut },
    });
    const password = await screen.findByLabelText(/^Passwort\b(?! wiederholen)/);
    const form = password.closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/invitation');
    await userEvent.type(password, 'Eingeladen!2026');
    await userEvent.type(screen.getByLabelText(/Passwort wiederholen/), 'Eingeladen!2026');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      token: 'invite-demo-token',
      password: 'Eingeladen!2026',
      confirmed: 'Eingeladen!2026',
    });
  });

  it.each([
    ['mismatch', 'Die von dir angegebenen Passwörter stimmen nicht überein.'],
    ['conflict', /bereits ein Konto/],
    ['token_invalid', 'Dieser Link ist nicht mehr gültig.'],
  ])('shows the refusal of a form sent before the scripts ran (%s)', async (code, message) => {
    renderApp(`/invitation?token=invite-demo-token&error=${code}`, {
      bff: { 'GET /portal/api/bff/auth/session': signedOut },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('checks the password rules and the repetition before it sends anything', async () => {
    const { calls } = renderApp('/invitation?token=invite-demo-token', {
      bff: { 'GET /portal/api/bff/auth/session': signedOut },
    });
    await fillIn('kurz', 'anders');
    expect(await screen.findByText('Das Passwort entspricht nicht den Anforderungen.')).toBeInTheDocument();
    expect(screen.getByText('Die von dir angegebenen Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/portal/api/bff/auth/accept-invitation')).toBe(false);
  });

  it('says when the link has expired or was used, and whom to ask for a new one', async () => {
    renderApp('/invitation?token=invite-expired-demo-token', {
      bff: { 'GET /portal/api/bff/auth/session': signedOut, [ACCEPT]: failure(400, 'token_invalid') },
    });
    await fillIn('Eingeladen!2026');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dieser Link ist nicht mehr gültig.');
    expect(alert).toHaveTextContent(
      'Dieser Einladungslink ist abgelaufen oder wurde bereits verwendet. Bitte wenden Sie sich an Ihre*n Administrator*in, damit Sie eine neue Einladung erhalten.',
    );
    expect(screen.queryByRole('button', { name: 'Passwort festlegen und anmelden' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/login');
  });

  it('says when the address already has an account', async () => {
    renderApp('/invitation?token=invite-demo-token', {
      bff: { 'GET /portal/api/bff/auth/session': signedOut, [ACCEPT]: failure(409, 'conflict') },
    });
    await fillIn('Eingeladen!2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an oder wenden Sie sich an Ihre*n Administrator*in.',
    );
  });

  it('says when the link is incomplete', async () => {
    renderApp('/invitation', { bff: { 'GET /portal/api/bff/auth/session': signedOut } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist unvollständig.');
  });
});
