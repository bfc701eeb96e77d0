/**
 * Sign-in through a company's own OpenID issuer against a real OpenID provider started here
 * (tests/support/openid-provider.ts): the company's admin saves the issuer over the API, and only
 * the company's existing staff sign in through it, linked by an address the issuer verified.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../adapters/http/server/app.ts';
import { redirectUriOf } from '../../adapters/openid/open-id-settings.ts';
import { type DemoBff, demoBff, PORTAL_HEADERS } from '../support/demo-bff.ts';
import { startTestIssuer, type TestAccount, type TestIssuer } from '../support/openid-provider.ts';

const PUBLIC_URL = 'http://localhost:3000';
const COMPANY = 'co-nordflotte';
const PROVIDER = `company:${COMPANY}` as const;
const OTHER = 'company:co-suedlogistik' as const;
const startOf = (provider: string) => `/portal/api/bff/auth/oidc/${encodeURIComponent(provider)}/start`;
const callbackOf = (provider: string) => `/portal/api/bff/auth/oidc/${encodeURIComponent(provider)}/callback`;
const CALLBACK = callbackOf(PROVIDER);
const SETTINGS = '/portal/api/bff/fleet/settings/sign-in-issuer';
const BINDING = 'binding-of-this-browser-0123456789abcdefghij';

let issuer: TestIssuer;
let bff: DemoBff;

beforeAll(async () => {
  // One provider plays both companies' issuers (each company saves it as its own).
  issuer = await startTestIssuer([redirectUriOf(PUBLIC_URL, PROVIDER), redirectUriOf(PUBLIC_URL, OTHER)]);
  // The provider signs its tokens at the real time; the BFF's clock runs at it too. No public
  // issuer is configured: the company's is the only one.
  bff = await demoBff({ now: new Date(), openId: { issuers: [], allowHttp: true } });
  const saved = await saveIssuerOf('admin@nordflotte.example');
  expect(saved.statusCode).toBe(200);
  expect(saved.body).not.toContain(issuer.clientSecret);
}, 120_000);
afterAll(async () => {
  await bff?.close();
  await issuer?.close();
});

/** Someone at the company's issuer; by default the company's driver Fritz Fahrer. */
const anAccount = (overrides: Partial<TestAccount> = {}): TestAccount => ({
  sub: `sub-${Math.random().toString(36).slice(2)}`,
  email: 'fahrer@nordflotte.example',
  email_verified: true,
  ...overrides,
});

const saveIssuerOf = async (adminEmail: string) => {
  const admin = await bff.signIn(adminEmail);
  return admin.put(SETTINGS, {
    payload: { issuer: issuer.issuer, clientId: issuer.clientId, clientSecret: issuer.clientSecret },
  });
};

const answerFor = async (account: TestAccount, provider: `company:${string}` = PROVIDER) => {
  const started = await bff.anonymous.post(startOf(provider), { payload: { binding: BINDING } });
  expect(started.statusCode).toBe(200);
  const url: string = started.json().data.authorization_url;
  expect(url.startsWith(`${issuer.issuer}/`)).toBe(true);
  const asked = new URL(url).searchParams;
  expect(asked.get('code_challenge_method')).toBe('S256');
  expect(asked.get('redirect_uri')).toBe(redirectUriOf(PUBLIC_URL, provider));
  return { ...(await issuer.signInAt(url, account)), binding: BINDING };
};

const sessionCookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
};

const identitiesOf = (subject: string) =>
  bff.db.selectFrom('user_identities').select('user_id').where('subject', '=', subject).execute();

describe("sign-in through a company's own issuer", () => {
  it('keeps the client secret to itself', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const read = await admin.get(SETTINGS);
    expect(read.json()).toEqual({
      data: { issuer: issuer.issuer, clientId: issuer.clientId, clientSecretSet: true },
    });
  });

  it('signs a staff member in, who signs in through the company from then on', async () => {
    const account = anAccount();
    const signedIn = await bff.anonymous.post(CALLBACK, { payload: await answerFor(account) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({
      email: 'fahrer@nordflotte.example',
      kind: 'business',
      role: 'driver',
      company_id: COMPANY,
      login_provider: 'company',
    });
    const headers = { ...PORTAL_HEADERS, cookie: sessionCookieOf(signedIn) as string };
    const session = await bff.app.inject({ url: '/portal/api/bff/auth/session', headers });
    expect(session.json().data).toMatchObject({ login_provider: 'company', company_id: COMPANY });
    expect(await identitiesOf(account.sub)).toEqual([{ user_id: 'u-nord-fahrer' }]);
    // The company's issuer now decides: the old password opens nothing.
    const byPassword = await bff.anonymous.post('/portal/api/bff/auth/login', {
      payload: { email: 'fahrer@nordflotte.example', password: 'Demo!2026' },
    });
    expect(byPassword.statusCode).toBeGreaterThanOrEqual(400);
    expect(sessionCookieOf(byPassword)).toBeUndefined();

    const again = await bff.anonymous.post(CALLBACK, { payload: await answerFor(account) });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.email).toBe('fahrer@nordflotte.example');
  });

  it.each([
    ['a user of another company', 'admin@suedlogistik.example'],
    ['a consumer', 'kunde@demo.example'],
    ['an address without an account', 'neu-im-team@nordflotte.example'],
  ])('refuses %s: no session, no link, no new account', async (_, email) => {
    const account = anAccount({ email });
    const refused = await bff.anonymous.post(CALLBACK, { payload: await answerFor(account) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect(sessionCookieOf(refused)).toBeUndefined();
    expect(await identitiesOf(account.sub)).toEqual([]);
    const users = await bff.db
      .selectFrom('users')
      .select(['id', 'login_provider'])
      .where('email', '=', email)
      .execute();
    expect(users.every((user) => user.login_provider === 'password')).toBe(true);
    if (email.startsWith('neu-im-team')) expect(users).toEqual([]);
  });

  it('refuses a staff address the issuer has not verified', async () => {
    const account = anAccount({ email: 'analyst@nordflotte.example', email_verified: false });
    const refused = await bff.anonymous.post(CALLBACK, { payload: await answerFor(account) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('email_not_verified');
    expect(sessionCookieOf(refused)).toBeUndefined();
    expect(await identitiesOf(account.sub)).toEqual([]);
    const analyst = await bff.db
      .selectFrom('users')
      .select('login_provider')
      .where('id', '=', 'u-nord-analyst')
      .executeTakeFirstOrThrow();
    expect(analyst.login_provider).toBe('password');
  });

  it('refuses a wrong state and a replayed answer', async () => {
    const answer = await answerFor(anAccount({ email: 'admin@nordflotte.example' }));
    const wrongState = await bff.anonymous.post(CALLBACK, {
      payload: { ...answer, state: `${answer.state}x` },
    });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().error.code).toBe('token_invalid');
    const first = await bff.anonymous.post(CALLBACK, { payload: answer });
    expect(first.statusCode).toBe(200);
    const replay = await bff.anonymous.post(CALLBACK, { payload: answer });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('token_invalid');
  });

  it("refuses another company's staff through that company's issuer, and its flows at this one", async () => {
    const started = await bff.anonymous.post(startOf(OTHER), { payload: { binding: BINDING } });
    expect(started.statusCode).toBe(404);
    expect((await saveIssuerOf('admin@suedlogistik.example')).statusCode).toBe(200);

    const account = anAccount({ email: 'fahrer@nordflotte.example' });
    const refused = await bff.anonymous.post(callbackOf(OTHER), {
      payload: await answerFor(account, OTHER),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect(sessionCookieOf(refused)).toBeUndefined();

    const ours = await answerFor(anAccount({ email: 'admin@suedlogistik.example' }));
    const elsewhere = await bff.anonymous.post(callbackOf(OTHER), { payload: ours });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.code).toBe('token_invalid');
  });

  it('offers no public issuer buttons when only a company has its own', async () => {
    const answer = await bff.anonymous.get('/portal/api/bff/auth/providers');
    expect(answer.json()).toEqual({ data: { providers: [] } });
  });
});
