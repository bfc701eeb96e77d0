import { err, ok } from 'neverthrow';
import * as client from 'openid-client';
import type { IssuerRefusal, OpenIdIssuer, OpenIdProvider } from '../../core/account/open-id.ts';
import type { OpenIdResponseMode } from './open-id-settings.ts';

/** One issuer as the settings name it (docs/operations.md "Sign-in with Google and Apple"). */
export type IssuerSettings = {
  readonly provider: OpenIdProvider;
  /** The issuer's URL, whose /.well-known/openid-configuration names its endpoints and keys. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Where the issuer sends the browser back: the portal's callback page for this provider. */
  readonly redirectUri: string;
  /** The scopes asked for, in the issuer's own names (Apple's `name` is no OpenID scope). */
  readonly scope: string;
  /** `form_post`: the answer arrives as a form posted to the redirect URI (open-id-form-post.ts). */
  readonly responseMode: OpenIdResponseMode;
  /** Only for a local test issuer on http://. */
  readonly allowHttp?: boolean;
};

/** How long a call to the issuer (discovery, keys, token) may take before the sign-in fails. */
const ISSUER_TIMEOUT_SECONDS = 10;

/**
 * An issuer through openid-client: the authorization code flow with PKCE (S256), state and nonce;
 * the ID token's signature checked against the issuer's published keys, its issuer, audience,
 * expiry and nonce by the library. The discovery document is fetched on first use and kept; a
 * failed fetch is tried again at the next sign-in, so an issuer that was down is picked up again.
 */
export const openIdIssuer = (settings: IssuerSettings, clock: () => Date): OpenIdIssuer => {
  let configuration: Promise<client.Configuration> | undefined;
  const configured = (): Promise<client.Configuration> => {
    configuration ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        { client_secret: settings.clientSecret },
        client.ClientSecretPost(settings.clientSecret),
        {
          timeout: ISSUER_TIMEOUT_SECONDS,
          ...(settings.allowHttp ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };
  // The BFF's clock decides whether a token has expired, as it decides everything else's time: the
  // library reads its "now" as the system time plus the client's skew, fixed when a configuration
  // is made, so each exchange gets one of its own over the discovered metadata (and the keys cache).
  let keys: ReturnType<typeof client.getJwksCache>;
  const withClock = (discovered: client.Configuration) => {
    const config = new client.Configuration(
      discovered.serverMetadata(),
      settings.clientId,
      {
        client_secret: settings.clientSecret,
        [client.clockSkew]: Math.round((clock().getTime() - Date.now()) / 1000),
      },
      client.ClientSecretPost(settings.clientSecret),
    );
    config.timeout = ISSUER_TIMEOUT_SECONDS;
    if (settings.allowHttp) client.allowInsecureRequests(config);
    if (keys) client.setJwksCache(config, keys);
    return config;
  };
  const unavailable: IssuerRefusal = { code: 'issuer_unavailable' };
  return {
    authorizationUrl: async ({ state, nonce, codeVerifier }) => {
      let config: client.Configuration;
      try {
        config = await configured();
      } catch {
        return err(unavailable);
      }
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: settings.scope,
        response_type: 'code',
        ...(settings.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return ok(url.href);
    },
    identityOf: async ({ code, state, iss }, flow) => {
      let config: client.Configuration;
      try {
        config = withClock(await configured());
      } catch {
        return err(unavailable);
      }
      const answer = new URL(settings.redirectUri);
      answer.searchParams.set('code', code);
      answer.searchParams.set('state', state);
      if (iss !== undefined) answer.searchParams.set('iss', iss);
      try {
        const tokens = await client.authorizationCodeGrant(config, answer, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        keys = client.getJwksCache(config) ?? keys;
        const claims = tokens.claims();
        if (!claims || typeof claims.email !== 'string') return err({ code: 'token_invalid' });
        return ok({
          provider: settings.provider,
          subject: claims.sub,
          email: claims.email,
          // Apple sends the flag as the string "true".
          emailVerified: claims.email_verified === true || claims.email_verified === 'true',
          firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
          lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
        });
      } catch (error) {
        // The issuer refused the code or the token failed a check: the sign-in is invalid. A
        // network failure or the issuer's 5xx: it is unavailable, and the user may try again.
        if (error instanceof client.ResponseBodyError)
          return err(error.status >= 500 ? unavailable : { code: 'token_invalid' });
        if (error instanceof client.AuthorizationResponseError) return err({ code: 'token_invalid' });
        if (isCheckFailure(error)) return err({ code: 'token_invalid' });
        return err(unavailable);
      }
    },
  };
};

/** oauth4webapi's failed checks of an answer or token (its error codes start with OAUTH_). */
const isCheckFailure = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return (
    typeof code === 'string' &&
    code.startsWith('OAUTH_') &&
    !['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON'].includes(code)
  );
};
