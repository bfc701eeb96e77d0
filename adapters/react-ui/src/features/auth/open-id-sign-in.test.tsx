// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { rememberFlow } from './open-id-flow.ts';

const PROVIDERS = 'GET /portal/api/bff/auth/providers';
const user = {
  email: 'gina@mail.example',
  name: 'Gina Google',
  kind: 'consumer',
  login_provider: 'google',
  is_job_auto: false,
  job_auto_company: null,
};

afterEach(() => sessionStorage.clear());

describe('sign-in with Google and Apple', () => {
  it('shows a button for each configured issuer and none without them', async () => {
    const { unmount } = renderApp('/login', {
      bff: { [PROVIDERS]: { status: 200, body: { data: { providers: ['google', 'apple'] } } } },
    });
    expect(await screen.findByRole('button', { name: 'Mit Google anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mit Apple anmelden' })).toBeInTheDocument();
    unmount();

    const { calls } = renderApp('/login', {
      bff: { [PROVIDERS]: { status: 200, body: { data: { providers: [] } } } },
    });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/portal/api/bff/auth/providers')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: /Mit Google/ })).not.toBeInTheDocument();
  });

  it('starts at the BFF with a binding the tab keeps', async () => {
    const { calls } = renderApp('/login?returnTo=/myaccount', {
      bff: {
        [PROVIDERS]: { status: 200, body: { data: { providers: ['google'] } } },
        'POST /portal/api/bff/auth/oidc/google/start': {
          status: 503,
          body: { error: { code: 'service_unavailable', message: 'x' } },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mit Google anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Anmeldung ist gerade nicht erreichbar.');
    const started = calls.find((call) => call.path.endsWith('/start'));
    const binding = (started?.body as { binding?: string } | undefined)?.binding;
    expect(binding).toMatch(/^[\w-]{43}$/);
    expect(JSON.parse(sessionStorage.getItem('portal.openIdSignIn') ?? '{}')).toEqual({
      binding,
      returnTo: '/myaccount',
    });
  });

  it('hands the issuer’s answer and the binding to the BFF once and goes on', async () => {
    rememberFlow({ binding: 'the-binding', returnTo: '/login/done' });
    const { calls, router } = renderApp(
      '/login/callback/google?code=c-1&state=s-1&iss=https%3A%2F%2Fissuer',
      {
        bff: { 'POST /portal/api/bff/auth/oidc/google/callback': { status: 200, body: { data: user } } },
      },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/done'));
    const sent = calls.filter((call) => call.path === '/portal/api/bff/auth/oidc/google/callback');
    expect(sent.map((call) => call.body)).toEqual([
      { code: 'c-1', state: 's-1', binding: 'the-binding', iss: 'https://issuer' },
    ]);
  });

  it('says so when the answer is refused', async () => {
    renderApp('/login/callback/google?code=c-1&state=s-1', {
      bff: {
        'POST /portal/api/bff/auth/oidc/google/callback': {
          status: 403,
          body: { error: { code: 'email_not_verified', message: 'x' } },
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('nicht bestätigt');
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeInTheDocument();
  });
});

describe("sign-in through a company's own issuer", () => {
  const COMPANY = '/portal/api/bff/auth/oidc/company%3Aco-nordflotte';

  it("offers the company's sign-in on the company's sign-in link only", async () => {
    const { unmount } = renderApp('/login', {
      bff: { [PROVIDERS]: { status: 200, body: { data: { providers: [] } } } },
    });
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mit dem Firmenkonto anmelden' })).not.toBeInTheDocument();
    unmount();

    const { calls } = renderApp('/login?company=co-nordflotte&returnTo=/fleet', {
      bff: {
        [PROVIDERS]: { status: 200, body: { data: { providers: [] } } },
        [`POST ${COMPANY}/start`]: { status: 404, body: { error: { code: 'not_found', message: 'x' } } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mit dem Firmenkonto anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihr Unternehmen bietet die Anmeldung mit dem Firmenkonto nicht an.',
    );
    expect(calls.filter((call) => call.path === `${COMPANY}/start`)).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('portal.openIdSignIn') ?? '{}').returnTo).toBe('/fleet');
  });

  it("hands the company issuer's answer on, and says so when the person is no staff member", async () => {
    rememberFlow({ binding: 'the-binding', returnTo: '/fleet' });
    const { calls } = renderApp('/login/callback/company:co-nordflotte?code=c-1&state=s-1', {
      bff: {
        [`POST ${COMPANY}/callback`]: { status: 403, body: { error: { code: 'forbidden', message: 'x' } } },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mit diesem Firmenkonto gibt es keinen Zugang',
    );
    expect(calls.find((call) => call.path === `${COMPANY}/callback`)?.body).toEqual({
      code: 'c-1',
      state: 's-1',
      binding: 'the-binding',
    });
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute(
      'href',
      '/login?company=co-nordflotte',
    );
  });
});
