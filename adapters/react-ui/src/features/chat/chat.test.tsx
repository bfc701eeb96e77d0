// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dialogNamed } from '../../test/dialogs.ts';
import { type Answer, fakeBrowser, renderApp, signedInAs } from '../../test/render-app.tsx';
import type { ChatEnvironment, ChatVendor } from './chat-environment.ts';

const tokenAnswer: Answer = {
  status: 200,
  body: { success: true, token: { user_id: 'u-kunde', signature: '9f2c5d0e8a', epoch: 1764000000 } },
};

const chatWith = (load: ChatEnvironment['load'], log = vi.fn()): ChatEnvironment => ({
  scriptUrl: 'https://chat.example/widget.js',
  load,
  log,
});

const vendorSpy = () => {
  const calls: string[] = [];
  const vendor: ChatVendor = {
    authenticate: (token) => calls.push(`authenticate ${token.user_id}`),
    open: () => calls.push('open'),
  };
  return { vendor, calls };
};

describe('the chat widget', () => {
  it('without a configured chat offers the hotline and the contact form', async () => {
    renderApp('/no-such-page');
    await userEvent.click(await screen.findByRole('button', { name: 'Hilfe & Kontakt' }));
    const dialog = await dialogNamed('Wir sind für dich da');
    expect(dialog.getByRole('link', { name: '+49 30 12345678' })).toHaveAttribute(
      'href',
      'tel:+493012345678',
    );
    expect(dialog.getByText('Täglich von 8:00 bis 20:00 Uhr für dich da.')).toBeInTheDocument();
    expect(dialog.getByRole('form', { name: 'Kontaktformular' })).toBeInTheDocument();
  });

  it('without a configured chat, is a chat with customer service: a greeting, the question, the answer', async () => {
    const browser = fakeBrowser();
    renderApp('/no-such-page', { browser });
    await userEvent.click(await screen.findByRole('button', { name: 'Hilfe & Kontakt' }));
    const dialog = await dialogNamed('Wir sind für dich da');
    const log = dialog.getByRole('log', { name: 'Unterhaltung mit dem Kundenservice' });
    expect(log).toHaveTextContent(
      'Hallo! Wie können wir dir helfen? Schreib uns deine Frage, wir antworten dir per E-Mail.',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Kim Kunde');
    await userEvent.type(dialog.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'kunde@demo.example');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Deine Frage/ }), 'Wann kommt mein Auto?');
    await userEvent.click(dialog.getByRole('button', { name: 'E-Mail an den Kundenservice schreiben' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1));
    const lines = [...log.querySelectorAll('li')].map((line) => [line.dataset.from, line.textContent]);
    expect(lines).toEqual([
      ['service', expect.stringContaining('Wie können wir dir helfen?')],
      ['customer', 'DuWann kommt mein Auto?'],
      [
        'service',
        'KundenserviceDanke, Kim Kunde! Deine Nachricht an kundenservice@portal.example ist in deinem E-Mail-Programm vorbereitet. Sobald du sie dort abschickst, antworten wir dir an kunde@demo.example.',
      ],
    ]);
    // The next question starts empty, without complaints; name and e-mail stay.
    expect(dialog.getByRole('textbox', { name: /^Deine Frage/ })).toHaveValue('');
    expect(dialog.queryByText('Dies ist ein Pflichtfeld.')).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Kim Kunde');
  });

  it('checks the contact form: every entry required, a valid e-mail, 10 to 1,000 characters', async () => {
    const browser = fakeBrowser();
    renderApp('/no-such-page', { browser });
    await userEvent.click(await screen.findByRole('button', { name: 'Hilfe & Kontakt' }));
    const dialog = await dialogNamed('Wir sind für dich da');
    const send = dialog.getByRole('button', { name: 'E-Mail an den Kundenservice schreiben' });
    await userEvent.click(send);
    expect(dialog.getAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(3);
    expect(browser.assign).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Kim Kunde');
    await userEvent.type(dialog.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'kunde@demo');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Deine Frage/ }), 'Hallo?');
    expect(dialog.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(dialog.getByText('Bitte gib mindestens 10 Zeichen ein.')).toBeInTheDocument();
    await userEvent.click(send);
    expect(browser.assign).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByRole('textbox', { name: /^E-Mail-Adresse/ }), '.example');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Deine Frage/ }), ' Wann kommt mein Auto?');
    expect(dialog.queryByText(/Bitte gib/)).not.toBeInTheDocument();
    await userEvent.click(send);
    const mail = new URL(browser.assign.mock.calls[0]?.[0] as string);
    expect(mail.pathname).toBe('kundenservice@portal.example');
    expect(mail.searchParams.get('body')).toContain('Hallo? Wann kommt mein Auto?');
    expect(mail.searchParams.get('body')).toContain('Kim Kunde <kunde@demo.example>');
  });

  it('refuses a question longer than 1,000 characters', async () => {
    renderApp('/no-such-page');
    await userEvent.click(await screen.findByRole('button', { name: 'Hilfe & Kontakt' }));
    const dialog = await dialogNamed('Wir sind für dich da');
    const question = dialog.getByRole('textbox', { name: /^Deine Frage/ });
    fireEvent.change(question, { target: { value: 'x'.repeat(1_001) } });
    fireEvent.blur(question);
    expect(await dialog.findByText('Bitte gib höchstens 1000 Zeichen ein.')).toBeInTheDocument();
  });

  it('loads the chat on the first open, authenticates the signed-in user, then opens it', async () => {
    const { vendor, calls } = vendorSpy();
    const load = vi.fn((url: string) => {
      expect(url).toBe('https://chat.example/widget.js');
      return Promise.resolve(vendor);
    });
    const view = renderApp('/no-such-page', {
      chat: chatWith(load),
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs(),
        'POST /api/generateDecagonToken': tokenAnswer,
      },
    });
    const button = await screen.findByRole('button', { name: 'Chat' });
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(button);
    await waitFor(() => expect(calls).toEqual(['authenticate u-kunde', 'open']));
    expect(view.calls.filter((call) => call.path === '/api/generateDecagonToken')).toHaveLength(1);
  });

  it('only logs a failed token and still opens the chat', async () => {
    const { vendor, calls } = vendorSpy();
    const log = vi.fn();
    renderApp('/no-such-page', {
      chat: chatWith(() => Promise.resolve(vendor), log),
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs(),
        'POST /api/generateDecagonToken': {
          status: 500,
          body: { error: { code: 'general_error', message: '' } },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Chat' }));
    await waitFor(() => expect(calls).toEqual(['open']));
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the hotline when the chat cannot load', async () => {
    renderApp('/no-such-page', { chat: chatWith(() => Promise.reject(new Error('blocked'))) });
    await userEvent.click(await screen.findByRole('button', { name: 'Chat' }));
    expect(await dialogNamed('Wir sind für dich da')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Hilfe & Kontakt' })).toBeInTheDocument();
  });
});
