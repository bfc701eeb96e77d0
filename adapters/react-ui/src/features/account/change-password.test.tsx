// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, kimsProfile } from '../../test/account-fixtures.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';

type Handler = Answer | ((request: { body: unknown }) => Answer | Promise<Answer>);
const bffWith = (profile: Handler, change: Handler = { status: 200, body: { ok: true } }) => ({
  'GET /portal/api/bff/auth/session': signedInAs(),
  'GET /portal/api/bff/profile': profile,
  'PUT /portal/api/bff/profile/password': change,
});
const profileAnswer = (changes: object = {}): Answer => ({
  status: 200,
  body: { data: { ...kimsProfile, ...changes } },
});

const fill = async (current: string, next: string, confirmed: string) => {
  await screen.findByLabelText(/^Aktuelles Passwort/);
  if (current) await userEvent.type(screen.getByLabelText(/^Aktuelles Passwort/), current);
  if (next) await userEvent.type(screen.getByLabelText(/^Neues Passwort(?! wiederholen)/), next);
  if (confirmed) await userEvent.type(screen.getByLabelText(/^Neues Passwort wiederholen/), confirmed);
  await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
};

describe('/myaccount/changepassword', () => {
  it('shows that the profile is loading', async () => {
    renderApp('/myaccount/changepassword', { bff: bffWith(() => new Promise<Answer>(() => {})) });
    await screen.findByRole('heading', { name: 'Passwort ändern' });
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the profile could not be loaded', async () => {
    renderApp('/myaccount/changepassword', { bff: bffWith(failure(500, 'general_error')) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuche es erneut.',
    );
  });

  it('is not offered to an Apple sign-in', async () => {
    renderApp('/myaccount/changepassword', { bff: bffWith(profileAnswer({ login_provider: 'apple' })) });
    expect(await screen.findByText(/Du meldest dich mit Apple an/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Aktuelles Passwort/)).not.toBeInTheDocument();
  });

  it('requires every field', async () => {
    const { calls } = renderApp('/myaccount/changepassword', { bff: bffWith(profileAnswer()) });
    await fill('', '', '');
    expect(screen.getAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(3);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('refuses the current password as the new one', async () => {
    renderApp('/myaccount/changepassword', { bff: bffWith(profileAnswer()) });
    await fill('Demo!2026', 'Demo!2026', 'Demo!2026');
    expect(screen.getByText('Du kannst leider nicht dein aktuelles Passwort verwenden.')).toBeInTheDocument();
  });

  it('refuses a weak password and two passwords that differ', async () => {
    renderApp('/myaccount/changepassword', { bff: bffWith(profileAnswer()) });
    await fill('Demo!2026', 'kurz', 'anders');
    expect(screen.getByText('Das Passwort entspricht nicht den Anforderungen.')).toBeInTheDocument();
    expect(screen.getByText('Die von dir angegebenen Passwörter stimmen nicht überein.')).toBeInTheDocument();
  });

  it('changes the password and says so', async () => {
    const { calls } = renderApp('/myaccount/changepassword', { bff: bffWith(profileAnswer()) });
    await fill('Demo!2026', 'Neu!Passwort2026', 'Neu!Passwort2026');
    expect(await screen.findByText('Dein Passwort wurde geändert.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      currentPassword: 'Demo!2026',
      newPassword: 'Neu!Passwort2026',
      confirmedNewPassword: 'Neu!Passwort2026',
    });
  });

  it('shows a wrong current password at its field', async () => {
    renderApp('/myaccount/changepassword', {
      bff: bffWith(profileAnswer(), failure(401, 'wrong_password')),
    });
    await fill('Falsch!2026', 'Neu!Passwort2026', 'Neu!Passwort2026');
    expect(await screen.findByText('Dein aktuelles Passwort ist nicht korrekt.')).toBeInTheDocument();
  });

  it('explains when the BFF finds the password not editable', async () => {
    renderApp('/myaccount/changepassword', {
      bff: bffWith(profileAnswer(), failure(403, 'password_not_editable')),
    });
    await fill('Demo!2026', 'Neu!Passwort2026', 'Neu!Passwort2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Du meldest dich mit Google oder Apple an. Dein Passwort kannst du deshalb hier nicht ändern.',
    );
  });

  it('shows the unexpected error for any other failure', async () => {
    renderApp('/myaccount/changepassword', { bff: bffWith(profileAnswer(), failure(500, 'general_error')) });
    await fill('Demo!2026', 'Neu!Passwort2026', 'Neu!Passwort2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ein unerwarteter Fehler ist aufgetreten. Bitte aktualisiere die Seite.',
    );
  });
});
