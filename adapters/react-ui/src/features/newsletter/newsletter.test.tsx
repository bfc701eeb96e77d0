// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogNamed, SLOW } from '../../test/dialogs.ts';
import { type Answer, renderApp } from '../../test/render-app.tsx';

const openForm = async () => {
  await screen.findByRole('heading', { name: 'Diese Seite gibt es nicht.' }, SLOW);
  // The chat's lazy chunk is in too: the page has settled.
  await screen.findByRole('button', { name: 'Hilfe & Kontakt' }, SLOW);
  await userEvent.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }));
  return dialogNamed('Bleib auf dem Laufenden');
};

const fillIn = async (form: Awaited<ReturnType<typeof openForm>>, email = 'kim@example.de') => {
  await userEvent.type(form.getByRole('textbox', { name: /Vorname/ }), 'Kim');
  await userEvent.type(form.getByRole('textbox', { name: /Nachname/ }), 'Kunde');
  await userEvent.type(form.getByRole('textbox', { name: /E-Mail/ }), email);
  await userEvent.click(form.getByRole('checkbox', { name: /Ich möchte den Newsletter erhalten/ }));
};

const subscribe = (answer: Answer) => ({ 'POST /portal/api/bff/newsletter': answer });

describe('the newsletter form in the footer', () => {
  it('asks for every field and the consent before it sends anything', async () => {
    const { calls } = renderApp('/no-such-page', { bff: subscribe({ status: 200, body: { ok: true } }) });
    const form = await openForm();
    await userEvent.click(form.getByRole('button', { name: 'Anmelden' }));
    expect(form.getAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(4);
    await userEvent.type(form.getByRole('textbox', { name: /E-Mail/ }), 'kein-at-zeichen');
    await userEvent.click(form.getByRole('button', { name: 'Anmelden' }));
    expect(form.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/portal/api/bff/newsletter')).toEqual([]);
  });

  it('signs up with the specification’s field names and asks the visitor to confirm by mail', async () => {
    const { calls } = renderApp('/no-such-page', { bff: subscribe({ status: 200, body: { ok: true } }) });
    const form = await openForm();
    await fillIn(form);
    await userEvent.click(form.getByRole('button', { name: 'Anmelden' }));
    expect(
      await form.findByText(
        'Fast geschafft! Bitte bestätige deine Anmeldung über den Link in der E-Mail, die wir dir gerade geschickt haben.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/portal/api/bff/newsletter')?.body).toEqual({
      Vorname: 'Kim',
      Nachname: 'Kunde',
      'E-Mail': 'kim@example.de',
      gdpr: true,
    });
  });

  it('says when the sign-up failed, in the specification’s words', async () => {
    renderApp('/no-such-page', {
      bff: subscribe({ status: 500, body: { error: { code: 'general_error', message: 'Fehler' } } }),
    });
    const form = await openForm();
    await fillIn(form);
    await userEvent.click(form.getByRole('button', { name: 'Anmelden' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Ups, etwas ist schiefgelaufen.');
  });

  it('shows the hotline with its hours in the footer', async () => {
    renderApp('/no-such-page');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: '+49 30 12345678' })).toBeInTheDocument();
    expect(footer.getByText('Täglich von 8:00 bis 20:00 Uhr für dich da.')).toBeInTheDocument();
  });
});

const CONFIRM = 'POST /portal/api/bff/newsletter/confirm';
const confirmPage = async (answer: Answer, path = '/newsletter/confirm?token=abc') => {
  const rendered = renderApp(path, { bff: { [CONFIRM]: answer } });
  await screen.findByRole('heading', { name: 'Newsletter-Anmeldung bestätigen' }, SLOW);
  return rendered;
};

describe('the newsletter’s confirmation page', () => {
  it('confirms the sign-up with the link’s token when the reader confirms, and says so', async () => {
    const { calls } = await confirmPage({ status: 200, body: { ok: true } });
    // Opening the page confirms nothing: a mail scanner opening the link signs nobody up.
    expect(calls.filter((call) => call.path === '/portal/api/bff/newsletter/confirm')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Anmeldung bestätigen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Deine Newsletter-Anmeldung ist bestätigt.');
    expect(calls.find((call) => call.path === '/portal/api/bff/newsletter/confirm')?.body).toEqual({
      token: 'abc',
    });
  });

  it('says that a link was already used', async () => {
    await confirmPage({ status: 409, body: { error: { code: 'conflict', message: 'x' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Anmeldung bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link wurde bereits verwendet');
  });

  it('says that a link is unknown or expired', async () => {
    await confirmPage({ status: 400, body: { error: { code: 'token_invalid', message: 'x' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Anmeldung bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ungültig oder abgelaufen');
  });

  it('offers nothing to confirm without a token', async () => {
    await confirmPage({ status: 200, body: { ok: true } }, '/newsletter/confirm');
    expect(screen.getByRole('alert')).toHaveTextContent('ungültig oder abgelaufen');
    expect(screen.queryByRole('button', { name: 'Anmeldung bestätigen' })).toBeNull();
  });
});
