import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aUser,
  countingTokens,
  inMemoryAccountTokens,
  inMemoryAccountUpdates,
  inMemoryLoginAttempts,
  inMemoryUsers,
  memoryMailer,
  plainHasher,
} from './in-memory-accounts.ts';
import { accountLinksOf } from './mails.ts';
import { register, resendVerificationEmail, VERIFICATION_TOKEN_HOURS, verifyEmail } from './registration.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const hoursLater = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
const ADDRESS = '203.0.113.7';

const setup = () => {
  const users = inMemoryUsers([
    aUser(),
    aUser({ id: 'u-2', email: 'offen@demo.example', emailVerifiedAt: null }),
  ]);
  const ports = {
    users,
    updates: inMemoryAccountUpdates(users),
    hasher: plainHasher,
    tokens: countingTokens(),
    accountTokens: inMemoryAccountTokens(),
    mailer: memoryMailer(),
    attempts: inMemoryLoginAttempts(),
    links: accountLinksOf('https://portal.example/'),
  };
  return { ports, users };
};

const form = {
  email: ' Neu2@demo.example ',
  password: 'Sicher!2026',
  firstname: 'Nina',
  lastname: 'Neu',
  locale: 'de-DE' as const,
};
const tokenOf = (text: string | undefined) => /token=([\w-]+)/.exec(text ?? '')?.[1] as string;

describe('registering', () => {
  it('creates an unconfirmed consumer with a hashed password and mails a link that holds only the token', async () => {
    const { ports, users } = setup();
    expect((await register(ports)(form, ADDRESS, NOW))._unsafeUnwrap()).toEqual({
      email: 'Neu2@demo.example',
    });
    const user = await users.findByEmail('neu2@demo.example');
    expect(user).toMatchObject({
      kind: 'consumer',
      emailVerifiedAt: null,
      passwordHash: 'plain$Sicher!2026',
    });
    const [mail] = ports.mailer.sent;
    expect(mail?.text).toContain('https://portal.example/verify-email?token=token-');
    expect(mail?.text).toContain(`${VERIFICATION_TOKEN_HOURS} Stunden`);
    const [stored] = ports.accountTokens.all();
    expect(stored?.idHash).toBe(`hash(${tokenOf(mail?.text)})`);
    expect(stored?.expiresAt).toEqual(hoursLater(VERIFICATION_TOKEN_HOURS));
  });

  it('writes English mails for the English locales', async () => {
    const { ports } = setup();
    await register(ports)({ ...form, locale: 'en-US' }, ADDRESS, NOW);
    expect(ports.mailer.sent[0]?.subject).toBe('Please confirm your e-mail address');
  });

  it('answers a taken address like a new one, creates nothing and mails its owner, at most three times', async () => {
    const { ports, users } = setup();
    const attempt = () => register(ports)({ ...form, email: ' KUNDE@demo.example ' }, ADDRESS, NOW);
    expect((await attempt())._unsafeUnwrap()).toEqual({ email: 'KUNDE@demo.example' });
    expect(await users.findByEmail('kunde@demo.example')).toMatchObject({ id: 'u-1', firstName: 'Kim' });
    expect(ports.mailer.sent).toEqual([
      expect.objectContaining({
        to: 'kunde@demo.example',
        text: expect.stringContaining(
          'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Bitte melde dich an:\nhttps://portal.example/login',
        ),
      }),
    ]);
    for (let i = 0; i < 4; i++) expect((await attempt()).isOk()).toBe(true);
    expect(ports.mailer.sent).toHaveLength(3);
  });

  it('sends an unconfirmed account registering again a new verification link', async () => {
    const { ports } = setup();
    await register(ports)({ ...form, email: 'offen@demo.example' }, ADDRESS, NOW);
    expect(ports.mailer.sent).toEqual([
      expect.objectContaining({ kind: 'email_verification', to: 'offen@demo.example' }),
    ]);
  });

  it('refuses a weak password and empty names, and stops after too many tries', async () => {
    const { ports } = setup();
    const attempt = (change: object) => register(ports)({ ...form, ...change }, ADDRESS, NOW);
    expect((await attempt({ password: 'nurbuchstaben' }))._unsafeUnwrapErr().code).toBe('weak_password');
    expect((await attempt({ firstname: '  ' }))._unsafeUnwrapErr()).toEqual({
      code: 'bad_request',
      fields: { firstname: { code: 'required', message: 'Dies ist ein Pflichtfeld.' } },
    });
    expect(ports.mailer.sent).toEqual([]);
    for (let i = 0; i < 20; i++) await attempt({ email: 'KUNDE@demo.example' });
    expect((await attempt({}))._unsafeUnwrapErr().code).toBe('rate_limited');
  });
});

describe('confirming the address', () => {
  it('confirms once with the token, not after it expired, never with another token', async () => {
    const { ports, users } = setup();
    await register(ports)(form, ADDRESS, NOW);
    const token = tokenOf(ports.mailer.sent[0]?.text);
    const verify = verifyEmail(ports);
    expect((await verify('token-99', ADDRESS, NOW))._unsafeUnwrapErr().code).toBe('token_invalid');
    expect((await verify(token, ADDRESS, hoursLater(VERIFICATION_TOKEN_HOURS)))._unsafeUnwrapErr().code).toBe(
      'token_invalid',
    );
    expect((await verify(token, ADDRESS, hoursLater(1))).isOk()).toBe(true);
    expect((await users.findByEmail('neu2@demo.example'))?.emailVerifiedAt).toEqual(hoursLater(1));
  });

  it('spends a token at its first use, whatever the number and times of the attempts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 8 }),
        async (hours) => {
          const { ports } = setup();
          await register(ports)(form, ADDRESS, NOW);
          const token = tokenOf(ports.mailer.sent[0]?.text);
          const results = [];
          for (const h of hours)
            results.push((await verifyEmail(ports)(token, `198.51.100.${h}`, hoursLater(h))).isOk());
          const firstValid = hours.findIndex((h) => h < VERIFICATION_TOKEN_HOURS);
          expect(results).toEqual(hours.map((_, i) => i === firstValid));
        },
      ),
      { numRuns: 50 },
    );
  });

  it('resends only to an unconfirmed account, answers alike for others, and makes the old link worthless', async () => {
    const { ports } = setup();
    const resend = resendVerificationEmail(ports);
    for (const email of ['kunde@demo.example', 'niemand@demo.example', 'offen@demo.example'])
      expect((await resend(email, 'de-DE', ADDRESS, NOW)).isOk()).toBe(true);
    expect(ports.mailer.sent.map((mail) => mail.to)).toEqual(['offen@demo.example']);
    const first = tokenOf(ports.mailer.sent[0]?.text);
    await resend('offen@demo.example', 'de-DE', ADDRESS, NOW);
    expect((await verifyEmail(ports)(first, ADDRESS, NOW)).isErr()).toBe(true);
    expect((await verifyEmail(ports)(tokenOf(ports.mailer.sent[1]?.text), ADDRESS, NOW)).isOk()).toBe(true);
    await resend('offen@demo.example', 'de-DE', ADDRESS, NOW);
    expect((await resend('offen@demo.example', 'de-DE', ADDRESS, NOW))._unsafeUnwrapErr().code).toBe(
      'rate_limited',
    );
  });
});
