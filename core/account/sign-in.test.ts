import { describe, expect, it } from 'vitest';
import {
  aUser,
  countingTokens,
  inMemoryLoginAttempts,
  inMemorySessions,
  inMemoryUsers,
  plainHasher,
} from './in-memory-accounts.ts';
import { MAX_FAILURES_PER_ACCOUNT } from './login-throttle.ts';
import { currentUser, SESSION_DAYS, signIn, signOut } from './sign-in.ts';

const NOW = new Date('2026-11-22T10:00:00Z');

const setup = () => {
  const users = inMemoryUsers([
    aUser(),
    aUser({ id: 'u-2', email: 'google@demo.example', passwordHash: null, loginProvider: 'google' }),
  ]);
  const ports = {
    users,
    sessions: inMemorySessions(users),
    hasher: plainHasher,
    tokens: countingTokens(),
    attempts: inMemoryLoginAttempts(),
  };
  return { ports, signIn: signIn(ports), currentUser: currentUser(ports), signOut: signOut(ports) };
};

describe('signing in', () => {
  it('opens a session for the right password, whatever the case of the e-mail', async () => {
    const { signIn: login, currentUser: who } = setup();
    const result = await login('Kunde@Demo.example ', 'Demo!2026', '203.0.113.7', NOW);
    const signedIn = result._unsafeUnwrap();
    expect(signedIn.user.id).toBe('u-1');
    expect(signedIn.session.expiresAt).toEqual(new Date(NOW.getTime() + SESSION_DAYS * 86_400_000));
    expect((await who(signedIn.sessionId, NOW))?.id).toBe('u-1');
  });

  it('stores only the hash of the session id', async () => {
    const { signIn: login, ports } = setup();
    const { sessionId } = (
      await login('kunde@demo.example', 'Demo!2026', '203.0.113.7', NOW)
    )._unsafeUnwrap();
    expect(ports.sessions.all().map((s) => s.idHash)).toEqual([`hash(${sessionId})`]);
  });

  it('gives a new session id at every sign-in', async () => {
    const { signIn: login } = setup();
    const first = (await login('kunde@demo.example', 'Demo!2026', '203.0.113.7', NOW))._unsafeUnwrap();
    const second = (await login('kunde@demo.example', 'Demo!2026', '203.0.113.7', NOW))._unsafeUnwrap();
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it('answers wrong_password for a wrong password and for an address without an account alike', async () => {
    const { signIn: login } = setup();
    expect((await login('kunde@demo.example', 'nope', '203.0.113.7', NOW))._unsafeUnwrapErr()).toEqual({
      code: 'wrong_password',
    });
    expect((await login('nobody@demo.example', 'Demo!2026', '203.0.113.7', NOW))._unsafeUnwrapErr()).toEqual({
      code: 'wrong_password',
    });
  });

  it('refuses a password for an account that signs in with Google', async () => {
    const { signIn: login } = setup();
    expect((await login('google@demo.example', '', '203.0.113.7', NOW))._unsafeUnwrapErr()).toEqual({
      code: 'password_not_editable',
    });
  });
});

describe('sessions', () => {
  it('end at sign-out', async () => {
    const { signIn: login, signOut: logout, currentUser: who } = setup();
    const { sessionId } = (
      await login('kunde@demo.example', 'Demo!2026', '203.0.113.7', NOW)
    )._unsafeUnwrap();
    await logout(sessionId, NOW);
    expect(await who(sessionId, NOW)).toBeUndefined();
  });

  it('end after 30 days', async () => {
    const { signIn: login, currentUser: who } = setup();
    const { sessionId } = (
      await login('kunde@demo.example', 'Demo!2026', '203.0.113.7', NOW)
    )._unsafeUnwrap();
    const later = new Date(NOW.getTime() + SESSION_DAYS * 86_400_000);
    expect(await who(sessionId, new Date(later.getTime() - 1))).toBeDefined();
    expect(await who(sessionId, later)).toBeUndefined();
  });

  it('know nobody without a cookie or with an unknown id', async () => {
    const { currentUser: who } = setup();
    expect(await who(undefined, NOW)).toBeUndefined();
    expect(await who('forged', NOW)).toBeUndefined();
  });
});

describe('throttling', () => {
  it('answers rate_limited after five failures for an account, even with the right password', async () => {
    const { signIn: login } = setup();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
      await login('kunde@demo.example', 'nope', `198.51.100.${i}`, NOW);
    // Locked until the oldest of the five leaves the 15-minute window: the portal says how long.
    expect((await login('kunde@demo.example', 'Demo!2026', '198.51.100.99', NOW))._unsafeUnwrapErr()).toEqual(
      { code: 'rate_limited', retryAt: new Date(NOW.getTime() + 15 * 60_000) },
    );
  });

  it('names the moment the account opens again: when its oldest counted failure leaves the window', async () => {
    const { signIn: login } = setup();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
      await login('kunde@demo.example', 'nope', '198.51.100.1', new Date(NOW.getTime() + i * 60_000));
    const refused = (
      await login('kunde@demo.example', 'nope', '198.51.100.1', new Date(NOW.getTime() + 10 * 60_000))
    )._unsafeUnwrapErr();
    expect(refused).toEqual({ code: 'rate_limited', retryAt: new Date(NOW.getTime() + 15 * 60_000) });
    const justBefore = new Date(NOW.getTime() + 15 * 60_000 - 1);
    expect((await login('kunde@demo.example', 'Demo!2026', '198.51.100.1', justBefore)).isErr()).toBe(true);
    const atThen = new Date(NOW.getTime() + 15 * 60_000 + 1);
    expect((await login('kunde@demo.example', 'Demo!2026', '198.51.100.1', atThen)).isOk()).toBe(true);
  });

  it('lets the account in again once the failures are older than 15 minutes', async () => {
    const { signIn: login } = setup();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
      await login('kunde@demo.example', 'nope', '198.51.100.1', NOW);
    const later = new Date(NOW.getTime() + 15 * 60_000 + 1);
    expect((await login('kunde@demo.example', 'Demo!2026', '198.51.100.1', later)).isOk()).toBe(true);
  });

  it('counts failures per address across accounts', async () => {
    const { signIn: login } = setup();
    for (let i = 0; i < 20; i++) await login(`nobody-${i}@demo.example`, 'x', '198.51.100.7', NOW);
    expect(
      (await login('kunde@demo.example', 'Demo!2026', '198.51.100.7', NOW))._unsafeUnwrapErr(),
    ).toMatchObject({
      code: 'rate_limited',
    });
    expect((await login('kunde@demo.example', 'Demo!2026', '198.51.100.8', NOW)).isOk()).toBe(true);
  });

  it('counts a successful sign-in as no failure, and keeps the failures before it counted', async () => {
    const { signIn: login } = setup();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++)
      await login('kunde@demo.example', 'nope', `192.0.2.${i}`, NOW);
    expect((await login('kunde@demo.example', 'Demo!2026', '192.0.2.50', NOW)).isOk()).toBe(true);
    expect((await login('kunde@demo.example', 'nope', '192.0.2.51', NOW))._unsafeUnwrapErr()).toEqual({
      code: 'wrong_password',
    });
    expect(
      (await login('kunde@demo.example', 'Demo!2026', '192.0.2.52', NOW))._unsafeUnwrapErr(),
    ).toMatchObject({
      code: 'rate_limited',
    });
  });
});

describe('signing in: confirmation and session rotation', () => {
  it('refuses an unconfirmed address after the right password only', async () => {
    const users = inMemoryUsers([aUser({ emailVerifiedAt: null })]);
    const login = signIn({
      users,
      sessions: inMemorySessions(users),
      hasher: plainHasher,
      tokens: countingTokens(),
      attempts: inMemoryLoginAttempts(),
    });
    expect((await login('kunde@demo.example', 'falsch', '203.0.113.7', NOW))._unsafeUnwrapErr().code).toBe(
      'wrong_password',
    );
    expect((await login('kunde@demo.example', 'Demo!2026', '203.0.113.7', NOW))._unsafeUnwrapErr().code).toBe(
      'email_not_verified',
    );
  });

  it('ends the session the browser held before and opens one with a new id', async () => {
    const { ports, signIn: login, currentUser: who } = setup();
    const first = (await login('kunde@demo.example', 'Demo!2026', '203.0.113.7', NOW))._unsafeUnwrap();
    const second = (
      await login('kunde@demo.example', 'Demo!2026', '203.0.113.7', NOW, first.sessionId)
    )._unsafeUnwrap();
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(await who(first.sessionId, NOW)).toBeUndefined();
    expect((await who(second.sessionId, NOW))?.id).toBe('u-1');
    expect(ports.sessions.all()).toHaveLength(2);
  });
});
