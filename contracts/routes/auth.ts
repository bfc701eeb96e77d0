import * as t from 'io-ts';
import { Ok } from '../codecs.ts';
import { defineRoute, NoBody, NoParams, NoQuery } from '../route.ts';

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
    login_provider: t.keyof({ password: null, google: null, apple: null }),
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
