/**
 * What every parallel test needs: the databases to run on (PGlite always, PostgreSQL when CI has
 * one), N requests sent at once, and the one acceptable shape of their answers.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { POSTGRES_URL } from '../../repositories/databases.ts';
import type { DemoDatabase } from '../../support/demo-bff.ts';

/** `describe.each(DATABASES)` runs a suite on every database this run has. */
export const DATABASES: readonly DemoDatabase[] = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];

/** How many identical requests a test sends at once (as many as the PostgreSQL pool has and more). */
export const BURST = 20;

/** Starts `count` calls in the same tick and waits for all of them. */
export const inParallel = <T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: count }, (_, index) => call(index)));

/** Every answer is a success or a 4xx in the error shape — never a 5xx, never another shape. */
export const expectNoServerError = (responses: readonly LightMyRequestResponse[]) => {
  for (const response of responses) {
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.statusCode >= 400) {
      const body = response.json() as { error?: { code?: unknown; message?: unknown } };
      expect(typeof body.error?.code, response.body).toBe('string');
      expect(typeof body.error?.message, response.body).toBe('string');
    }
  }
};

/** The statuses of the answers, counted: `{ 200: 1, 409: 19 }`. */
export const statusCounts = (responses: readonly LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});

/** How many answers succeeded (2xx). */
export const successes = (responses: readonly LightMyRequestResponse[]) =>
  responses.filter(({ statusCode }) => statusCode >= 200 && statusCode < 300).length;
