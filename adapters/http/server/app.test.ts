import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../../core/account/in-memory-accounts.ts';
import { freshPGlite } from '../../../tests/repositories/databases.ts';
import { createScryptHasher } from '../../shared/crypto.ts';
import { sqlUsers } from '../../sql/account-repositories.ts';
import { sqlDeals } from '../../sql/deal-repository.ts';
import { SESSION_COOKIE } from './app.ts';
import { createBff } from './compose.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const hasher = createScryptHasher({ N: 2 ** 10, r: 8, p: 1 });
const portal = { 'x-portal-actor': 'b2c-customer-portal' };

let app: FastifyInstance;

beforeAll(async () => {
  const db = await freshPGlite();
  const users = sqlUsers(db);
  const passwordHash = await hasher.hash('Demo!2026');
  await users.create(aUser({ id: 'u-1', email: 'kunde@demo.example', passwordHash }));
  await users.create(aUser({ id: 'u-2', email: 'andere@demo.example', passwordHash }));
  const deals = sqlDeals(db);
  const own = { ownerUserId: 'u-1', companyId: null, contactId: null };
  await deals.save(
    { id: 'd-1001', state: 'ACTIVE', return_date: '2026-12-20', created_at: '2025-12-20T09:30:00Z' },
    own,
  );
  await deals.save({ id: 'd-1002', state: 'CREATED', created_at: '2026-11-01T09:30:00Z' }, own);
  await deals.save(
    { id: 'd-3001', state: 'ACTIVE' },
    { ownerUserId: 'u-2', companyId: null, contactId: null },
  );
  app = await createBff({ db, clock: { now: () => NOW }, hasher });
});

const signIn = async (email = 'kunde@demo.example', password = 'Demo!2026') => {
  const response = await app.inject({
    method: 'POST',
    url: '/portal/api/bff/auth/login',
    headers: portal,
    payload: { email, password },
  });
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return { response, cookie: cookie ? `${SESSION_COOKIE}=${cookie.value}` : '' };
};

describe('the BFF', () => {
  it('answers /healthz and serves the OpenAPI document', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ ok: true });
    expect((await app.inject('/portal/api/docs/openapi.json')).json().openapi).toBe('3.1.0');
  });

  it('signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const { response } = await signIn();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { email: 'kunde@demo.example', kind: 'consumer' } });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('answers a wrong password with 401 wrong_password and sets no cookie', async () => {
    const { response, cookie } = await signIn('kunde@demo.example', 'falsch');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('wrong_password');
    expect(cookie).toBe('');
  });

  it('answers 429 rate_limited after five failed sign-ins of an account', async () => {
    for (let i = 0; i < 5; i++) await signIn('andere@demo.example', 'falsch');
    const { response } = await signIn('andere@demo.example', 'Demo!2026');
    expect(response.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe('rate_limited');
  });

  it('answers a malformed login with 400 and the field that is wrong', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/portal/api/bff/auth/login',
      headers: portal,
      payload: { email: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'bad_request',
      fields: { 'body.password': expect.any(String) },
    });
  });

  it('answers the session user with a session, and 401 without', async () => {
    const { cookie } = await signIn();
    expect(
      (await app.inject({ url: '/portal/api/bff/auth/session', headers: { cookie } })).json().data.email,
    ).toBe('kunde@demo.example');
    const anonymous = await app.inject({ url: '/portal/api/bff/auth/session' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('lists only the signed-in customer’s deals, newest first', async () => {
    const { cookie } = await signIn();
    const response = await app.inject({ url: '/portal/api/bff/deals', headers: { cookie } });
    expect(response.json().data.map((d: { id: string }) => d.id)).toEqual(['d-1002', 'd-1001']);
  });

  it('answers 404 for another customer’s deal, as for one that does not exist', async () => {
    const { cookie } = await signIn();
    expect(
      (await app.inject({ url: '/portal/api/bff/deals/d-1001', headers: { cookie } })).json().data.id,
    ).toBe('d-1001');
    const other = await app.inject({ url: '/portal/api/bff/deals/d-3001', headers: { cookie } });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('not_found');
  });

  it('ends the session at logout: the old cookie no longer works', async () => {
    const { cookie } = await signIn();
    const logout = await app.inject({
      method: 'POST',
      url: '/portal/api/bff/auth/logout',
      headers: { ...portal, cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect((await app.inject({ url: '/portal/api/bff/auth/session', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('refuses a state-changing call without the portal’s actor header, or from another origin', async () => {
    const noActor = await app.inject({
      method: 'POST',
      url: '/portal/api/bff/auth/login',
      payload: { email: 'kunde@demo.example', password: 'Demo!2026' },
    });
    expect(noActor.statusCode).toBe(403);
    expect(noActor.json().error.code).toBe('csrf_rejected');
    const foreign = await app.inject({
      method: 'POST',
      url: '/portal/api/bff/auth/login',
      headers: { ...portal, origin: 'https://evil.example', host: 'portal.example' },
      payload: { email: 'kunde@demo.example', password: 'Demo!2026' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('answers unknown paths with the error shape', async () => {
    const response = await app.inject({ url: '/portal/api/bff/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('answers malformed JSON with 400 in the error shape, never 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/portal/api/bff/auth/login',
      headers: { ...portal, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
  });
  it('takes a call without a body that still says application/json, and decodes it as no body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/portal/api/bff/auth/logout',
      headers: { ...portal, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/portal/api/bff/auth/login',
      headers: { ...portal, 'content-type': 'application/json' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error.code).toBe('bad_request');
  });
  it('takes a POST whose body is empty and untyped (sent chunked), and refuses an untyped body', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: '/portal/api/bff/auth/logout',
      headers: { ...portal, 'transfer-encoding': 'chunked' },
      payload: Readable.from([]),
    });
    expect(empty.statusCode).toBe(200);
    const untyped = await app.inject({
      method: 'POST',
      url: '/portal/api/bff/auth/logout',
      headers: { ...portal, 'transfer-encoding': 'chunked' },
      payload: Readable.from([Buffer.from('hallo')]),
    });
    expect(untyped.statusCode).toBe(415);
    expect(untyped.json().error.code).toBe('unsupported_media_type');
  });
});
