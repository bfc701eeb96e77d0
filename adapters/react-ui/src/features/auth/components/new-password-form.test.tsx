// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answer, renderApp, signedOut } from '../../../test/render-app.tsx';

/** The two pages that set a new password with the form, each with its own words and call. */
const PAGES = [
  {
    page: 'the reset link',
    path: '/reset-password?token=reset-demo-token',
    call: '/portal/api/bff/auth/reset-password',
    answer: { status: 200, body: { ok: true } },
    password: /^Neues Passwort\b(?! wiederholen)/,
    confirmed: /^Neues Passwort wiederholen/,
    submit: 'Passwort speichern',
    sent: (password: string) => ({ token: 'reset-demo-token', newPassword: password }),
  },
  {
    page: 'the invitation link',
    path: '/invitation?token=invite-demo-token',
    call: '/portal/api/bff/auth/accept-invitation',
    answer: {
      status: 200,
      body: {
        data: {
          email: 'ida.eingeladen@nordflotte.example',
          name: 'Ida Eingeladen',
          kind: 'business',
          role: 'driver',
          company_id: 'co-nordflotte',
        },
      },
    },
    password: /^Passwort\b(?! wiederholen)/,
    confirmed: /^Passwort wiederholen/,
    submit: 'Passwort festlegen und anmelden',
    sent: (password: string) => ({ token: 'invite-demo-token', password }),
  },
] as const;

describe.each(PAGES)('the new-password form of $page', (page) => {
  const open = () =>
    renderApp(page.path, {
      bff: {
        'GET /portal/api/bff/auth/session': signedOut,
        [`POST ${page.call}`]: page.answer as Answer,
      },
    });
  const send = async (password: string, confirmed: string) => {
    if (password) await userEvent.type(await screen.findByLabelText(page.password), password);
    if (confirmed) await userEvent.type(screen.getByLabelText(page.confirmed), confirmed);
    await userEvent.click(screen.getByRole('button', { name: page.submit }));
  };
  const sentCalls = (calls: readonly { path: string; body?: unknown }[]) =>
    calls.filter((call) => call.path === page.call);

  it('names the password rules beside the field', async () => {
    open();
    expect(await screen.findByText('Mindestens 8 Zeichen, ein Buchstabe und eine Zahl.')).toBeInTheDocument();
    expect(screen.getByLabelText(page.password)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(page.confirmed)).toHaveAttribute('type', 'password');
  });

  it('asks for both fields before it sends anything', async () => {
    const { calls } = open();
    await screen.findByLabelText(page.password);
    await send('', '');
    expect(await screen.findAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(2);
    expect(sentCalls(calls)).toEqual([]);
  });

  it('refuses a password without a number and a repetition that differs', async () => {
    const { calls } = open();
    await send('nurbuchstaben', 'nurbuchstabe');
    expect(await screen.findByText('Das Passwort entspricht nicht den Anforderungen.')).toBeInTheDocument();
    expect(screen.getByText('Die von dir angegebenen Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(sentCalls(calls)).toEqual([]);
  });

  it('refuses a password shorter than 8 characters even when repeated', async () => {
    const { calls } = open();
    await send('kurz1', 'kurz1');
    expect(await screen.findByText('Das Passwort entspricht nicht den Anforderungen.')).toBeInTheDocument();
    expect(screen.queryByText('Die von dir angegebenen Passwörter stimmen nicht überein.')).toBeNull();
    expect(sentCalls(calls)).toEqual([]);
  });

  it('sends a password that keeps the rules, once, after a refused try', async () => {
    const { calls } = open();
    await send('kurz1', 'kurz1');
    await screen.findByText('Das Passwort entspricht nicht den Anforderungen.');
    await userEvent.clear(screen.getByLabelText(page.password));
    await userEvent.clear(screen.getByLabelText(page.confirmed));
    await send('Neu!Passwort2026', 'Neu!Passwort2026');
    await waitFor(() =>
      expect(sentCalls(calls).map((call) => call.body)).toEqual([page.sent('Neu!Passwort2026')]),
    );
    expect(screen.queryByText('Das Passwort entspricht nicht den Anforderungen.')).toBeNull();
  });
});
