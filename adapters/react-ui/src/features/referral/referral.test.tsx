// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogNamed, SLOW } from '../../test/dialogs.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';

const LINK_PATH = '/portal/api/bff/referral_link/kunde%40demo.example';

const linkCalls = <C extends { path: string }>(calls: C[]) =>
  calls.filter(
    (call) => decodeURIComponent(call.path) === '/portal/api/bff/referral_link/kunde@demo.example',
  );

const signedIn = (link: Answer | (() => Answer | Promise<Answer>)) => ({
  'GET /portal/api/bff/auth/session': signedInAs(),
  [`GET ${LINK_PATH}`]: link,
});

const linkAnswer = (link: string): Answer => ({ status: 200, body: { link } });
const failure: Answer = { status: 500, body: { error: { code: 'general_error', message: 'Fehler' } } };

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('/referral', () => {
  it('shows the voucher texts with the limit of five friends', async () => {
    renderApp('/referral', { bff: signedIn(linkAnswer('https://portal.example/einladen/kim-k-4821')) });
    expect(
      await screen.findByText(/Deine Freund:innen bekommen 200\s€ Rabatt auf die erste Rate\./, {}, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Du bekommst 200\s€ Rabatt auf deine nächste Rate und 1\.000 Treuepunkte\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Du kannst bis zu 5 Freund:innen einladen.')).toBeInTheDocument();
  });

  it('shows that the link is loading', async () => {
    renderApp('/referral', { bff: signedIn(() => new Promise<Answer>(() => {})) });
    await screen.findByRole('heading', { name: 'Freunde einladen, 200 € sichern' }, SLOW);
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument(),
    );
  });

  it('shows the invite link with "einladen" replaced by "invite"', async () => {
    const { calls } = renderApp('/referral', {
      bff: signedIn(linkAnswer('https://portal.example/einladen/kim-k-4821')),
    });
    expect(await screen.findByRole('textbox', { name: 'Dein Einladungslink' }, SLOW)).toHaveValue(
      'https://portal.example/invite/kim-k-4821',
    );
    expect(linkCalls(calls)).toHaveLength(1);
  });

  it('copies the link', async () => {
    const user = userEvent.setup();
    renderApp('/referral', { bff: signedIn(linkAnswer('https://portal.example/einladen/kim-k-4821')) });
    await screen.findByRole('textbox', { name: 'Dein Einladungslink' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Link kopieren' }));
    expect(await screen.findByText('Link kopiert!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://portal.example/invite/kim-k-4821');
  });

  it('shares the link through the device', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderApp('/referral', { bff: signedIn(linkAnswer('https://portal.example/einladen/kim-k-4821')) });
    await screen.findByRole('textbox', { name: 'Dein Einladungslink' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Teilen' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://portal.example/invite/kim-k-4821' }),
    );
  });

  it('offers an e-mail where the device cannot share', async () => {
    renderApp('/referral', { bff: signedIn(linkAnswer('https://portal.example/einladen/kim-k-4821')) });
    await screen.findByRole('textbox', { name: 'Dein Einladungslink' }, SLOW);
    expect(screen.getByRole('link', { name: 'Teilen' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:\?subject=.*invite%2Fkim-k-4821$/),
    );
  });

  it('says when there is no link yet, and makes it only when the customer asks', async () => {
    const { calls } = renderApp('/referral', {
      bff: {
        ...signedIn(linkAnswer('')),
        [`POST ${LINK_PATH}`]: linkAnswer('https://portal.example/einladen/kim-k-4821'),
      },
    });
    expect(
      await screen.findByText('Für dich gibt es noch keinen Einladungslink.', {}, SLOW),
    ).toBeInTheDocument();
    // Reading the page made nothing: only the customer's click sends the POST.
    expect(linkCalls(calls).map((call) => call.method)).toEqual(['GET']);
    await userEvent.click(screen.getByRole('button', { name: 'Einladungslink erstellen' }));
    expect(await screen.findByDisplayValue('https://portal.example/invite/kim-k-4821')).toBeInTheDocument();
    expect(linkCalls(calls).map((call) => call.method)).toEqual(['GET', 'POST']);
  });

  it('says when the link could not be loaded, in a toast and in place, after one retry', async () => {
    let failing = true;
    const { calls } = renderApp('/referral', {
      bff: signedIn(() => (failing ? failure : linkAnswer('https://portal.example/einladen/kim-k-4821'))),
    });
    expect(await screen.findByText('Laden fehlgeschlagen', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Dein Einladungslink konnte nicht geladen werden.');
    // consumer spec §7: one retry
    expect(linkCalls(calls)).toHaveLength(2);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('textbox', { name: 'Dein Einladungslink' })).toHaveValue(
      'https://portal.example/invite/kim-k-4821',
    );
  });

  it('tells a business user that inviting friends is for private customers', async () => {
    renderApp('/referral', {
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs({
          email: 'kunde@demo.example',
          name: 'Nora',
          kind: 'business',
        }),
        [`GET ${LINK_PATH}`]: { status: 403, body: { error: { code: 'forbidden', message: 'Verboten.' } } },
      },
    });
    expect(
      await screen.findByText('Freunde einladen gibt es für Privatkund:innen.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByText('Laden fehlgeschlagen')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in and opens the login', async () => {
    const view = renderApp('/referral');
    expect(
      await screen.findByText('Bitte melde dich an, um deinen Einladungslink zu sehen.', {}, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.search).toBe('?login=true'));
    expect(await dialogNamed('Anmelden')).toBeDefined();
    expect(view.calls.some((call) => call.path.includes('referral_link'))).toBe(false);
    // consumer spec §8 "Referral": the login-required toast as well.
    expect(
      await screen.findByText('Bitte melde dich an, um deine Gutscheine und deinen Einladungslink zu sehen.'),
    ).toBeInTheDocument();
  });

  it('says in a toast when the vouchers cannot be loaded, and shows the portal’s own voucher texts', async () => {
    renderApp('/referral', {
      bff: {
        ...signedIn(linkAnswer('https://portal.example/einladen/kim-k-4821')),
        'GET /portal/api/bff/content/pages/referral': failure,
      },
    });
    expect(
      await screen.findByText('Deine Gutscheine konnten nicht geladen werden.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/Rabatt auf die erste Rate/)).toBeInTheDocument();
  });

  it("shows no voucher toast when the page's content loads", async () => {
    const { calls } = renderApp('/referral', {
      bff: {
        ...signedIn(linkAnswer('https://portal.example/einladen/kim-k-4821')),
        'GET /portal/api/bff/content/pages/referral': {
          status: 200,
          body: {
            data: {
              slug: 'referral',
              locale: 'de-DE',
              title: 'Freunde einladen',
              modules: [{ id: 'm-1', type: 'referral-promo', props: {}, minHoursAfterCreation: 0 }],
            },
          },
        },
      },
    });
    await screen.findByRole('textbox', { name: 'Dein Einladungslink' }, SLOW);
    await waitFor(() =>
      expect(calls.some((call) => call.path.includes('content/pages/referral'))).toBe(true),
    );
    expect(screen.queryByText('Deine Gutscheine konnten nicht geladen werden.')).not.toBeInTheDocument();
  });
});
