import { err, ok, type Result } from 'neverthrow';
import type { Session, SessionRepository, Tokens, User } from './ports.ts';
import { SESSION_DAYS } from './sign-in.ts';

/**
 * Sign-in through an OpenID issuer (Google, Apple): the authorization code flow with PKCE, its
 * state and nonce kept in the database (any instance may receive the issuer's answer), spent once.
 */

/** The public issuers whose buttons every sign-in page may show. */
export type PublicOpenIdProvider = 'google' | 'apple';

/**
 * The issuers a user may sign in with: Google, Apple, or a company's own issuer (`company:<id>`,
 * saved by the company's admin), through which only that company's existing staff sign in.
 */
export type OpenIdProvider = PublicOpenIdProvider | `company:${string}`;

const COMPANY_PREFIX = 'company:';

/** The company whose own issuer a provider is, if it is one. */
export const companyOfProvider = (provider: OpenIdProvider): string | undefined =>
  provider.startsWith(COMPANY_PREFIX) ? provider.slice(COMPANY_PREFIX.length) : undefined;

export const companyProvider = (companyId: string): OpenIdProvider => `${COMPANY_PREFIX}${companyId}`;

/** A flow lasts as long as a user plausibly spends at the issuer's sign-in page. */
export const SIGN_IN_FLOW_MINUTES = 10;

/** What the portal keeps between sending the user to the issuer and the issuer's answer. */
export type SignInFlow = {
  /** Only hashes of the state and of the browser's binding are stored. */
  readonly stateHash: string;
  readonly bindingHash: string;
  readonly provider: OpenIdProvider;
  readonly nonce: string;
  readonly codeVerifier: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
};

/** Who the issuer says signed in, from its verified ID token. */
export type OpenIdIdentity = {
  readonly provider: OpenIdProvider;
  readonly subject: string;
  readonly email: string;
  /** The issuer's `email_verified`: only a verified address may link an existing account. */
  readonly emailVerified: boolean;
  readonly firstName: string;
  readonly lastName: string;
};

export type IssuerRefusal = { readonly code: 'token_invalid' } | { readonly code: 'issuer_unavailable' };

export type OpenIdIssuer = {
  readonly authorizationUrl: (flow: {
    readonly state: string;
    readonly nonce: string;
    readonly codeVerifier: string;
  }) => Promise<Result<string, IssuerRefusal>>;
  /** Redeems the code and verifies the ID token (signature, issuer, audience, expiry, nonce). */
  readonly identityOf: (
    answer: { readonly code: string; readonly state: string; readonly iss?: string },
    flow: SignInFlow,
    now: Date,
  ) => Promise<Result<OpenIdIdentity, IssuerRefusal>>;
};

export type SignInFlowRepository = {
  readonly create: (flow: SignInFlow) => Promise<void>;
  /**
   * Spends a flow in one step: answers it when it exists for the provider, is unspent and not
   * expired at `now`, and marks it spent, so of callbacks at once with the same state one gets it.
   */
  readonly spend: (stateHash: string, provider: OpenIdProvider, now: Date) => Promise<SignInFlow | undefined>;
};

/** How an identity met the accounts: found by its subject, linked by address, or new. */
export type IdentityOutcome =
  | { readonly user: User; readonly how: 'known' | 'linked' | 'created' }
  | { readonly refused: 'email_not_verified' | 'not_company_staff' };

export type OpenIdAccounts = {
  /**
   * The user of an identity, in one transaction that the database decides: the user already
   * linked to the subject; else the user with the address, linked when the issuer verified it;
   * else a new consumer. Two callbacks of the same new identity at once find one user.
   */
  readonly userOf: (identity: OpenIdIdentity, newUser: User, now: Date) => Promise<IdentityOutcome>;
  /**
   * The staff member of a company an identity of the company's own issuer is: the user already
   * linked to the subject, if still of the company; else the company's business user with the
   * address, linked when the issuer verified it. Never a new account, never another company's user.
   */
  readonly staffOf: (identity: OpenIdIdentity, companyId: string, now: Date) => Promise<IdentityOutcome>;
};

export type OpenIdPorts = {
  readonly issuers: Readonly<Partial<Record<PublicOpenIdProvider, OpenIdIssuer>>>;
  /** A company's own issuer as its admin saved it; none: the company offers no such sign-in. */
  readonly companyIssuer?: (companyId: string) => Promise<OpenIdIssuer | undefined>;
  readonly flows: SignInFlowRepository;
  readonly accounts: OpenIdAccounts;
  readonly sessions: SessionRepository;
  readonly tokens: Tokens;
};

export type OpenIdSignInError =
  | { readonly code: 'not_found' }
  | { readonly code: 'token_invalid' }
  | { readonly code: 'email_not_verified' }
  | { readonly code: 'not_company_staff' }
  | { readonly code: 'issuer_unavailable' };

/** The providers whose sign-in buttons show: those configured. */
export const configuredProviders = (ports: Pick<OpenIdPorts, 'issuers'>): PublicOpenIdProvider[] =>
  (['google', 'apple'] as const).filter((provider) => ports.issuers[provider] !== undefined);

/** The issuer of a provider: a configured public one, or the company's own as saved now. */
const issuerOf = async (
  { issuers, companyIssuer }: Pick<OpenIdPorts, 'issuers' | 'companyIssuer'>,
  provider: OpenIdProvider,
): Promise<OpenIdIssuer | undefined> => {
  const companyId = companyOfProvider(provider);
  if (companyId === undefined) return issuers[provider as PublicOpenIdProvider];
  return companyId && companyIssuer ? companyIssuer(companyId) : undefined;
};

/**
 * Starts a sign-in: a new state, nonce and PKCE verifier, stored with the hash of a value only the
 * browser that started knows (a callback in another browser — someone's planted link — is refused).
 */
export const startOpenIdSignIn =
  ({ flows, tokens, ...ports }: Pick<OpenIdPorts, 'issuers' | 'companyIssuer' | 'flows' | 'tokens'>) =>
  async (
    provider: OpenIdProvider,
    binding: string,
    now: Date,
  ): Promise<Result<{ readonly authorizationUrl: string }, OpenIdSignInError>> => {
    const issuer = await issuerOf(ports, provider);
    if (!issuer) return err({ code: 'not_found' });
    const secrets = { state: tokens.create(), nonce: tokens.create(), codeVerifier: tokens.create() };
    const url = await issuer.authorizationUrl(secrets);
    if (url.isErr()) return err(url.error);
    await flows.create({
      stateHash: tokens.hash(secrets.state),
      bindingHash: tokens.hash(binding),
      provider,
      nonce: secrets.nonce,
      codeVerifier: secrets.codeVerifier,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_FLOW_MINUTES * 60_000),
    });
    return ok({ authorizationUrl: url.value });
  };

/**
 * The consumer an identity becomes when no account has its subject or address: no password (the
 * password change is hidden, consumer spec §5), the address confirmed when the issuer verified it.
 */
export const newUserOf = (
  identity: OpenIdIdentity & { readonly provider: PublicOpenIdProvider },
  id: string,
  now: Date,
): User => ({
  id,
  email: identity.email,
  passwordHash: null,
  kind: 'consumer',
  firstName: identity.firstName,
  lastName: identity.lastName,
  companyId: null,
  role: null,
  contactId: null,
  isEditor: false,
  loginProvider: identity.provider,
  emailVerifiedAt: identity.emailVerified ? now : null,
});

export type OpenIdSignedIn = {
  readonly user: User;
  readonly sessionId: string;
  readonly session: Session;
  readonly how: 'known' | 'linked' | 'created';
};

/**
 * Finishes a sign-in with the issuer's answer: the flow is spent first (a replayed or parallel
 * answer finds nothing), then the code is redeemed and the ID token verified outside any
 * transaction, then the user is found, linked or created and a new session opened.
 */
export const finishOpenIdSignIn =
  ({ flows, accounts, sessions, tokens, ...ports }: OpenIdPorts) =>
  async (
    provider: OpenIdProvider,
    answer: {
      readonly code: string;
      readonly state: string;
      readonly iss?: string;
      readonly binding: string;
    },
    now: Date,
    previousSessionId?: string,
  ): Promise<Result<OpenIdSignedIn, OpenIdSignInError>> => {
    const issuer = await issuerOf(ports, provider);
    if (!issuer) return err({ code: 'not_found' });
    const flow = await flows.spend(tokens.hash(answer.state), provider, now);
    if (!flow || flow.bindingHash !== tokens.hash(answer.binding)) return err({ code: 'token_invalid' });
    const identity = await issuer.identityOf(answer, flow, now);
    if (identity.isErr()) return err(identity.error);
    const companyId = companyOfProvider(provider);
    const outcome =
      companyId !== undefined
        ? await accounts.staffOf({ ...identity.value, provider }, companyId, now)
        : await accounts.userOf(
            identity.value,
            newUserOf(
              { ...identity.value, provider: provider as PublicOpenIdProvider },
              `u-${tokens.create().slice(0, 22)}`,
              now,
            ),
            now,
          );
    if ('refused' in outcome) return err({ code: outcome.refused });
    if (previousSessionId) await sessions.revoke(tokens.hash(previousSessionId), now);
    const sessionId = tokens.create();
    const session: Session = {
      idHash: tokens.hash(sessionId),
      userId: outcome.user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
      revokedAt: null,
    };
    await sessions.create(session);
    return ok({ user: outcome.user, sessionId, session, how: outcome.how });
  };
