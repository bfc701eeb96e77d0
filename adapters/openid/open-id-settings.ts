import type { OpenIdProvider } from '../../core/account/open-id.ts';

type Environment = Readonly<Record<string, string | undefined>>;

/** An issuer's settings as read from the environment; the redirect follows from the public URL. */
export type OpenIdIssuerSettings = {
  readonly provider: OpenIdProvider;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** An issuer on this machine (a local test issuer) may be reached over http://. */
  readonly allowHttp?: boolean;
};

/**
 * The issuers a user may sign in with, keyed by provider (docs/operations.md "Sign-in with Google
 * and Apple"). An issuer counts only with its client id and secret; without them its button is not
 * shown. A company's own issuer (the business portal) would be one more entry of this shape, kept
 * per company in the database rather than in the environment.
 */
const ISSUERS: readonly {
  readonly provider: OpenIdProvider;
  readonly prefix: string;
  readonly issuer: string;
}[] = [
  { provider: 'google', prefix: 'PORTAL_OIDC_GOOGLE', issuer: 'https://accounts.google.com' },
  { provider: 'apple', prefix: 'PORTAL_OIDC_APPLE', issuer: 'https://appleid.apple.com' },
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

/** Where the issuer sends the browser back: the portal's page that hands the answer to the BFF. */
export const redirectUriOf = (publicUrl: string, provider: OpenIdProvider): string =>
  `${publicUrl.replace(/\/+$/, '')}/login/callback/${provider}`;
