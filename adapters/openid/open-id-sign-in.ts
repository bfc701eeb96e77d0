import type { Kysely } from 'kysely';
import {
  configuredProviders,
  finishOpenIdSignIn,
  type OpenIdIssuer,
  type OpenIdProvider,
  startOpenIdSignIn,
} from '../../core/account/open-id.ts';
import type { SessionRepository, Tokens } from '../../core/account/ports.ts';
import type { Clock } from '../../core/shared/ports.ts';
import { sqlOpenIdAccounts, sqlSignInFlows } from '../sql/open-id-accounts.ts';
import type { Database } from '../sql/schema.ts';
import { issuerDefaultsOf, type OpenIdIssuerSettings, redirectUriOf } from './open-id-settings.ts';
import { openIdIssuer } from './openid-issuer.ts';
import { standInIssuer } from './stand-in-issuer.ts';

type Dependencies = {
  readonly db: Kysely<Database>;
  readonly sessions: SessionRepository;
  readonly tokens: Tokens;
  readonly clock: Clock;
  readonly publicUrl: string;
  /** The configured issuers; none: no sign-in buttons. */
  readonly issuers: readonly OpenIdIssuerSettings[];
  /** Only for a local test issuer on http:// (tests). */
  readonly allowHttp?: boolean;
  /** Pact provider states: stand-in issuers for Google and Apple when none is configured. */
  readonly standIns?: boolean;
};

/** Sign-in through Google and Apple over the database, as the BFF's handlers use it. */
export const openIdSignIn = (deps: Dependencies) => {
  const issuers: Partial<Record<OpenIdProvider, OpenIdIssuer>> = {};
  for (const settings of deps.issuers)
    issuers[settings.provider] = openIdIssuer(
      {
        ...issuerDefaultsOf(settings.provider),
        ...settings,
        redirectUri: redirectUriOf(deps.publicUrl, settings.provider),
        ...(deps.allowHttp ? { allowHttp: true } : {}),
      },
      () => deps.clock.now(),
    );
  if (deps.standIns && deps.issuers.length === 0) {
    issuers.google = standInIssuer('google');
    issuers.apple = standInIssuer('apple');
  }
  const flows = sqlSignInFlows(deps.db);
  const ports = {
    issuers,
    flows,
    accounts: sqlOpenIdAccounts(deps.db),
    sessions: deps.sessions,
    tokens: deps.tokens,
  };
  return {
    providers: configuredProviders(ports),
    start: startOpenIdSignIn(ports),
    finish: finishOpenIdSignIn(ports),
  };
};
