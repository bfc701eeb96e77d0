/**
 * Sign-in with Apple against a real OpenID provider that answers as Apple does: a request for the
 * address is refused unless the answer is posted (`response_mode=form_post`), and the answer comes
 * as a form posted to the portal's callback address, which hands it on to the callback page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../adapters/http/server/app.ts';
import { redirectUriOf } from '../../adapters/openid/open-id-settings.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';
import { startTestIssuer, type TestAccount, type TestIssuer } from '../support/openid-provider.ts';

const PUBLIC_URL = 'http://localhost:3000';
const START = '/portal/api/bff/auth/oidc/apple/start';
const CALLBACK = '/portal/api/bff/auth/oidc/apple/callback';
const BINDING = 'binding-of-this-browser-0123456789abcdefghij';

let issuer: TestIssuer;
let bff: DemoBff;

beforeAll(async () => {
  issuer = await startTestIssuer([redirectUriOf(PUBLIC_URL, 'apple')], { appleLike: true });
  bff = await demoBff({
    // The provider signs its tokens at the real time; the BFF's clock runs at it too.
    now: new Date(),
    openId: {
      issuers: [
        {
          provider: 'apple',
          issuer: issuer.issuer,
          clientId: issuer.clientId,
          clientSecret: issuer.clientSecret,
        },
      ],
      allowHttp: true,
    },
  });
}, 120_000);
afterAll(async () => {
  await bff?.close();
  await issuer?.close();
});

const anAccount = (): TestAccount => ({
  sub: `apple-${Math.random().toString(36).slice(2)}`,
  email: `${Math.random().toString(36).slice(2)}@privaterelay.appleid.example`,
  // Apple's ID token carries the flag as the string "true"; oidc-provider sends what it is given.
  email_verified: true,
});

/** The issuer's form, posted to the portal's callback address as the browser posts it. */
const postForm = (fields: URLSearchParams) =>
  bff.app.inject({
    method: 'POST',
    url: '/login/callback/apple',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      // The issuer's page posts across sites, with no session and no actor header.
      origin: new URL(issuer.issuer).origin,
      'sec-fetch-site': 'cross-site',
    },
    payload: fields.toString(),
  });

describe('sign-in with Apple', () => {
  it('asks for the address and the name with the answer posted, and signs in from the posted answer', async () => {
    const account = anAccount();
    const started = await bff.anonymous.post(START, { payload: { binding: BINDING } });
    expect(started.statusCode).toBe(200);
    const request = new URL(started.json().data.authorization_url).searchParams;
    expect(request.get('response_mode')).toBe('form_post');
    expect(request.get('scope')?.split(' ').sort()).toEqual(['email', 'name', 'openid']);

    const answer = await issuer.answerAt(started.json().data.authorization_url, account);
    if (answer.mode !== 'form_post') throw new Error(`the issuer answered by ${answer.mode}`);
    expect(answer.action).toBe(`${PUBLIC_URL}/login/callback/apple`);
    // Apple adds the name, on the first sign-in only, as a JSON field of the form.
    answer.fields.set('user', JSON.stringify({ name: { firstName: 'Anna', lastName: 'Apfel' } }));

    const posted = await postForm(answer.fields);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers['cache-control']).toBe('no-store');
    expect(posted.cookies).toEqual([]);
    const page = new URL(String(posted.headers.location), PUBLIC_URL);
    expect(page.pathname).toBe('/login/callback/apple');
    // The page gets the answer as a query answer would bring it, and nothing else of the form.
    expect([...page.searchParams.keys()].sort()).toEqual(['code', 'iss', 'state']);
    expect(page.searchParams.get('code')).toBe(answer.fields.get('code'));

    // The callback page posts it with this tab's binding, as it does for Google.
    const signedIn = await bff.anonymous.post(CALLBACK, {
      payload: {
        code: page.searchParams.get('code'),
        state: page.searchParams.get('state'),
        iss: page.searchParams.get('iss'),
        binding: BINDING,
      },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ email: account.email, login_provider: 'apple' });
    expect(signedIn.cookies.some((cookie) => cookie.name === SESSION_COOKIE)).toBe(true);

    // The posted answer is spent: the same form again signs nobody in.
    const again = await postForm(answer.fields);
    const replayed = new URL(String(again.headers.location), PUBLIC_URL).searchParams;
    const replay = await bff.anonymous.post(CALLBACK, {
      payload: { code: replayed.get('code'), state: replayed.get('state'), binding: BINDING },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('token_invalid');
  });

  it('hands on the issuer’s refusal (the person cancelled) to the page, which says the sign-in failed', async () => {
    const posted = await postForm(
      new URLSearchParams({ error: 'user_cancelled_authorize', state: 'some-state' }),
    );
    expect(posted.statusCode).toBe(303);
    const page = new URL(String(posted.headers.location), PUBLIC_URL);
    expect(page.pathname).toBe('/login/callback/apple');
    expect(page.searchParams.get('error')).toBe('user_cancelled_authorize');
    expect(page.searchParams.get('code')).toBeNull();
  });

  it('knows only the providers’ callback addresses', async () => {
    const posted = await bff.app.inject({
      method: 'POST',
      url: '/login/callback/elsewhere',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=x&state=y',
    });
    expect(posted.statusCode).toBe(404);
  });
});
