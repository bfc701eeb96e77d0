import * as t from 'io-ts';
import { Ok } from '../codecs.ts';
import { defineRoute, NoBody, NoParams, NoQuery } from '../route.ts';
import { SIGNED_OUT } from '../route-builders.ts';

/** Sign-in is fixed so that tools can rely on it (the Pact file and `portal verify-pact` sign in through it): login sets the session cookie. */

export const SessionUser = t.intersection([
  t.type({
    email: t.string,
    name: t.string,
    /** Support staff (docs/security.md) see no portal page of their own: only a customer's, read-only. */
    kind: t.keyof({ consumer: null, business: null, support: null }),
  }),
  t.partial({
    hs_contact_id: t.union([t.string, t.null]),
    hs_first_name: t.union([t.string, t.null]),
    /** Business users: their role in the company (business spec §6). */
    role: t.keyof({ admin: null, driver: null, analyst: null, unknown: null }),
    company_id: t.string,
    is_job_auto: t.boolean,
    job_auto_company: t.union([t.type({ id: t.string, name: t.string, domain: t.string }), t.null]),
    /** Content editors see editing links (consumer spec §6). */
    is_editor: t.boolean,
    /** Signed in with Google or Apple: no password to change (consumer spec §5). */
    login_provider: t.keyof({ password: null, google: null, apple: null, company: null }),
    /**
     * A support user's session viewing this customer's portal, read-only (consumer spec §6 "impersonation"): the session
     * user is then the customer, and this names the agent, the reason and the start.
     */
    support_view: t.type({
      agent: t.type({ email: t.string, name: t.string }),
      reason: t.string,
      started_at: t.string,
    }),
  }),
]);

const consumerUser = {
  email: 'kunde@demo.example',
  name: 'Kim Kunde',
  kind: 'consumer',
  hs_contact_id: 'c-1001',
  hs_first_name: 'Kim',
  login_provider: 'password',
  // A consumer drives no job car; a business user drives their company's (core/account/job-auto.ts).
  is_job_auto: false,
  job_auto_company: null,
};

/** The OpenID issuers a user may sign in with (docs/operations.md "Sign-in with Google and Apple"). */
export const OpenIdProviderCodec = t.keyof({ google: null, apple: null });

const COMPANY_PROVIDER = /^company:[A-Za-z0-9_-]{1,64}$/;
const isCompanyProvider = (u: unknown): u is `company:${string}` =>
  typeof u === 'string' && COMPANY_PROVIDER.test(u);

/** A company's own issuer, saved by its admin: `company:<company id>` (the company sign-in link). */
export const CompanyProviderCodec = new t.RefinementType(
  'CompanyProvider',
  isCompanyProvider,
  (u, c) => (isCompanyProvider(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
  t.string,
  isCompanyProvider,
);

/** The issuer a sign-in goes through: Google, Apple or a company's own. */
const SignInProviderParam = t.union([OpenIdProviderCodec, CompanyProviderCodec]);

/**
 * The Pact provider state of a sign-in under way: the BFF of a verification signs in through its
 * stand-in issuer (adapters/openid/stand-in-issuer.ts), whose code is the e-mail address it vouches for.
 */
export const OPEN_ID_FLOW_STATE = 'an OpenID sign-in with Google is under way';
export const OPEN_ID_FLOW_EXAMPLE = {
  code: 'kunde@demo.example',
  state: 'example-state-0123456789abcdefghijklmnopqrstuv',
  binding: 'example-binding-0123456789abcdefghijklmnopqrs',
};

/**
 * What a browser sends back from the issuer: the code and state of its answer (and its `iss`, where
 * the issuer names itself in the answer, RFC 9207), and the browser's own binding.
 */
const OpenIdAnswer = t.intersection([
  t.type({ code: t.string, state: t.string, binding: t.string }),
  t.partial({ iss: t.string }),
]);

export const authRoutes = {
  login: defineRoute({
    name: 'login',
    method: 'POST',
    path: '/portal/api/bff/auth/login',
    params: NoParams,
    query: NoQuery,
    body: t.type({ email: t.string, password: t.string }),
    response: t.type({ data: SessionUser }),
    // user_does_not_exist (consumer spec §8) is never answered: wrong_password for both, so the code
    // does not tell who has an account.
    errors: ['wrong_password', 'email_not_verified', 'rate_limited', 'bad_request'],
    access: 'public',
    summary: 'Signs in with e-mail and password; sets the HttpOnly session cookie.',
    origin: 'designed',
    area: 'auth',
    example: {
      state: 'customer kunde@demo.example exists',
      body: { email: 'kunde@demo.example', password: 'Demo!2026' },
      response: { data: consumerUser },
    },
    errorExamples: [
      {
        state: 'customer kunde@demo.example exists',
        body: { email: 'kunde@demo.example', password: 'not-the-password' },
        status: 401,
        code: 'wrong_password',
      },
    ],
  }),
  logout: defineRoute({
    name: 'logout',
    method: 'POST',
    path: '/portal/api/bff/auth/logout',
    params: NoParams,
    query: NoQuery,
    body: NoBody,
    response: Ok,
    errors: [],
    access: 'public',
    summary: 'Ends the session (revokes it on the server) and clears the cookie.',
    origin: 'designed',
    area: 'auth',
    example: { state: 'customer kunde@demo.example is signed in', response: { ok: true } },
  }),
  getSignInProviders: defineRoute({
    name: 'getSignInProviders',
    method: 'GET',
    path: '/portal/api/bff/auth/providers',
    params: NoParams,
    query: NoQuery,
    body: NoBody,
    response: t.type({ data: t.type({ providers: t.array(OpenIdProviderCodec) }) }),
    errors: [],
    access: 'public',
    summary: 'The OpenID issuers configured for sign-in (their buttons show); empty without settings.',
    origin: 'designed',
    area: 'auth',
    example: { state: SIGNED_OUT, response: { data: { providers: ['google', 'apple'] } } },
  }),
  startOpenIdSignIn: defineRoute({
    name: 'startOpenIdSignIn',
    method: 'POST',
    path: '/portal/api/bff/auth/oidc/{provider}/start',
    params: t.type({ provider: SignInProviderParam }),
    query: NoQuery,
    // `binding`: a random value the browser keeps (session storage) and sends again with the answer.
    body: t.type({ binding: t.string }),
    response: t.type({ data: t.type({ authorization_url: t.string }) }),
    errors: ['not_found', 'service_unavailable', 'bad_request'],
    access: 'public',
    summary:
      "Starts a sign-in at the issuer: stores state, nonce and PKCE verifier and answers the issuer's URL to open.",
    origin: 'designed',
    area: 'auth',
    example: {
      state: SIGNED_OUT,
      params: { provider: 'google' },
      body: { binding: OPEN_ID_FLOW_EXAMPLE.binding },
      response: {
        data: {
          authorization_url:
            'https://accounts.google.com/o/oauth2/v2/auth?client_id=portal&response_type=code&code_challenge_method=S256',
        },
      },
    },
  }),
  finishOpenIdSignIn: defineRoute({
    name: 'finishOpenIdSignIn',
    method: 'POST',
    path: '/portal/api/bff/auth/oidc/{provider}/callback',
    params: t.type({ provider: SignInProviderParam }),
    query: NoQuery,
    body: OpenIdAnswer,
    response: t.type({ data: SessionUser }),
    // token_invalid: a state unknown, spent, expired or of another browser, a code the issuer
    // refuses, an ID token that fails a check. email_not_verified: the issuer has not verified it.
    // forbidden: a company's issuer vouched for someone who is no user of that company.
    errors: [
      'token_invalid',
      'email_not_verified',
      'forbidden',
      'not_found',
      'service_unavailable',
      'bad_request',
    ],
    access: 'public',
    summary:
      "Finishes a sign-in with the issuer's answer: verifies it, finds, links or creates the user and sets the session cookie.",
    origin: 'designed',
    area: 'auth',
    example: {
      state: OPEN_ID_FLOW_STATE,
      params: { provider: 'google' },
      body: OPEN_ID_FLOW_EXAMPLE,
      response: { data: consumerUser },
    },
    errorExamples: [
      {
        state: SIGNED_OUT,
        params: { provider: 'google' },
        body: OPEN_ID_FLOW_EXAMPLE,
        status: 400,
        code: 'token_invalid',
      },
    ],
  }),
  getSession: defineRoute({
    name: 'getSession',
    method: 'GET',
    path: '/portal/api/bff/auth/session',
    params: NoParams,
    query: NoQuery,
    body: NoBody,
    response: t.type({ data: SessionUser }),
    errors: ['unauthorized'],
    access: 'signed-in',
    summary:
      "The signed-in user; a business user's is_job_auto and job_auto_company (id, name, e-mail domain) name their company; 401 without a session.",
    origin: 'designed',
    area: 'auth',
    example: { state: 'customer kunde@demo.example is signed in', response: { data: consumerUser } },
    errorExamples: [{ state: 'nobody is signed in', status: 401, code: 'unauthorized' }],
  }),
};
