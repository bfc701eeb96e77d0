/**
 * Sign-in with Google and Apple against a real OpenID provider started here (tests/support/
 * openid-provider.ts): the portal's flow with PKCE, state and nonce, the ID token checked against
 * the provider's keys, and the accounts it finds, links or creates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../adapters/http/server/app.ts';
import { redirectUriOf } from '../../adapters/openid/open-id-settings.ts';
import { type DemoBff, demoBff, PORTAL_HEADERS } from '../support/demo-bff.ts';
import {
  ID_TOKEN_SECONDS,
  startTestIssuer,
  type TestAccount,
  type TestIssuer,
} from '../support/openid-provider.ts';

const PUBLIC_URL = 'http://localhost:3000';
const START = '/portal/api/bff/auth/oidc/google/start';
const CALLBACK = '/portal/api/bff/auth/oidc/google/callback';
const BINDING = 'binding-of-this-browser-0123456789abcdefghij';

let issuer: TestIssuer;
let bff: DemoBff;

const bffAt = (now: Date) =>
  demoBff({
    now,
    openId: {
      issuers: [
        {
          provider: 'google',
          issuer: issuer.issuer,
          clientId: issuer.clientId,
          clientSecret: issuer.clientSecret,
        },
      ],
      allowHttp: true,
    },
  });

beforeAll(async () => {
  issuer = await startTestIssuer([redirectUriOf(PUBLIC_URL, 'google')]);
  // The provider signs its tokens at the real time; the BFF's clock runs at it too.
  bff = await bffAt(new Date());
}, 120_000);
afterAll(async () => {
  await bff?.close();
  await issuer?.close();
});

const anAccount = (overrides: Partial<TestAccount> = {}): TestAccount => ({
  sub: `sub-${Math.random().toString(36).slice(2)}`,
  email: `${Math.random().toString(36).slice(2)}@mail.example`,
  email_verified: true,
  given_name: 'Gina',
  family_name: 'Google',
  ...overrides,
});

/** The browser's way: start at the BFF, sign in at the issuer, come back with its answer. */
const answerFor = async (on: DemoBff, account: TestAccount) => {
  const started = await on.anonymous.post(START, { payload: { binding: BINDING } });
  expect(started.statusCode).toBe(200);
  const url: string = started.json().data.authorization_url;
  expect(url.startsWith(`${issuer.issuer}/`)).toBe(true);
  expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
  return { ...(await issuer.signInAt(url, account)), binding: BINDING };
};

const sessionCookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
};

describe('sign-in with an OpenID issuer', () => {
  it('names the configured issuers for their buttons', async () => {
    const answer = await bff.anonymous.get('/portal/api/bff/auth/providers');
    expect(answer.json()).toEqual({ data: { providers: ['google'] } });
  });

  it('creates a new user without a password, signs in, and signs out again', async () => {
    const account = anAccount();
    const signedIn = await bff.anonymous.post(CALLBACK, { payload: await answerFor(bff, account) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({
      email: account.email,
      name: 'Gina Google',
      kind: 'consumer',
      login_provider: 'google',
    });
    const cookie = sessionCookieOf(signedIn);
    expect(cookie).toBeDefined();
    const headers = { ...PORTAL_HEADERS, cookie: cookie as string };
    const session = await bff.app.inject({ url: '/portal/api/bff/auth/session', headers });
    expect(session.json().data.login_provider).toBe('google');
    const user = await bff.db
      .selectFrom('users')
      .select(['password_hash', 'email_verified_at', 'login_provider'])
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();
    expect(user.email_verified_at).not.toBeNull();
    // No password to change (consumer spec §5).
    const change = await bff.app.inject({
      method: 'PUT',
      url: '/portal/api/bff/profile/password',
      headers,
      payload: { currentPassword: 'x', newPassword: 'Neu!2026abc', confirmedNewPassword: 'Neu!2026abc' },
    });
    expect(change.statusCode).toBeGreaterThanOrEqual(400);

    const out = await bff.app.inject({ method: 'POST', url: '/portal/api/bff/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    const after = await bff.app.inject({ url: '/portal/api/bff/auth/session', headers });
    expect(after.statusCode).toBe(401);
  });

  it('signs the same subject in as the same user the next time', async () => {
    const account = anAccount();
    const first = await bff.anonymous.post(CALLBACK, { payload: await answerFor(bff, account) });
    const second = await bff.anonymous.post(CALLBACK, {
      payload: await answerFor(bff, { ...account, email: `changed-${account.email}` }),
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.email).toBe(account.email);
  });

  it('links an existing account by an address the issuer verified, keeping its password', async () => {
    const signedIn = await bff.anonymous.post(CALLBACK, {
      payload: await answerFor(bff, anAccount({ email: 'KUNDE@demo.example' })),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ email: 'kunde@demo.example', login_provider: 'password' });
    const identities = await bff.db
      .selectFrom('user_identities')
      .innerJoin('users', 'users.id', 'user_identities.user_id')
      .select('users.email')
      .where('user_identities.provider', '=', 'google')
      .execute();
    expect(identities.map((row) => row.email)).toContain('kunde@demo.example');
    expect((await bff.signIn('kunde@demo.example')).cookie).not.toBe('');
  });

  it('refuses an address the issuer has not verified: no link, no new account', async () => {
    for (const email of ['neu@demo.example', 'unverified@mail.example']) {
      const account = anAccount({ email, email_verified: false });
      const refused = await bff.anonymous.post(CALLBACK, { payload: await answerFor(bff, account) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('email_not_verified');
      expect(sessionCookieOf(refused)).toBeUndefined();
      const identity = await bff.db
        .selectFrom('user_identities')
        .select('user_id')
        .where('subject', '=', account.sub)
        .executeTakeFirst();
      expect(identity).toBeUndefined();
    }
    const created = await bff.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'unverified@mail.example')
      .executeTakeFirst();
    expect(created).toBeUndefined();
  });

  it('refuses a wrong state and an answer from another browser', async () => {
    const answer = await answerFor(bff, anAccount());
    const wrongState = await bff.anonymous.post(CALLBACK, {
      payload: { ...answer, state: `${answer.state}x` },
    });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().error.code).toBe('token_invalid');

    const other = await answerFor(bff, anAccount());
    const planted = await bff.anonymous.post(CALLBACK, {
      payload: { ...other, binding: 'someone-elses-browser' },
    });
    expect(planted.statusCode).toBe(400);
    expect(planted.json().error.code).toBe('token_invalid');
  });

  it('signs in once with a code, and refuses it replayed', async () => {
    const answer = await answerFor(bff, anAccount());
    const first = await bff.anonymous.post(CALLBACK, { payload: answer });
    expect(first.statusCode).toBe(200);
    const replay = await bff.anonymous.post(CALLBACK, { payload: answer });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('token_invalid');
    expect(sessionCookieOf(replay)).toBeUndefined();
  });

  it('refuses a code of another flow under this state', async () => {
    const mine = await answerFor(bff, anAccount());
    const theirs = await answerFor(bff, anAccount());
    // The code was issued for the other flow's PKCE challenge and nonce.
    const swapped = await bff.anonymous.post(CALLBACK, { payload: { ...mine, code: theirs.code } });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().error.code).toBe('token_invalid');
  });

  it('refuses an ID token that has expired by the time the BFF checks it', async () => {
    // The BFF's clock runs ahead of the token's lifetime (and its tolerance), within the flow's.
    const later = await bffAt(new Date(Date.now() + (ID_TOKEN_SECONDS + 240) * 1000));
    try {
      const answer = await answerFor(later, anAccount());
      const expired = await later.anonymous.post(CALLBACK, { payload: answer });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error.code).toBe('token_invalid');
      expect(sessionCookieOf(expired)).toBeUndefined();
    } finally {
      await later.close();
    }
  }, 120_000);

  it('answers 503 with a retry when the issuer cannot be reached', async () => {
    const down = await demoBff({
      now: new Date(),
      openId: {
        issuers: [
          { provider: 'google', issuer: 'http://127.0.0.1:9', clientId: 'portal', clientSecret: 'x' },
        ],
        allowHttp: true,
      },
    });
    try {
      const started = await down.anonymous.post(START, { payload: { binding: BINDING } });
      expect(started.statusCode).toBe(503);
      expect(started.json().error.code).toBe('service_unavailable');
      expect(started.headers['retry-after']).toBe('30');
    } finally {
      await down.close();
    }
  }, 120_000);
});
