/**
 * Sign-in and the public account calls sent at once: every limit holds for a burst as it does for
 * calls one after another (a try is counted before the password is checked or the mail written),
 * the hashing refuses beyond its queue, and a token, a password change or a sign-out takes effect once.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createScryptHasher } from '../../adapters/shared/crypto.ts';
import { sqlOutbox } from '../../adapters/sql/outbox.ts';
import { DEMO_PASSWORD } from '../../adapters/sql/seed.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';
import {
  BURST,
  DATABASES,
  expectNoServerError,
  inParallel,
  statusCounts,
  successes,
} from './support/parallel.ts';
import { watchedHasher } from './support/watched-hasher.ts';

const LOGIN = '/portal/api/bff/auth/login';
const REGISTER = '/portal/api/bff/auth/register';
const FORGOT_PASSWORD = '/portal/api/bff/auth/forgot-password';
const RESET_PASSWORD = '/portal/api/bff/auth/reset-password';
const RESEND_VERIFICATION = '/portal/api/bff/auth/verification-email';
const VERIFY_EMAIL = '/portal/api/bff/auth/verify-email';
const CHANGE_PASSWORD = '/portal/api/bff/profile/password';

const GUESSES = 40;
/** Room for every check at once, so a test of the limits sees each check the limits let through. */
const UNQUEUED = { running: 100, waiting: 0 } as const;
const MAIL_CALLS = 50;

const codesOf = (responses: readonly LightMyRequestResponse[]) =>
  responses.reduce<Record<string, number>>((counts, response) => {
    const code = response.statusCode < 300 ? 'ok' : (response.json().error.code as string);
    counts[code] = (counts[code] ?? 0) + 1;
    return counts;
  }, {});

const tokenIn = (text: string | undefined) => /token=([\w-]+)/.exec(text ?? '')?.[1] as string;

describe.each(DATABASES)('on %s', (database) => {
  let bff: DemoBff | undefined;
  afterEach(async () => {
    await bff?.close();
    bff = undefined;
  });

  /** A demo BFF that believes X-Forwarded-For, so a test can send from many client addresses. */
  const start = async (options: Parameters<typeof demoBff>[0] = {}) => {
    bff = await demoBff({ database, trustProxy: true, ...options });
    return bff;
  };
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const login = (demo: DemoBff, email: string, password: string, address = '198.51.100.1') =>
    demo.anonymous.post(LOGIN, { payload: { email, password }, headers: from(address) });
  const mailsTo = (demo: DemoBff, to: string) => sqlOutbox(demo.db).list({ to });

  describe('sign-in', () => {
    it('checks no more than five guesses at one account sent at once, and refuses the rest', async () => {
      const watched = watchedHasher();
      const demo = await start({ hasher: watched.wrap, hashing: UNQUEUED });
      const answers = await inParallel(GUESSES, (i) => login(demo, 'kunde@demo.example', `falsch-${i}`));
      expectNoServerError(answers);
      expect(watched.checked()).toHaveLength(5);
      expect(codesOf(answers)).toEqual({ wrong_password: 5, rate_limited: GUESSES - 5 });
      // The account stays refused, also for the right password.
      expect((await login(demo, 'kunde@demo.example', DEMO_PASSWORD)).json().error.code).toBe('rate_limited');
    });

    it('signs in the right password that got one of the five tries, and checks only four guesses beside it', async () => {
      const watched = watchedHasher();
      const demo = await start({ hasher: watched.wrap, hashing: UNQUEUED });
      watched.hold();
      const right = watched.note(login(demo, 'kunde@demo.example', DEMO_PASSWORD));
      await watched.until(() => watched.checked().length === 1);
      const guesses = inParallel(GUESSES - 1, (i) =>
        watched.note(login(demo, 'kunde@demo.example', `falsch-${i}`)),
      );
      // Every guess has its answer or its check before any check ends.
      await watched.until(() => watched.checked().length === 5 && watched.answered().length === GUESSES - 5);
      watched.release();
      const answers = [await right, ...(await guesses)];
      expectNoServerError(answers);
      expect((await right).statusCode).toBe(200);
      expect(codesOf(answers)).toEqual({ ok: 1, wrong_password: 4, rate_limited: GUESSES - 5 });
      expect(watched.checked()).toHaveLength(5);
    });

    it('refuses the right password once five guesses have taken the tries', async () => {
      const watched = watchedHasher();
      const demo = await start({ hasher: watched.wrap, hashing: UNQUEUED });
      watched.hold();
      const guesses = inParallel(5, (i) => login(demo, 'kunde@demo.example', `falsch-${i}`));
      await watched.until(() => watched.checked().length === 5);
      const right = await login(demo, 'kunde@demo.example', DEMO_PASSWORD);
      watched.release();
      expect(right.json().error.code).toBe('rate_limited');
      expect(codesOf(await guesses)).toEqual({ wrong_password: 5 });
      expect(watched.checked()).toHaveLength(5);
    });

    it('checks no more than twenty guesses from one address at once, known accounts or not', async () => {
      const watched = watchedHasher();
      const demo = await start({ hasher: watched.wrap, hashing: UNQUEUED });
      watched.hold();
      const right = watched.note(login(demo, 'neu@demo.example', DEMO_PASSWORD));
      await watched.until(() => watched.checked().length === 1);
      // A few more than the twenty the address may have checked at once: each is a sign-in of its own
      // on PGlite's one connection, and the test is of the limit, not of a crowd.
      const crowd = 26;
      const guesses = inParallel(crowd - 1, (i) =>
        watched.note(login(demo, i % 2 ? `niemand-${i}@demo.example` : `kunde-${i}@demo.example`, 'falsch')),
      );
      await watched.until(() => watched.checked().length === 20 && watched.answered().length === crowd - 20);
      watched.release();
      const answers = [await right, ...(await guesses)];
      expectNoServerError(answers);
      expect((await right).statusCode).toBe(200);
      expect(codesOf(answers)).toEqual({ ok: 1, wrong_password: 19, rate_limited: crowd - 20 });
      // Another address is not affected.
      expect((await login(demo, 'kunde@demo.example', DEMO_PASSWORD, '198.51.100.2')).statusCode).toBe(200);
    });

    it('signs in right passwords sent at once while they fit the tries, counting no failure', async () => {
      const demo = await start();
      const twice = await inParallel(2, () => login(demo, 'kunde@demo.example', DEMO_PASSWORD));
      expect(statusCounts(twice)).toEqual({ 200: 2 });
      // A try is counted until its check ends, so more than five at once are partly refused.
      const answers = await inParallel(BURST, () => login(demo, 'kunde@demo.example', DEMO_PASSWORD));
      expectNoServerError(answers);
      expect(successes(answers)).toBeGreaterThanOrEqual(5);
      expect(codesOf(answers.filter((answer) => answer.statusCode !== 200))).not.toHaveProperty(
        'wrong_password',
      );
      expect(await demo.db.selectFrom('login_failures').selectAll().execute()).toEqual([]);
      expect((await login(demo, 'kunde@demo.example', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('answers sign-ins beyond the hashing queue at once with 429, without counting them', async () => {
      const watched = watchedHasher();
      const demo = await start({ hasher: watched.wrap, hashing: { running: 1, waiting: 2 } });
      watched.hold();
      const answers = inParallel(10, (i) =>
        watched.note(login(demo, `niemand-${i}@demo.example`, 'falsch', `198.51.100.${i + 10}`)),
      );
      await watched.until(() => watched.answered().length === 7);
      expect(watched.checked()).toHaveLength(1);
      expectNoServerError(watched.answered());
      expect(codesOf(watched.answered())).toEqual({ rate_limited: 7 });
      watched.release();
      expect(codesOf(await answers)).toEqual({ rate_limited: 7, wrong_password: 3 });
      const counted = await demo.db
        .selectFrom('login_failures')
        .select('key')
        .where('key', 'like', 'address:%')
        .execute();
      expect(counted).toHaveLength(3);
    });
  });

  describe('mails', () => {
    it('sends at most three reset mails to an address, however many calls come at once from anywhere', async () => {
      const demo = await start();
      const answers = await inParallel(MAIL_CALLS, (i) =>
        demo.anonymous.post(FORGOT_PASSWORD, {
          payload: { email: 'kunde@demo.example', locale: 'de-DE' },
          headers: from(`203.0.113.${i + 1}`),
        }),
      );
      expectNoServerError(answers);
      expect(codesOf(answers)).toEqual({ ok: 3, rate_limited: MAIL_CALLS - 3 });
      expect(await mailsTo(demo, 'kunde@demo.example')).toHaveLength(3);
    });

    it('takes twenty account calls from one address at once, whatever the e-mail addresses', async () => {
      const demo = await start();
      const answers = await inParallel(MAIL_CALLS, (i) =>
        demo.anonymous.post(FORGOT_PASSWORD, {
          payload: { email: `niemand-${i}@demo.example`, locale: 'de-DE' },
          headers: from('203.0.113.1'),
        }),
      );
      expectNoServerError(answers);
      expect(codesOf(answers)).toEqual({ ok: 20, rate_limited: MAIL_CALLS - 20 });
    });

    it('sends at most three verification mails again, however many calls come at once', async () => {
      const demo = await start();
      const registration = {
        email: 'neu2@demo.example',
        password: 'Sicher!2026',
        firstname: 'Nina',
        lastname: 'Neu',
      };
      await demo.anonymous.post(REGISTER, { payload: { ...registration, locale: 'de-DE' } });
      const answers = await inParallel(MAIL_CALLS, (i) =>
        demo.anonymous.post(RESEND_VERIFICATION, {
          payload: { email: 'neu2@demo.example', locale: 'de-DE' },
          headers: from(`203.0.113.${i + 1}`),
        }),
      );
      expectNoServerError(answers);
      expect(codesOf(answers)).toEqual({ ok: 3, rate_limited: MAIL_CALLS - 3 });
      expect(await mailsTo(demo, 'neu2@demo.example')).toHaveLength(1 + 3);
    });

    it('answers registrations of a taken address alike and mails its owner at most three times', async () => {
      const demo = await start();
      const answers = await inParallel(MAIL_CALLS, (i) =>
        demo.anonymous.post(REGISTER, {
          payload: {
            email: 'kunde@demo.example',
            password: 'Sicher!2026',
            firstname: 'Kim',
            lastname: 'Kunde',
            locale: 'de-DE',
          },
          headers: from(`203.0.113.${i + 1}`),
        }),
      );
      expectNoServerError(answers);
      expect(statusCounts(answers)).toEqual({ 201: MAIL_CALLS });
      expect(await mailsTo(demo, 'kunde@demo.example')).toHaveLength(3);
    });

    it('creates one account for a new address registered many times at once, answering every call alike', async () => {
      const demo = await start();
      const answers = await inParallel(BURST, (i) =>
        demo.anonymous.post(REGISTER, {
          payload: {
            email: 'neu2@demo.example',
            password: 'Sicher!2026',
            firstname: 'Nina',
            lastname: 'Neu',
            locale: 'de-DE',
          },
          headers: from(`203.0.113.${i + 1}`),
        }),
      );
      expectNoServerError(answers);
      expect(statusCounts(answers)).toEqual({ 201: BURST });
      const users = await demo.db
        .selectFrom('users')
        .select('id')
        .where('email', 'ilike', 'neu2@demo.example')
        .execute();
      expect(users).toHaveLength(1);
      // The first verification mail, and at most three more for the calls that found the account.
      const mails = await mailsTo(demo, 'neu2@demo.example');
      expect(mails.length).toBeGreaterThanOrEqual(1);
      expect(mails.length).toBeLessThanOrEqual(1 + 3);
    });
  });

  describe('tokens, password changes and sign-out', () => {
    it('sets a new password once with a reset link used many times at once', async () => {
      const demo = await start();
      await demo.anonymous.post(FORGOT_PASSWORD, {
        payload: { email: 'kunde@demo.example', locale: 'de-DE' },
      });
      const [mail] = await mailsTo(demo, 'kunde@demo.example');
      const token = tokenIn(mail?.text);
      const answers = await inParallel(BURST, (i) =>
        demo.anonymous.post(RESET_PASSWORD, {
          payload: { token, newPassword: `Neu!Passwort${i}` },
          headers: from(`203.0.113.${i + 1}`),
        }),
      );
      expectNoServerError(answers);
      expect(codesOf(answers)).toEqual({ ok: 1, token_invalid: BURST - 1 });
      const winner = answers.findIndex((answer) => answer.statusCode === 200);
      expect((await login(demo, 'kunde@demo.example', `Neu!Passwort${winner}`)).statusCode).toBe(200);
    });

    it('holds no database connection while a reset waits for its hash', async () => {
      let hashing: () => void = () => {};
      const hashRequested = new Promise<void>((resolve) => {
        hashing = resolve;
      });
      let letHashGo: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        letHashGo = resolve;
      });
      let holdHashes = false;
      const demo = await start({
        hasher: (hasher) => ({
          verify: hasher.verify,
          hash: async (password) => {
            if (holdHashes) {
              hashing();
              await gate;
            }
            return hasher.hash(password);
          },
        }),
      });
      const kunde = await demo.signIn('kunde@demo.example');
      await demo.anonymous.post(FORGOT_PASSWORD, {
        payload: { email: 'neu@demo.example', locale: 'de-DE' },
      });
      const token = tokenIn((await mailsTo(demo, 'neu@demo.example'))[0]?.text);
      holdHashes = true;
      const reset = demo.anonymous.post(RESET_PASSWORD, { payload: { token, newPassword: 'Neu!Passwort1' } });
      await hashRequested;
      // On PGlite the one connection: a reset hashing inside its transaction would hold this read up.
      expect((await kunde.get('/portal/api/bff/deals')).statusCode).toBe(200);
      letHashGo();
      expect((await reset).statusCode).toBe(200);
      expect((await login(demo, 'neu@demo.example', 'Neu!Passwort1')).statusCode).toBe(200);
    });

    it('holds no database connection while a password change waits for its hashes', async () => {
      const held: (() => void)[] = [];
      let holdHashes = false;
      const holding = async () => {
        if (holdHashes) await new Promise<void>((resolve) => held.push(resolve));
      };
      const demo = await start({
        hasher: (hasher) => ({
          verify: async (password, stored) => {
            await holding();
            return hasher.verify(password, stored);
          },
          hash: async (password) => {
            await holding();
            return hasher.hash(password);
          },
        }),
      });
      const kunde = await demo.signIn('kunde@demo.example');
      const other = await demo.signIn('neu@demo.example');
      holdHashes = true;
      const change = kunde.put(CHANGE_PASSWORD, {
        payload: {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'Neu!Passwort2026',
          confirmedNewPassword: 'Neu!Passwort2026',
        },
      });
      // Both the check of the current password and the new one's hash: on PGlite's one connection a
      // change hashing inside its transaction would hold this read up.
      for (let hashes = 1; hashes <= 2; hashes++) {
        await expect.poll(() => held.length).toBe(1);
        expect((await other.get('/portal/api/bff/deals')).statusCode).toBe(200);
        held.shift()?.();
      }
      expect((await change).statusCode).toBe(200);
      holdHashes = false;
      expect((await login(demo, 'kunde@demo.example', 'Neu!Passwort2026')).statusCode).toBe(200);
    });

    it('confirms an address once with a link used many times at once', async () => {
      const demo = await start();
      await demo.anonymous.post(REGISTER, {
        payload: {
          email: 'neu2@demo.example',
          password: 'Sicher!2026',
          firstname: 'Nina',
          lastname: 'Neu',
          locale: 'de-DE',
        },
      });
      const [mail] = await mailsTo(demo, 'neu2@demo.example');
      const token = tokenIn(mail?.text);
      const answers = await inParallel(BURST, (i) =>
        demo.anonymous.post(VERIFY_EMAIL, { payload: { token }, headers: from(`203.0.113.${i + 1}`) }),
      );
      expectNoServerError(answers);
      expect(codesOf(answers)).toEqual({ ok: 1, token_invalid: BURST - 1 });
      expect((await login(demo, 'neu2@demo.example', 'Sicher!2026')).statusCode).toBe(200);
    });

    it('changes the password once when the change is sent many times at once', async () => {
      const demo = await start();
      const kunde = await demo.signIn('kunde@demo.example');
      const change = {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Neu!Passwort2026',
        confirmedNewPassword: 'Neu!Passwort2026',
      };
      const twice = await inParallel(2, () => kunde.put(CHANGE_PASSWORD, { payload: change }));
      expect(successes(twice)).toBe(1);
      const again = await inParallel(BURST, () =>
        kunde.put(CHANGE_PASSWORD, {
          payload: {
            ...change,
            currentPassword: 'Neu!Passwort2026',
            newPassword: 'Noch!Neuer2026',
            confirmedNewPassword: 'Noch!Neuer2026',
          },
        }),
      );
      const answers = [...twice, ...again];
      expectNoServerError(answers);
      expect(successes(again)).toBe(1);
      // Changes that checked the password before another's took effect find it changed (conflict);
      // those that came later typed a current password that is no longer the current one.
      for (const answer of answers.filter((a) => a.statusCode !== 200))
        expect(['conflict', 'wrong_password', 'unauthorized']).toContain(answer.json().error.code);
      const { password_hash } = await demo.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', 'kunde@demo.example')
        .executeTakeFirstOrThrow();
      expect(await createScryptHasher().verify('Noch!Neuer2026', password_hash ?? '')).toBe(true);
    });

    it('checks no more than five guesses at the current password sent at once, then ends the session', async () => {
      const watched = watchedHasher();
      const demo = await start({ hasher: watched.wrap, hashing: UNQUEUED });
      const kunde = await demo.signIn('kunde@demo.example');
      const checkedAtSignIn = watched.checked().length;
      const answers = await inParallel(BURST, (i) =>
        kunde.put(CHANGE_PASSWORD, {
          payload: {
            currentPassword: `falsch-${i}`,
            newPassword: 'Neu!Passwort2026',
            confirmedNewPassword: 'Neu!Passwort2026',
          },
        }),
      );
      expectNoServerError(answers);
      expect(watched.checked().length - checkedAtSignIn).toBe(5);
      expect(codesOf(answers)).toEqual({ wrong_password: 5, unauthorized: BURST - 5 });
      expect((await kunde.get('/portal/api/bff/auth/session')).statusCode).toBe(401);
    });

    it('ends the session once for sign-outs sent at once, answering each alike', async () => {
      const demo = await start();
      const kunde = await demo.signIn('kunde@demo.example');
      const answers = await inParallel(BURST, () => kunde.post('/portal/api/bff/auth/logout'));
      expectNoServerError(answers);
      expect(statusCounts(answers)).toEqual({ 200: BURST });
      expect((await kunde.get('/portal/api/bff/auth/session')).statusCode).toBe(401);
    });

    it('signs a chat login for every call sent at once', async () => {
      const demo = await start();
      const kunde = await demo.signIn('kunde@demo.example');
      const answers = await inParallel(BURST, () => kunde.post('/api/generateDecagonToken'));
      expectNoServerError(answers);
      expect(statusCounts(answers)).toEqual({ 200: BURST });
      expect(new Set(answers.map((answer) => answer.json().token.user_id)).size).toBe(1);
    });
  });
});
