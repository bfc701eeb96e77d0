/**
 * A real OpenID provider (the `oidc-provider` package) on a free local port, for the sign-in tests:
 * one confidential client, PKCE required, ID tokens that live a minute. `signInAt(url, account)`
 * walks a browser's way through it — the authorization request, the provider's interaction (the
 * account signs in and consents, as the person would on the issuer's page) and back — and answers
 * the code, state and iss of the redirect to the portal's callback page; `answerAt` answers the
 * issuer's last step as it is (a redirect, or Apple's form post).
 *
 * Options make it behave like one issuer or another:
 * - `appleLike`: as Apple, it refuses a request for the address or the name unless the answer is
 *   to be posted (`response_mode=form_post`), and knows the `name` scope rather than `profile`.
 * - `loginPage`: the person signs in on a page of the issuer (a form asking for the address, for a
 *   browser test) instead of the test naming the account.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestAccount = {
  readonly sub: string;
  readonly email: string;
  readonly email_verified: boolean;
  readonly given_name?: string;
  readonly family_name?: string;
};

/** The issuer's last step: the browser sent to the redirect URI, or a form posted there. */
export type IssuerAnswer =
  | { readonly mode: 'query'; readonly url: URL }
  | { readonly mode: 'form_post'; readonly action: string; readonly fields: URLSearchParams };

export type TestIssuerOptions = {
  readonly appleLike?: boolean;
  readonly loginPage?: boolean;
};

export type TestIssuer = {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly signInAt: (
    authorizationUrl: string,
    account: TestAccount,
  ) => Promise<{ readonly code: string; readonly state: string; readonly iss: string }>;
  readonly answerAt: (authorizationUrl: string, account: TestAccount) => Promise<IssuerAnswer>;
  /** An account the person may sign in as on the issuer's login page (`loginPage`). */
  readonly addAccount: (account: TestAccount) => void;
  /** The authorization requests the issuer received, as they arrived (their query parameters). */
  readonly requests: () => readonly URLSearchParams[];
  readonly close: () => Promise<void>;
};

export const ID_TOKEN_SECONDS = 60;

export const startTestIssuer = async (
  redirectUris: readonly string[],
  options: TestIssuerOptions = {},
): Promise<TestIssuer> => {
  const accounts = new Map<string, TestAccount>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'portal',
        client_secret: 'portal-test-secret',
        redirect_uris: [...redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    // As Google's and Apple's: the address and its flag in the ID token itself. Apple's `name` puts
    // no claim in the ID token (the name comes once, in the form's `user` field).
    conformIdTokenClaims: false,
    claims: options.appleLike
      ? { openid: ['sub'], email: ['email', 'email_verified'], name: [] }
      : { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: async (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: async () => ({ ...account }) } : undefined;
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: { IdToken: ID_TOKEN_SECONDS, AuthorizationCode: 600 },
    cookies: { keys: ['test-cookie-key'] },
  });
  const providerCallback = provider.callback();
  // The person at the issuer's page: the account named by the interaction's pending login signs in
  // and grants the portal what it asked for.
  const interact = async (request: IncomingMessage, response: ServerResponse) => {
    const details = await provider.interactionDetails(request, response);
    let accountId = pendingAccount;
    if (options.loginPage) {
      if (request.method !== 'POST') return showLoginPage(response, details.uid);
      const email = new URLSearchParams(await bodyOf(request)).get('email') ?? '';
      accountId = [...accounts.values()].find((account) => account.email === email)?.sub;
      if (!accountId) return showLoginPage(response, details.uid, 'Unbekannte E-Mail-Adresse.');
    }
    if (!accountId) throw new Error('startTestIssuer: no account to sign in');
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };
  let pendingAccount: string | undefined;
  const received: URLSearchParams[] = [];
  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/auth') {
      received.push(url.searchParams);
      // Apple: "If you requested scopes, you must use form_post" (Sign in with Apple REST API).
      const scopes = (url.searchParams.get('scope') ?? '').split(' ');
      if (
        options.appleLike &&
        (scopes.includes('email') || scopes.includes('name')) &&
        url.searchParams.get('response_mode') !== 'form_post'
      ) {
        response.statusCode = 400;
        response.end(
          'invalid_request: response_mode must be form_post when name or email scope is requested',
        );
        return;
      }
    }
    if (request.url?.startsWith('/interaction/'))
      interact(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    else providerCallback(request, response);
  });

  const answerAt: TestIssuer['answerAt'] = async (authorizationUrl, account) => {
    accounts.set(account.sub, account);
    pendingAccount = account.sub;
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair?.indexOf('=') ?? -1;
        if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.get('location');
      if (!location) {
        const page = await response.text();
        const posted = formPostOf(page);
        if (response.status === 200 && posted && redirectUris.includes(posted.action))
          return { mode: 'form_post', ...posted };
        throw new Error(`startTestIssuer: ${url} answered ${response.status}: ${page}`);
      }
      const next = new URL(location, url);
      if (redirectUris.some((uri) => next.href.startsWith(uri))) return { mode: 'query', url: next };
      url = next.href;
    }
    throw new Error('startTestIssuer: too many redirects');
  };

  const signInAt: TestIssuer['signInAt'] = async (authorizationUrl, account) => {
    const answer = await answerAt(authorizationUrl, account);
    const fields = answer.mode === 'query' ? answer.url.searchParams : answer.fields;
    const code = fields.get('code');
    const state = fields.get('state');
    const iss = fields.get('iss');
    if (!code || !state || !iss) throw new Error(`startTestIssuer: the answer ${fields} has no code`);
    return { code, state, iss };
  };

  return {
    issuer,
    clientId: 'portal',
    clientSecret: 'portal-test-secret',
    signInAt,
    answerAt,
    addAccount: (account) => accounts.set(account.sub, account),
    requests: () => [...received],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** oidc-provider's form_post page: the form's action and its hidden fields. */
const formPostOf = (page: string): { action: string; fields: URLSearchParams } | undefined => {
  const action = /<form method="post" action="([^"]*)">/.exec(page)?.[1];
  if (action === undefined) return undefined;
  const fields = new URLSearchParams();
  for (const [, name, value] of page.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/>/g))
    fields.append(unescapeHtml(name ?? ''), unescapeHtml(value ?? ''));
  return { action: unescapeHtml(action), fields };
};

const unescapeHtml = (text: string): string =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const bodyOf = async (request: IncomingMessage): Promise<string> => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
};

/** The issuer's sign-in page: a form asking for the address, as a person fills it in. */
const showLoginPage = (response: ServerResponse, uid: string, problem = '') => {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(`<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><title>Test-Issuer: Anmelden</title></head>
<body>
  <h1>Beim Test-Issuer anmelden</h1>
  ${problem ? `<p role="alert">${problem}</p>` : ''}
  <form method="post" action="/interaction/${encodeURIComponent(uid)}">
    <label>E-Mail <input name="email" type="email" autocomplete="off"></label>
    <button type="submit">Weiter</button>
  </form>
</body>
</html>`);
};
