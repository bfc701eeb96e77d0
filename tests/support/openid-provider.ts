/**
 * A real OpenID provider (the `oidc-provider` package) on a free local port, for the sign-in tests:
 * one confidential client, PKCE required, ID tokens that live a minute. `signInAt(url, account)`
 * walks a browser's way through it — the authorization request, the provider's interaction (the
 * account signs in and consents, as the person would on the issuer's page) and back — and answers
 * the code, state and iss of the redirect to the portal's callback page.
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

export type TestIssuer = {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly signInAt: (
    authorizationUrl: string,
    account: TestAccount,
  ) => Promise<{ readonly code: string; readonly state: string; readonly iss: string }>;
  readonly close: () => Promise<void>;
};

export const ID_TOKEN_SECONDS = 60;

export const startTestIssuer = async (redirectUris: readonly string[]): Promise<TestIssuer> => {
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
    // As Google's and Apple's: the address and its flag in the ID token itself.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
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
    const accountId = pendingAccount;
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
  server.on('request', (request, response) => {
    if (request.url?.startsWith('/interaction/'))
      interact(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    else providerCallback(request, response);
  });

  const signInAt: TestIssuer['signInAt'] = async (authorizationUrl, account) => {
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
      if (!location)
        throw new Error(`startTestIssuer: ${url} answered ${response.status}: ${await response.text()}`);
      const next = new URL(location, url);
      if (redirectUris.some((uri) => next.href.startsWith(uri))) {
        const code = next.searchParams.get('code');
        const state = next.searchParams.get('state');
        const iss = next.searchParams.get('iss');
        if (!code || !state || !iss)
          throw new Error(`startTestIssuer: the redirect ${next.href} has no code`);
        return { code, state, iss };
      }
      url = next.href;
    }
    throw new Error('startTestIssuer: too many redirects');
  };

  return {
    issuer,
    clientId: 'portal',
    clientSecret: 'portal-test-secret',
    signInAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
