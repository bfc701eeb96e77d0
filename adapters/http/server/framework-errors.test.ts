import { describe, expect, it } from 'vitest';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import { buildServer } from './app.ts';
import { ERROR_MESSAGES } from './error-messages.ts';
import { UNIQUE_CONFLICT } from './framework-errors.ts';
import { TEXT_NOT_STORABLE } from './request-input.ts';

/** A BFF whose only route throws the database error given, as a use case that did not expect it would. */
const serverThrowing = (error: Error) =>
  buildServer({
    handlers: {
      subscribeNewsletter: async () => {
        throw error;
      },
    },
    currentUser: async () => undefined,
    clock: { now: () => new Date('2026-11-23T09:00:00Z') },
    secureCookies: false,
  });

const subscribe = { Vorname: 'Kim', Nachname: 'Kunde', 'E-Mail': 'kunde@demo.example', gdpr: true };

const call = async (error: Error) => {
  const app = await serverThrowing(error);
  const answer = await app.inject({
    method: 'POST',
    url: '/portal/api/bff/newsletter',
    headers: { 'x-portal-actor': 'b2c-customer-portal' },
    payload: subscribe,
  });
  await app.close();
  return answer;
};

describe('errors no use case answered', () => {
  it('answers a unique violation that reaches the BFF with 409 conflict in the error shape', async () => {
    const answer = await call(
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ error: { code: 'conflict', message: UNIQUE_CONFLICT } });
  });

  it('answers text the database refused as 400 in the error shape', async () => {
    const answer = await call(
      Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: { code: 'bad_request', message: TEXT_NOT_STORABLE } });
  });

  it.each([
    ['a full disk under PGlite', Object.assign(new Error('could not extend file'), { code: '53100' })],
    ['a stopped PostgreSQL', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a connection cut under the call', new Error('Connection terminated unexpectedly')],
    ["the pool's connect timeout", new Error('timeout exceeded when trying to connect')],
  ])('answers %s with 503 service_unavailable and Retry-After, in the error shape', async (_what, error) => {
    const answer = await call(error);
    expect(answer.statusCode).toBe(503);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.json()).toEqual({
      error: { code: 'service_unavailable', message: ERROR_MESSAGES.service_unavailable },
    });
  });

  it('answers any other database error with 500 general_error, telling nothing of it', async () => {
    const answer = await call(Object.assign(new Error('relation "deals" does not exist'), { code: '42P01' }));
    expect(answer.statusCode).toBe(500);
    expect(ApiErrorBody.is(answer.json())).toBe(true);
    expect(answer.body).not.toContain('deals');
  });
});
