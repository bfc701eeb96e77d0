/**
 * Sign-in stays available under a burst (docs/operations.md "Sign-in under load"): a flood of wrong
 * sign-ins from one client address is refused early by its budget, so it cannot fill the shared
 * password hashing and a real user from another address signs in within a bound; whoever is
 * refused is told when to try again (429 with Retry-After), and nobody is left without an answer.
 * The flood's unknown addresses cost a full-strength hash each, as in production.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createScryptHasher } from '../../adapters/shared/crypto.ts';
import { DEMO_PASSWORD } from '../../adapters/sql/seed.ts';
import { DUMMY_HASH } from '../../core/account/sign-in.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';
import { DATABASES, expectNoServerError } from './support/parallel.ts';

const LOGIN = '/portal/api/bff/auth/login';
const FLOOD = 60;
/**
 * The real user waits at most for the flood's sign-ins its address's budget lets in (five) and its
 * own check: bounded by a few checks' time, measured on this machine first — without the budget
 * the twenty tries the database's address limit allows would all be in line before it.
 */
const CHECKS_WITHIN_BOUND = 8;

/** How long one full-strength check of a wrong password takes here (the slower of two). */
const oneCheckMs = async () => {
  const hasher = createScryptHasher();
  let slowest = 0;
  for (let i = 0; i < 2; i++) {
    const started = performance.now();
    await hasher.verify('falsch', DUMMY_HASH);
    slowest = Math.max(slowest, performance.now() - started);
  }
  return slowest;
};

describe.each(DATABASES)('a burst of sign-ins on %s', (database) => {
  let bff: DemoBff | undefined;
  afterEach(async () => {
    await bff?.close();
    bff = undefined;
  });

  const login = (demo: DemoBff, email: string, password: string, address: string) =>
    demo.anonymous.post(LOGIN, { payload: { email, password }, headers: { 'x-forwarded-for': address } });

  it('refuses a flood from one address early and signs in a real user from another within the bound', async () => {
    const boundMs = CHECKS_WITHIN_BOUND * (await oneCheckMs());
    let checksBegun = 0;
    const demo = await demoBff({
      database,
      trustProxy: true,
      hasher: (hasher) => ({
        hash: hasher.hash,
        verify: (password, stored) => {
          checksBegun++;
          return hasher.verify(password, stored);
        },
      }),
    });
    bff = demo;
    const flood = Promise.all(
      Array.from({ length: FLOOD }, (_, i) =>
        login(demo, `niemand-${i}@demo.example`, 'falsch', '203.0.113.66'),
      ),
    );
    await expect.poll(() => checksBegun, { timeout: 30_000, interval: 20 }).toBeGreaterThan(0);

    const started = performance.now();
    const real = await login(demo, 'kunde@demo.example', DEMO_PASSWORD, '198.51.100.7');
    const tookMs = performance.now() - started;
    expect(real.statusCode, real.body).toBe(200);
    expect(tookMs).toBeLessThan(boundMs);

    const answers: LightMyRequestResponse[] = await flood;
    expectNoServerError(answers);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    // Most of the flood never reached the hashing: refused by the address's budget, told when to come back.
    expect(refused.length).toBeGreaterThan(FLOOD / 2);
    for (const answer of refused) {
      expect(answer.json().error.code).toBe('rate_limited');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(20);
  }, 120_000);
});
