import { err, ok } from 'neverthrow';
import type { OpenIdIssuer, OpenIdProvider } from '../../core/account/open-id.ts';

/**
 * An issuer for verifying the wire contract only (the Pact provider states, never production): its
 * authorization URL leads nowhere, and its code is the e-mail address it vouches for, verified.
 * The real flow is tested against a real OpenID provider (tests/api/open-id-sign-in.test.ts).
 */
export const standInIssuer = (provider: OpenIdProvider): OpenIdIssuer => ({
  authorizationUrl: async ({ state }) =>
    ok(`https://issuer.stand-in.example/${provider}/authorize?state=${encodeURIComponent(state)}`),
  identityOf: async ({ code }) =>
    code.includes('@')
      ? ok({
          provider,
          subject: `stand-in-${code.toLowerCase()}`,
          email: code,
          emailVerified: true,
          firstName: '',
          lastName: '',
        })
      : err({ code: 'token_invalid' }),
});
