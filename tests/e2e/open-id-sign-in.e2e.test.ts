/**
 * Sign-in with Google, end to end in a real Chromium: the portal as `npm start` serves it, set up
 * with a real OpenID provider (`oidc-provider`, tests/support/openid-provider.ts) that this file
 * starts as its Google. The person clicks "Mit Google anmelden", signs in on the issuer's own page,
 * comes back signed in, reads on the account page how they sign in, and signs out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer, type TestAccount, type TestIssuer } from '../support/openid-provider.ts';
import { seriousViolations } from './support/axe.ts';
import { pathOf, portalInChromium } from './support/portal-browser.ts';
import { freePort } from './support/portal-server.ts';

let issuer: TestIssuer | undefined;
let port = 0;

/** Someone with a Google account and no account at the portal yet. */
const GINA: TestAccount = {
  sub: 'google-sub-gina',
  email: 'gina.google@mail.example',
  email_verified: true,
  given_name: 'Gina',
  family_name: 'Google',
};

// Before the portal starts (its hook is registered below): the issuer must know the portal's
// redirect URI, and the portal the issuer's address. The portal is reached at the address it
// names in its redirect URI, so the tab that starts the sign-in is the one that comes back.
beforeAll(async () => {
  port = await freePort();
  issuer = await startTestIssuer([`http://127.0.0.1:${port}/login/callback/google`], { loginPage: true });
  issuer.addAccount(GINA);
}, 60_000);

const portal = portalInChromium({
  env: () => {
    if (!issuer) throw new Error('the issuer did not start');
    return {
      PORT: String(port),
      PORTAL_PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORTAL_OIDC_GOOGLE_ISSUER: issuer.issuer,
      PORTAL_OIDC_GOOGLE_CLIENT_ID: issuer.clientId,
      PORTAL_OIDC_GOOGLE_CLIENT_SECRET: issuer.clientSecret,
    };
  },
});

afterAll(async () => {
  await issuer?.close();
});

describe('sign-in with Google', () => {
  it('signs a new customer in at the issuer, shows how they sign in, hides the password change, and signs out', async () => {
    const page = await portal.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    const google = page.getByRole('button', { name: 'Mit Google anmelden' });
    await google.waitFor();
    // Only Google is set up: no Apple button.
    expect(await page.getByRole('button', { name: 'Mit Apple anmelden' }).count()).toBe(0);
    expect(await seriousViolations(page, '/login with Google')).toEqual([]);

    await google.click();
    // The issuer's own sign-in page, with the portal's request: PKCE and the answer in the query.
    await page.waitForURL((url) => url.origin === issuer?.issuer);
    await page.getByRole('heading', { name: 'Beim Test-Issuer anmelden' }).waitFor();
    const asked = issuer?.requests().at(-1);
    expect(asked?.get('code_challenge_method')).toBe('S256');
    expect(asked?.get('redirect_uri')).toBe(portal.url('/login/callback/google'));
    await page.getByLabel('E-Mail').fill(GINA.email);
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Back at the portal, signed in: a customer without subscriptions yet.
    await page.waitForURL((url) => url.origin === `http://127.0.0.1:${port}` && url.pathname === '/mycars', {
      timeout: 90_000,
    });
    await page.getByRole('heading', { name: 'Du hast noch kein Auto-Abo.' }).waitFor();
    await page.getByRole('button', { name: 'Kontomenü' }).waitFor();

    await page.goto('/myaccount');
    await page
      .getByText('Du meldest dich mit Google an. Dein Passwort änderst du deshalb bei Google.')
      .waitFor();
    await page.getByText(GINA.email).first().waitFor();
    // No password to change (consumer spec §5).
    expect(await page.getByRole('link', { name: 'Passwort ändern' }).count()).toBe(0);
    expect(await seriousViolations(page, '/myaccount signed in with Google')).toEqual([]);

    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'portal_session');
    expect(session).toBeDefined();
    await page.getByRole('button', { name: 'Kontomenü' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.waitForURL((url) => url.pathname !== '/myaccount' && url.pathname !== '/logout');

    // The portal's session has ended: its cookie opens nothing any more, in this browser or any.
    const after = await fetch(portal.url('/portal/api/bff/auth/session'), {
      headers: {
        cookie: `portal_session=${session?.value}`,
        'x-portal-actor': 'b2c-customer-portal',
      },
    });
    expect(after.status).toBe(401);
    await page.goto('/myaccount');
    await page.getByRole('dialog', { name: 'Anmelden' }).waitFor();
    expect(pathOf(page)).toBe('/myaccount?login=true');
  });
});
