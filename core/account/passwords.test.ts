import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aUser,
  countingTokens,
  inMemoryAccountTokens,
  inMemoryAccountUpdates,
  inMemoryLoginAttempts,
  inMemorySessions,
  inMemoryUsers,
  memoryMailer,
  plainHasher,
} from './in-memory-accounts.ts';
import { accountLinksOf } from './mails.ts';
import { changePassword, RESET_TOKEN_MINUTES, requestPasswordReset, resetPassword } from './passwords.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const ADDRESS = '203.0.113.7';

const setup = () => {
  const users = inMemoryUsers([
    aUser(),
    aUser({ id: 'u-g', email: 'google@demo.example', passwordHash: null, loginProvider: 'google' }),
  ]);
  const sessions = inMemorySessions(users);
  const ports = {
    users,
    updates: inMemoryAccountUpdates(users),
    sessions,
    hasher: plainHasher,
    tokens: countingTokens(),
    accountTokens: inMemoryAccountTokens(),
    mailer: memoryMailer(),
    attempts: inMemoryLoginAttempts(),
    links: accountLinksOf('https://portal.example'),
  };
  const openSession = (idHash: string) =>
    sessions.create({
      idHash,
      userId: 'u-1',
      createdAt: NOW,
      expiresAt: minutesLater(60 * 24),
      revokedAt: null,
    });
  return { ports, users, sessions, openSession };
};
const tokenOf = (text: string | undefined) => /token=([\w-]+)/.exec(text ?? '')?.[1] as string;

describe('asking for a password reset', () => {
  it('answers the same for every address, and mails a link only to accounts with a password', async () => {
    await fc.assert(
      fc.asyncProperty(fc.emailAddress(), async (email) => {
        const { ports } = setup();
        expect((await requestPasswordReset(ports)(email, 'de-DE', ADDRESS, NOW)).isOk()).toBe(true);
        expect(ports.mailer.sent).toEqual([]);
      }),
      { numRuns: 30 },
    );
    const { ports } = setup();
    await requestPasswordReset(ports)('google@demo.example', 'de-DE', ADDRESS, NOW);
    await requestPasswordReset(ports)('Kunde@demo.example', 'de-DE', ADDRESS, NOW);
    expect(ports.mailer.sent.map((mail) => mail.to)).toEqual(['kunde@demo.example']);
    expect(ports.mailer.sent[0]?.text).toContain('https://portal.example/reset-password?token=token-1');
  });

  it('sends at most three mails to one address within the window', async () => {
    const { ports } = setup();
    const ask = () => requestPasswordReset(ports)('niemand@demo.example', 'de-DE', ADDRESS, NOW);
    for (let i = 0; i < 3; i++) expect((await ask()).isOk()).toBe(true);
    expect((await ask())._unsafeUnwrapErr().code).toBe('rate_limited');
  });
});

describe('resetting the password', () => {
  it('sets the password once with an unexpired token and ends every session', async () => {
    const { ports, users, sessions, openSession } = setup();
    await openSession('s-1');
    await requestPasswordReset(ports)('kunde@demo.example', 'de-DE', ADDRESS, NOW);
    const token = tokenOf(ports.mailer.sent[0]?.text);
    const reset = resetPassword(ports);
    expect((await reset(token, 'kurz', ADDRESS, NOW))._unsafeUnwrapErr().code).toBe('weak_password');
    expect(
      (await reset(token, 'Neu!Passwort2026', ADDRESS, minutesLater(RESET_TOKEN_MINUTES)))._unsafeUnwrapErr()
        .code,
    ).toBe('token_invalid');
    expect((await reset(token, 'Neu!Passwort2026', ADDRESS, minutesLater(59))).isOk()).toBe(true);
    expect((await users.findById('u-1'))?.passwordHash).toBe('plain$Neu!Passwort2026');
    expect((await sessions.find('s-1'))?.revokedAt).toEqual(minutesLater(59));
    expect((await reset(token, 'Anders!2026', ADDRESS, minutesLater(59)))._unsafeUnwrapErr().code).toBe(
      'token_invalid',
    );
  });

  it('refuses a verification token as a reset token', async () => {
    const { ports } = setup();
    await ports.accountTokens.create({
      idHash: 'hash(v)',
      userId: 'u-1',
      purpose: 'email_verification',
      createdAt: NOW,
      expiresAt: minutesLater(60),
    });
    expect((await resetPassword(ports)('v', 'Neu!Passwort2026', ADDRESS, NOW))._unsafeUnwrapErr().code).toBe(
      'token_invalid',
    );
  });
});

describe('changing the password', () => {
  const form = {
    currentPassword: 'Demo!2026',
    newPassword: 'Neu!Passwort2026',
    confirmedNewPassword: 'Neu!Passwort2026',
  };

  it('changes it and ends every other session of the user', async () => {
    const { ports, users, sessions, openSession } = setup();
    await openSession('hash(here)');
    await openSession('hash(elsewhere)');
    const user = (await users.findById('u-1')) as NonNullable<Awaited<ReturnType<typeof users.findById>>>;
    expect((await changePassword(ports)(user, form, 'here', NOW)).isOk()).toBe(true);
    expect((await users.findById('u-1'))?.passwordHash).toBe('plain$Neu!Passwort2026');
    expect((await sessions.find('hash(here)'))?.revokedAt).toBeNull();
    expect((await sessions.find('hash(elsewhere)'))?.revokedAt).toEqual(NOW);
  });

  it('refuses Google and Apple sign-ins, a wrong current password, the same and a weak one', async () => {
    const { ports, users } = setup();
    const google = (await users.findById('u-g')) as NonNullable<Awaited<ReturnType<typeof users.findById>>>;
    expect((await changePassword(ports)(google, form, undefined, NOW))._unsafeUnwrapErr().code).toBe(
      'password_not_editable',
    );
    expect(
      (
        await changePassword(ports)(aUser({ loginProvider: 'apple' }), form, undefined, NOW)
      )._unsafeUnwrapErr().code,
    ).toBe('password_not_editable');
    const change = (changes: object) =>
      changePassword(ports)(aUser(), { ...form, ...changes }, undefined, NOW);
    expect((await change({ currentPassword: 'falsch' }))._unsafeUnwrapErr().code).toBe('wrong_password');
    expect(
      (await change({ newPassword: 'Demo!2026', confirmedNewPassword: 'Demo!2026' }))._unsafeUnwrapErr().code,
    ).toBe('same_as_current_password');
    expect(
      (await change({ newPassword: 'abcdefgh', confirmedNewPassword: 'abcdefgh' }))._unsafeUnwrapErr().code,
    ).toBe('weak_password');
    expect((await change({ confirmedNewPassword: 'Neu!Passwort2027' }))._unsafeUnwrapErr()).toMatchObject({
      code: 'bad_request',
      fields: {
        confirmedNewPassword: { message: 'Die von dir angegebenen Passwörter stimmen nicht überein.' },
      },
    });
    expect((await users.findById('u-1'))?.passwordHash).toBe('plain$Demo!2026');
  });

  it('ends the session that keeps guessing the current password', async () => {
    const { ports, sessions, openSession } = setup();
    await openSession('hash(stolen)');
    const guess = (currentPassword: string) =>
      changePassword(ports)(aUser(), { ...form, currentPassword }, 'stolen', NOW);
    for (let i = 0; i < 5; i++)
      expect((await guess(`rate${i}`))._unsafeUnwrapErr().code).toBe('wrong_password');
    expect((await guess('Demo!2026'))._unsafeUnwrapErr().code).toBe('unauthorized');
    expect((await sessions.find('hash(stolen)'))?.revokedAt).toEqual(NOW);
  });
});
