import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { aUser, countingTokens, inMemorySessions, inMemoryUsers } from './in-memory-accounts.ts';
import {
  configuredProviders,
  finishOpenIdSignIn,
  type OpenIdAccounts,
  type OpenIdIdentity,
  type OpenIdIssuer,
  SIGN_IN_FLOW_MINUTES,
  type SignInFlow,
  type SignInFlowRepository,
  startOpenIdSignIn,
} from './open-id.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const inMemoryFlows = (): SignInFlowRepository & { readonly all: () => SignInFlow[] } => {
  const flows = new Map<string, SignInFlow & { spent?: boolean }>();
  return {
    all: () => [...flows.values()],
    create: async (flow) => {
      flows.set(flow.stateHash, flow);
    },
    spend: async (stateHash, provider, now) => {
      const flow = flows.get(stateHash);
      if (!flow || flow.spent || flow.provider !== provider || flow.expiresAt <= now) return undefined;
      flows.set(stateHash, { ...flow, spent: true });
      return flow;
    },
  };
};

/** An issuer that vouches for `identity` when given the code it handed out for the flow's state. */
const anIssuer = (identity: Partial<OpenIdIdentity> = {}): OpenIdIssuer & { readonly seen: string[] } => {
  const seen: string[] = [];
  return {
    seen,
    authorizationUrl: async ({ state, nonce }) =>
      ok(`https://issuer.example/auth?state=${state}&nonce=${nonce}`),
    identityOf: async ({ code }, flow) => {
      seen.push(flow.codeVerifier);
      return code === 'good-code'
        ? ok({
            provider: 'google',
            subject: 'sub-1',
            email: 'gina@mail.example',
            emailVerified: true,
            firstName: 'Gina',
            lastName: 'Google',
            ...identity,
          })
        : err({ code: 'token_invalid' });
    },
  };
};

const accountsOver = (users = inMemoryUsers([aUser()])): OpenIdAccounts => ({
  userOf: async (identity, newUser) => {
    const known = await users.findByEmail(identity.email);
    if (!identity.emailVerified) return { refused: 'email_not_verified' };
    if (known) return { user: known, how: 'linked' };
    await users.create(newUser);
    return { user: newUser, how: 'created' };
  },
  staffOf: async (identity, companyId) => {
    const known = await users.findByEmail(identity.email);
    if (!identity.emailVerified) return { refused: 'email_not_verified' };
    return known && known.kind === 'business' && known.companyId === companyId
      ? { user: known, how: 'linked' }
      : { refused: 'not_company_staff' };
  },
});

const STAFF = aUser({ id: 'u-2', email: 'fleet@nordflotte.example', kind: 'business', companyId: 'co-1' });

const setup = (identity: Partial<OpenIdIdentity> = {}) => {
  const users = inMemoryUsers([aUser(), STAFF]);
  const issuer = anIssuer(identity);
  const flows = inMemoryFlows();
  const ports = {
    issuers: { google: issuer },
    companyIssuer: async (companyId: string) => (companyId === 'co-1' ? issuer : undefined),
    flows,
    accounts: accountsOver(users),
    sessions: inMemorySessions(users),
    tokens: countingTokens(),
  };
  return { ports, issuer, flows, start: startOpenIdSignIn(ports), finish: finishOpenIdSignIn(ports) };
};

/** The state the issuer's URL carries back. */
const stateOf = (url: string) => new URL(url).searchParams.get('state') as string;

describe('sign-in with an OpenID issuer', () => {
  it('offers only the configured issuers', () => {
    expect(configuredProviders(setup().ports)).toEqual(['google']);
  });

  it('refuses an issuer that is not configured', async () => {
    const { start, finish } = setup();
    expect((await start('apple', 'b', NOW))._unsafeUnwrapErr()).toEqual({ code: 'not_found' });
    const answer = { code: 'good-code', state: 's', binding: 'b' };
    expect((await finish('apple', answer, NOW))._unsafeUnwrapErr()).toEqual({ code: 'not_found' });
  });

  it('keeps only hashes of the state and the binding, and a fresh verifier and nonce', async () => {
    const { start, flows } = setup();
    const url = (await start('google', 'my-binding', NOW))._unsafeUnwrap().authorizationUrl;
    const [flow] = flows.all();
    expect(flow?.stateHash).toBe(`hash(${stateOf(url)})`);
    expect(flow?.bindingHash).toBe('hash(my-binding)');
    expect(flow?.expiresAt).toEqual(minutesLater(SIGN_IN_FLOW_MINUTES));
    expect(new Set([stateOf(url), flow?.nonce, flow?.codeVerifier]).size).toBe(3);
  });

  it('creates a consumer without a password for a new verified address and opens a session', async () => {
    const { start, finish, issuer } = setup();
    const state = stateOf((await start('google', 'b', NOW))._unsafeUnwrap().authorizationUrl);
    const signedIn = (
      await finish('google', { code: 'good-code', state, binding: 'b' }, NOW)
    )._unsafeUnwrap();
    expect(signedIn.how).toBe('created');
    expect(signedIn.user).toMatchObject({
      email: 'gina@mail.example',
      passwordHash: null,
      loginProvider: 'google',
      emailVerifiedAt: NOW,
      kind: 'consumer',
    });
    expect(signedIn.session.userId).toBe(signedIn.user.id);
    expect(issuer.seen).toHaveLength(1);
  });

  it('spends the flow once: a replay finds nothing and never reaches the issuer', async () => {
    const { start, finish, issuer } = setup();
    const state = stateOf((await start('google', 'b', NOW))._unsafeUnwrap().authorizationUrl);
    const answer = { code: 'good-code', state, binding: 'b' };
    expect((await finish('google', answer, NOW)).isOk()).toBe(true);
    expect((await finish('google', answer, NOW))._unsafeUnwrapErr()).toEqual({ code: 'token_invalid' });
    expect(issuer.seen).toHaveLength(1);
  });

  it.each([
    ['a state it never issued', { state: 'unknown' }, NOW],
    ['another browser', { binding: 'someone-else' }, NOW],
    ['an expired flow', {}, minutesLater(SIGN_IN_FLOW_MINUTES)],
    ['a code the issuer refuses', { code: 'bad-code' }, NOW],
  ])('refuses %s as an invalid sign-in', async (_, change, at) => {
    const { start, finish } = setup();
    const state = stateOf((await start('google', 'b', NOW))._unsafeUnwrap().authorizationUrl);
    const answer = { code: 'good-code', state, binding: 'b', ...change };
    expect((await finish('google', answer, at))._unsafeUnwrapErr()).toEqual({ code: 'token_invalid' });
  });

  it('opens no session for an address the issuer has not verified', async () => {
    const { start, finish, ports } = setup({ emailVerified: false, email: 'kunde@demo.example' });
    const state = stateOf((await start('google', 'b', NOW))._unsafeUnwrap().authorizationUrl);
    const result = await finish('google', { code: 'good-code', state, binding: 'b' }, NOW);
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'email_not_verified' });
    expect((ports.sessions as ReturnType<typeof inMemorySessions>).all()).toEqual([]);
  });
});

describe("sign-in through a company's own issuer", () => {
  const staff = { email: STAFF.email };

  it('signs in an existing staff member of the company, and creates no one', async () => {
    const { start, finish } = setup(staff);
    const state = stateOf((await start('company:co-1', 'b', NOW))._unsafeUnwrap().authorizationUrl);
    const signedIn = (
      await finish('company:co-1', { code: 'good-code', state, binding: 'b' }, NOW)
    )._unsafeUnwrap();
    expect(signedIn.user.id).toBe(STAFF.id);
    expect(signedIn.how).toBe('linked');
  });

  it('refuses someone the issuer vouches for who is no user of the company', async () => {
    const { start, finish } = setup({ email: 'kunde@demo.example' });
    const state = stateOf((await start('company:co-1', 'b', NOW))._unsafeUnwrap().authorizationUrl);
    const result = await finish('company:co-1', { code: 'good-code', state, binding: 'b' }, NOW);
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'not_company_staff' });
  });

  it('refuses a company without a saved issuer, and an answer meant for another issuer', async () => {
    const { start, finish } = setup(staff);
    expect((await start('company:co-2', 'b', NOW))._unsafeUnwrapErr()).toEqual({ code: 'not_found' });
    const state = stateOf((await start('google', 'b', NOW))._unsafeUnwrap().authorizationUrl);
    const result = await finish('company:co-1', { code: 'good-code', state, binding: 'b' }, NOW);
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'token_invalid' });
  });
});
