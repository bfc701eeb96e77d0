import type { Kysely } from 'kysely';
import {
  companyProvider,
  configuredProviders,
  finishOpenIdSignIn,
  type OpenIdIssuer,
  type PublicOpenIdProvider,
  startOpenIdSignIn,
} from '../../core/account/open-id.ts';
import type { SessionRepository, Tokens } from '../../core/account/ports.ts';
import type { CompanySignInIssuer } from '../../core/company-settings/sign-in-issuer.ts';
import type { Clock } from '../../core/shared/ports.ts';
import { sqlCompanySignInIssuers } from '../sql/company-sign-in-issuer-repository.ts';
import { sqlCompanyStaffOf, sqlOpenIdAccounts, sqlSignInFlows } from '../sql/open-id-accounts.ts';
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
  const issuers: Partial<Record<PublicOpenIdProvider, OpenIdIssuer>> = {};
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
    companyIssuer: companyIssuers(deps),
    flows,
    accounts: { ...sqlOpenIdAccounts(deps.db), staffOf: sqlCompanyStaffOf(deps.db) },
    sessions: deps.sessions,
    tokens: deps.tokens,
  };
  return {
    providers: configuredProviders(ports),
    start: startOpenIdSignIn(ports),
    finish: finishOpenIdSignIn(ports),
  };
};

/**
 * Each company's own issuer as its admin saved it, read at every sign-in (a change takes effect at
 * the next one). Its discovery document and keys are kept while the saved settings stay the same.
 */
const companyIssuers = (deps: Dependencies) => {
  const saved = sqlCompanySignInIssuers(deps.db);
  const made = new Map<string, { readonly settings: CompanySignInIssuer; readonly issuer: OpenIdIssuer }>();
  const same = (a: CompanySignInIssuer, b: CompanySignInIssuer) =>
    a.issuer === b.issuer && a.clientId === b.clientId && a.clientSecret === b.clientSecret;
  return async (companyId: string): Promise<OpenIdIssuer | undefined> => {
    const settings = await saved.find(companyId);
    if (!settings) return undefined;
    const kept = made.get(companyId);
    if (kept && same(kept.settings, settings)) return kept.issuer;
    const provider = companyProvider(companyId);
    const issuer = openIdIssuer(
      {
        ...issuerDefaultsOf(provider),
        ...settings,
        provider,
        redirectUri: redirectUriOf(deps.publicUrl, provider),
        ...(deps.allowHttp ? { allowHttp: true } : {}),
      },
      () => deps.clock.now(),
    );
    made.set(companyId, { settings, issuer });
    return issuer;
  };
};
