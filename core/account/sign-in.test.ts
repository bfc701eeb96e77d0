import { describe, expect, it } from 'vitest';
import { aUser, countingTokens, inMemorySessions, inMemoryUsers, plainHasher } from './in-memory-accounts.ts';
import { currentUser, SESSION_DAYS, signIn, signOut } from './sign-in.ts';

const NOW = new Date('2026-11-22T10:00:00Z');

const setup = () => {
  const ports = {
    users: inMemoryUsers([
      aUser(),
      aUser({ id: 'u-2', email: 'google@demo.example', passwordHash: null, loginProvider: 'google' }),
    ]),
    sessions: inMemorySessions(),
    hasher: plainHasher,
    tokens: countingTokens(),
  };
  return { ports, signIn: signIn(ports), currentUser: currentUser(ports), signOut: signOut(ports) };
};

describe('signing in', () => {
  it('opens a session for the right password, whatever the case of the e-mail', async () => {
    const { signIn: login, currentUser: who } = setup();
    const result = await login('Kunde@Demo.example ', 'Demo!2026', NOW);
    const signedIn = result._unsafeUnwrap();
    expect(signedIn.user.id).toBe('u-1');
    expect(signedIn.session.expiresAt).toEqual(new Date(NOW.getTime() + SESSION_DAYS * 86_400_000));
    expect((await who(signedIn.sessionId, NOW))?.id).toBe('u-1');
  });

  it('stores only the hash of the session id', async () => {
    const { signIn: login, ports } = setup();
    const { sessionId } = (await login('kunde@demo.example', 'Demo!2026', NOW))._unsafeUnwrap();
    expect(ports.sessions.all().map((s) => s.idHash)).toEqual([`hash(${sessionId})`]);
  });

  it('gives a new session id at every sign-in', async () => {
    const { signIn: login } = setup();
    const first = (await login('kunde@demo.example', 'Demo!2026', NOW))._unsafeUnwrap();
    const second = (await login('kunde@demo.example', 'Demo!2026', NOW))._unsafeUnwrap();
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it('answers wrong_password and user_does_not_exist', async () => {
    const { signIn: login } = setup();
    expect((await login('kunde@demo.example', 'nope', NOW))._unsafeUnwrapErr()).toEqual({
      code: 'wrong_password',
    });
    expect((await login('nobody@demo.example', 'Demo!2026', NOW))._unsafeUnwrapErr()).toEqual({
      code: 'user_does_not_exist',
    });
  });

  it('refuses a password for an account that signs in with Google', async () => {
    const { signIn: login } = setup();
    expect((await login('google@demo.example', '', NOW))._unsafeUnwrapErr()).toEqual({
      code: 'password_not_editable',
    });
  });
});

describe('sessions', () => {
  it('end at sign-out', async () => {
    const { signIn: login, signOut: logout, currentUser: who } = setup();
    const { sessionId } = (await login('kunde@demo.example', 'Demo!2026', NOW))._unsafeUnwrap();
    await logout(sessionId, NOW);
    expect(await who(sessionId, NOW)).toBeUndefined();
  });

  it('end after 30 days', async () => {
    const { signIn: login, currentUser: who } = setup();
    const { sessionId } = (await login('kunde@demo.example', 'Demo!2026', NOW))._unsafeUnwrap();
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
