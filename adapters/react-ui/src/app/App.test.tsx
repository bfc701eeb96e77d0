// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_SITE_URL } from '../lib/links.ts';
import { SLOW } from '../test/dialogs.ts';
import { fakeBrowser, renderApp, signedInAs } from '../test/render-app.tsx';

const noDeals = { 'GET /portal/api/bff/deals': { status: 200, body: { data: [] } } };

describe('the portal frame', () => {
  it('shows the signed-in customer the navigation tabs of the specification', async () => {
    renderApp('/mycars', { bff: { 'GET /portal/api/bff/auth/session': signedInAs(), ...noDeals } });
    const nav = await screen.findByRole('navigation', { name: 'Mein Bereich' });
    const names = ['Abonnements', 'Konto', 'Fahrer', 'Treueprogramm', 'Freunde werben', 'Abmelden'];
    expect(within(nav).getAllByRole('tab')).toHaveLength(names.length);
    for (const name of names) expect(within(nav).getByRole('tab', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('tab', { name: 'Abonnements' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has the public links in header and footer', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Anmelden', level: 1 });
    expect(screen.getByRole('link', { name: 'Angebote' })).toHaveAttribute('href', '/subscribe/deals');
    // Pages the portal has none of are the public website's (lib/links.ts).
    expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      `${DEFAULT_PUBLIC_SITE_URL}/imprint`,
    );
    expect(screen.getByRole('link', { name: 'Job-Auto' })).toHaveAttribute(
      'href',
      `${DEFAULT_PUBLIC_SITE_URL}/b2b/job-auto`,
    );
  });

  it('speaks German first and switches to English, remembering the choice', async () => {
    const browser = fakeBrowser();
    renderApp('/login', { browser });
    await screen.findByRole('heading', { name: 'Anmelden', level: 1 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'en-US');
    expect(await screen.findByRole('heading', { name: 'Log in', level: 1 })).toBeInTheDocument();
    expect(browser.localStorage.getItem('portal.locale')).toBe('en-US');
  });

  it('starts in the remembered locale', async () => {
    renderApp('/login', { browser: fakeBrowser({ 'portal.locale': 'en-DE' }) });
    expect(await screen.findByRole('heading', { name: 'Log in', level: 1 })).toBeInTheDocument();
  });

  it('shows /portal/{locale}/… addresses as the app’s own route in that locale', async () => {
    const { router } = renderApp('/portal/en-US/login');
    expect(await screen.findByRole('heading', { name: 'Log in', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the login dialog over a session page for a signed-out visitor, who stays there after signing in', async () => {
    let signedIn = false;
    const { router } = renderApp('/mycars', {
      bff: {
        'GET /portal/api/bff/auth/session': () =>
          signedIn ? signedInAs() : { status: 401, body: { error: { code: 'unauthorized', message: '' } } },
        'POST /portal/api/bff/auth/login': () => {
          signedIn = true;
          return signedInAs();
        },
        ...noDeals,
      },
    });
    const dialog = within(await screen.findByRole('dialog', {}, SLOW));
    expect(router.state.location.pathname).toBe('/mycars');
    expect(router.state.location.search).toBe('?login=true');
    await userEvent.type(await dialog.findByLabelText(/E-Mail-Adresse/, {}, SLOW), 'kunde@demo.example');
    await userEvent.type(dialog.getByLabelText(/^Passwort/), 'Demo!2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('heading', { name: 'Meine Autos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mycars');
    expect(router.state.location.search).toBe('');
  });

  it('says why a session page is empty when the login dialog is closed, and opens it again', async () => {
    const { router } = renderApp('/myaccount/drivers');
    await screen.findByRole('dialog', {}, SLOW);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Bitte melde dich an')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    expect(await screen.findByRole('dialog', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/myaccount/drivers');
  });

  it('opens the login dialog on any page with login=true while signed out', async () => {
    renderApp('/forgot-password?login=true');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Anmelden' }, SLOW)).toBeInTheDocument();
  });

  it('does not open the login dialog for a signed-in user', async () => {
    renderApp('/mycars?login=true', {
      bff: { 'GET /portal/api/bff/auth/session': signedInAs(), ...noDeals },
    });
    await screen.findByRole('heading', { name: 'Meine Autos' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives a business user the business portal’s tabs and calls with its actor header', async () => {
    const admin = {
      email: 'admin@nordflotte.example',
      name: 'Anna Admin',
      kind: 'business',
      role: 'admin',
      company_id: 'co-nordflotte',
    };
    const { calls } = renderApp('/mycars', {
      bff: { 'GET /portal/api/bff/auth/session': signedInAs(admin), ...noDeals },
    });
    const nav = await screen.findByRole('navigation', { name: 'Mein Bereich' });
    for (const name of ['Meine Flotte', 'Dokumente', 'Warenkorb', 'Einstellungen', 'Abmelden'])
      expect(within(nav).getByRole('tab', { name })).toBeInTheDocument();
    await screen.findByText('Du hast noch kein Auto-Abo.');
    expect(calls.find((call) => call.path === '/portal/api/bff/deals')?.actor).toBe('b2b-portal');
    expect(calls.find((call) => call.path === '/portal/api/bff/auth/session')?.actor).toBe(
      'b2c-customer-portal',
    );
  });

  it('routes in-app footer links inside the app and the others out', async () => {
    const { router } = renderApp('/login');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Kündigung' })).toHaveAttribute(
      'href',
      `${DEFAULT_PUBLIC_SITE_URL}/cancelation`,
    );
    await userEvent.click(footer.getByRole('link', { name: 'Mein Konto' }));
    // In the app: /myaccount, which opens the login dialog over it for a signed-out visitor.
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toMatch(
        /^\/myaccount(\?login=true)?$/,
      ),
    );
  });

  it('opens the login dialog over the page when the session ended on the server', async () => {
    const { router } = renderApp('/mycars', {
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs(),
        'GET /portal/api/bff/deals': { status: 401, body: { error: { code: 'unauthorized', message: '' } } },
      },
    });
    expect(await screen.findByRole('dialog', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mycars');
    expect(router.state.location.search).toBe('?login=true');
  });

  it('offers the account menu of the specification to a signed-in customer', async () => {
    const { router } = renderApp('/mycars', {
      bff: { 'GET /portal/api/bff/auth/session': signedInAs(), ...noDeals },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Kontomenü/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Meine Bestellungen',
      'Mein Profil',
      'Meine Autos',
      'Meine Fahrer',
      'Mein Treueprogramm',
      'Services',
      'Abmelden',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Meine Fahrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/drivers'));
  });

  describe('on a compact screen, which hides the header’s account menu', () => {
    afterEach(() => vi.restoreAllMocks());

    it('loads the account menu only once its button is used, and then opens it', async () => {
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (media) =>
          ({
            matches: false,
            media,
            addEventListener: () => {},
            removeEventListener: () => {},
          }) as unknown as MediaQueryList,
      );
      renderApp('/mycars', { bff: { 'GET /portal/api/bff/auth/session': signedInAs(), ...noDeals } });
      await screen.findByRole('heading', { name: 'Meine Autos', level: 1 });
      const button = screen.getByRole('button', { name: /^Kontomenü/ });
      // Fluent's menu trigger marks its button; the plain button in its place until then does not.
      expect(button).not.toHaveAttribute('aria-haspopup');
      await userEvent.click(button);
      expect(await screen.findAllByRole('menuitem', {}, SLOW)).toHaveLength(7);
    });
  });

  it('loads the account menu after the first page on a wide screen', async () => {
    renderApp('/mycars', { bff: { 'GET /portal/api/bff/auth/session': signedInAs(), ...noDeals } });
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: /^Kontomenü/ })).toHaveAttribute('aria-haspopup', 'menu'),
      SLOW,
    );
  });
});
