import type { OpenIdProvider, PublicOpenIdProvider } from '../../core/account/open-id.ts';

type Environment = Readonly<Record<string, string | undefined>>;

/** An issuer's settings as read from the environment; the redirect follows from the public URL. */
export type OpenIdIssuerSettings = {
  readonly provider: PublicOpenIdProvider;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** An issuer on this machine (a local test issuer) may be reached over http://. */
  readonly allowHttp?: boolean;
};

/** How an issuer returns its answer: in the redirect's query, or posted as a form (Apple). */
export type OpenIdResponseMode = 'query' | 'form_post';

/**
 * The issuers a user may sign in with, keyed by provider (docs/operations.md "Sign-in with Google
 * and Apple"). An issuer counts only with its client id and secret; without them its button is not
 * shown. A company's own issuer (the business portal) would be one more entry of this shape, kept
 * per company in the database rather than in the environment.
 */
const ISSUERS: readonly {
  readonly provider: PublicOpenIdProvider;
  readonly prefix: string;
  readonly issuer: string;
  readonly scope: string;
  readonly responseMode: OpenIdResponseMode;
}[] = [
  {
    provider: 'google',
    prefix: 'PORTAL_OIDC_GOOGLE',
    issuer: 'https://accounts.google.com',
    scope: 'openid email profile',
    responseMode: 'query',
  },
  // Apple knows no `profile` scope, and answers a request for the address or the name only as a
  // form posted to the redirect URI (its "Sign in with Apple REST API": response_mode=form_post).
  {
    provider: 'apple',
    prefix: 'PORTAL_OIDC_APPLE',
    issuer: 'https://appleid.apple.com',
    scope: 'openid email name',
    responseMode: 'form_post',
  },
];

/** http:// only to this machine, where nobody between reads or changes the issuer's answers. */
const isLoopbackHttp = (issuer: string): boolean => {
  try {
    const url = new URL(issuer);
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
};

export const openIdSettingsOf = (env: Environment): readonly OpenIdIssuerSettings[] =>
  ISSUERS.flatMap(({ provider, prefix, issuer: standard }) => {
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) return [];
    const issuer = env[`${prefix}_ISSUER`] ?? standard;
    return [
      {
        provider,
        issuer,
        clientId,
        clientSecret,
        ...(isLoopbackHttp(issuer) ? { allowHttp: true } : {}),
      },
    ];
  });

/** What the portal asks a provider's issuer for (in its own scope names), and how it answers. */
export const issuerDefaultsOf = (
  provider: OpenIdProvider,
): { readonly scope: string; readonly responseMode: OpenIdResponseMode } => {
  const known = ISSUERS.find((entry) => entry.provider === provider);
  return known
    ? { scope: known.scope, responseMode: known.responseMode }
    : { scope: 'openid email profile', responseMode: 'query' };
};

/** Where the issuer sends the browser back: the portal's page that hands the answer to the BFF. */
export const redirectUriOf = (publicUrl: string, provider: OpenIdProvider): string =>
  `${publicUrl.replace(/\/+$/, '')}/login/callback/${provider}`;
