import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../adapters/http/server/app.ts';
import {
  LOGIN_WINDOW_MINUTES,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
} from '../../core/account/login-throttle.ts';
import { type DemoBff, demoBff, PORTAL_HEADERS } from '../support/demo-bff.ts';
import { databaseDigest } from './database-digest.ts';

/**
 * What tests/api/accounts.test.ts and adapters/http/server/app.test.ts leave out: the per-address
 * sign-in limit, the per-account limit across addresses, CSRF on signed-in writes, the cookie a
 * sign-out leaves and the Secure flag over HTTPS.
 */

const LOGIN = '/portal/api/bff/auth/login';
const SESSION = '/portal/api/bff/auth/session';
const DEMO_ACCOUNTS = [
  'kunde@demo.example',
  'neu@demo.example',
  'admin@nordflotte.example',
  'fahrer@nordflotte.example',
  'analyst@nordflotte.example',
  'redaktion@demo.example',
];
/** Kept out of the per-address test, so its own count starts at nothing. */
const UNTOUCHED_ACCOUNT = 'admin@suedlogistik.example';

const signInFrom = (bff: DemoBff, remoteAddress: string, email: string, password: string) =>
  bff.app.inject({
    method: 'POST',
    url: LOGIN,
    remoteAddress,
    headers: PORTAL_HEADERS,
    payload: { email, password },
  });

describe('sign-in limits', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  });
  afterAll(() => bff?.close());

  it('refuses every sign-in from an address after 20 failures there, spread over many accounts', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const failed = await signInFrom(
        bff,
        address,
        DEMO_ACCOUNTS[i % DEMO_ACCOUNTS.length] as string,
        'falsch!',
      );
      expect(failed.statusCode).toBe(401);
    }
    // No account has reached its own limit, yet the address is throttled: the right password too.
    expect(MAX_FAILURES_PER_ADDRESS / DEMO_ACCOUNTS.length).toBeLessThan(MAX_FAILURES_PER_ACCOUNT);
    const refused = await signInFrom(bff, address, 'kunde@demo.example', 'Demo!2026');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refused.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();

    const elsewhere = await signInFrom(bff, '198.51.100.20', 'kunde@demo.example', 'Demo!2026');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses an account after 5 failures whatever addresses they came from', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
      expect((await signInFrom(bff, `192.0.2.${i + 1}`, UNTOUCHED_ACCOUNT, 'falsch!')).statusCode).toBe(401);
    const refused = await signInFrom(bff, '192.0.2.99', UNTOUCHED_ACCOUNT, 'Demo!2026');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    // How long: the five failures at the demo's one instant leave the 15-minute window together.
    expect(refused.headers['retry-after']).toBe(String(LOGIN_WINDOW_MINUTES * 60));
    // Other accounts from the same addresses are not affected.
    expect((await signInFrom(bff, '192.0.2.1', 'analyst@nordflotte.example', 'Demo!2026')).statusCode).toBe(
      200,
    );
  });

  it('does not take over a session id planted in the browser before sign-in', async () => {
    const planted = 'planted-session-id-0123456789';
    const response = await bff.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { ...PORTAL_HEADERS, cookie: `${SESSION_COOKIE}=${planted}` },
      payload: { email: 'fahrer@nordflotte.example', password: 'Demo!2026' },
    });
    expect(response.statusCode).toBe(200);
    const issued = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);
    const withPlanted = await bff.app.inject({
      url: SESSION,
      headers: { cookie: `${SESSION_COOKIE}=${planted}` },
    });
    expect(withPlanted.statusCode).toBe(401);
  });
});

describe('the client address behind a proxy', () => {
  const failFrom = async (bff: DemoBff, forwardedFor: string) => {
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const failed = await bff.app.inject({
        method: 'POST',
        url: LOGIN,
        headers: { ...PORTAL_HEADERS, 'x-forwarded-for': forwardedFor },
        payload: { email: DEMO_ACCOUNTS[i % DEMO_ACCOUNTS.length], password: 'falsch!' },
      });
      expect(failed.statusCode).toBe(401);
    }
  };
  const signInVia = (bff: DemoBff, forwardedFor: string) =>
    bff.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { ...PORTAL_HEADERS, 'x-forwarded-for': forwardedFor },
      payload: { email: 'kunde@demo.example', password: 'Demo!2026' },
    });

  it('counts the forwarded client of a trusted proxy, so one client’s failures do not lock out the others', async () => {
    // inject() connects from 127.0.0.1: the proxy.
    const bff = await demoBff({ trustProxy: '127.0.0.1' });
    try {
      await failFrom(bff, '203.0.113.50');
      expect((await signInVia(bff, '203.0.113.50')).statusCode).toBe(429);
      expect((await signInVia(bff, '203.0.113.51')).statusCode).toBe(200);
    } finally {
      await bff.close();
    }
  });

  it('believes no forwarded address without a trusted proxy, so a client cannot dodge its limit', async () => {
    const bff = await demoBff();
    try {
      for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++)
        await bff.app.inject({
          method: 'POST',
          url: LOGIN,
          headers: { ...PORTAL_HEADERS, 'x-forwarded-for': `198.18.0.${i + 1}` },
          payload: { email: DEMO_ACCOUNTS[i % DEMO_ACCOUNTS.length], password: 'falsch!' },
        });
      expect((await signInVia(bff, '198.18.0.200')).statusCode).toBe(429);
    } finally {
      await bff.close();
    }
  });

  it('makes the cookie Secure when a trusted proxy says the portal was asked over HTTPS', async () => {
    const bff = await demoBff({ trustProxy: '127.0.0.1' });
    try {
      const response = await bff.app.inject({
        method: 'POST',
        url: LOGIN,
        headers: { ...PORTAL_HEADERS, 'x-forwarded-proto': 'https' },
        payload: { email: 'kunde@demo.example', password: 'Demo!2026' },
      });
      expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    } finally {
      await bff.close();
    }
  });
});

describe('sign-out', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  });
  afterAll(() => bff?.close());

  it('tells the browser to drop the cookie, and the ended session can no longer write', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const logout = await kunde.post('/portal/api/bff/auth/logout');
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

    const before = await databaseDigest(bff.db);
    const write = await kunde.patch('/portal/api/bff/profile', { payload: { city: 'Berlin' } });
    expect(write.statusCode).toBe(401);
    expect(await databaseDigest(bff.db)).toEqual(before);
  });
});

describe('cross-site requests (CSRF)', () => {
  let bff: DemoBff;
  let cookie: string;
  beforeAll(async () => {
    bff = await demoBff();
    cookie = (await bff.signIn('kunde@demo.example')).cookie;
  });
  afterAll(() => bff?.close());

  const changeProfile = (headers: Record<string, string>) =>
    bff.app.inject({
      method: 'PATCH',
      url: '/portal/api/bff/profile',
      headers: { cookie, host: 'portal.example', ...headers },
      payload: { city: 'Berlin' },
    });

  it('refuses a signed-in write from another origin, without the actor header or from an opaque origin, changing nothing', async () => {
    const before = await databaseDigest(bff.db);
    const attempts: Record<string, string>[] = [
      { ...PORTAL_HEADERS, origin: 'https://evil.example' },
      { origin: 'https://portal.example' },
      {},
      { ...PORTAL_HEADERS, origin: 'null' },
      { ...PORTAL_HEADERS, origin: 'https://portal.example.evil.example' },
    ];
    for (const headers of attempts) {
      const response = await changeProfile(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.code).toBe('csrf_rejected');
    }
    const deletion = await bff.app.inject({
      method: 'POST',
      url: '/portal/api/bff/profile/deletion-request',
      headers: { cookie, host: 'portal.example', origin: 'https://evil.example', ...PORTAL_HEADERS },
    });
    expect(deletion.statusCode).toBe(403);
    expect(await databaseDigest(bff.db)).toEqual(before);
  });

  it('takes the same write from the portal’s own origin', async () => {
    const response = await changeProfile({ ...PORTAL_HEADERS, origin: 'https://portal.example' });
    expect(response.statusCode).toBe(200);
  });
});

describe('the session cookie', () => {
  const sessionCookieOf = async (bff: DemoBff) => {
    const response = await bff.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: PORTAL_HEADERS,
      payload: { email: 'kunde@demo.example', password: 'Demo!2026' },
    });
    return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  };

  it('is Secure, HttpOnly and SameSite=Lax when the portal is served over HTTPS', async () => {
    const bff = await demoBff({ secureCookies: true });
    try {
      expect(await sessionCookieOf(bff)).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        secure: true,
        path: '/',
      });
    } finally {
      await bff.close();
    }
  });

  it('is not Secure over plain HTTP (local development), where a browser would not send it back', async () => {
    const bff = await demoBff();
    try {
      const cookie = await sessionCookieOf(bff);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.secure).toBeFalsy();
    } finally {
      await bff.close();
    }
  });
});
