import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOW, testHasher } from '../../../tests/support/demo-seed.ts';
import { demoPGlite } from '../../../tests/support/demo-templates.ts';
import { sqlOutbox } from '../../sql/outbox.ts';
import type { Database } from '../../sql/schema.ts';
import { createBff } from './compose.ts';
import { signedInEmailOf, stateDayOf } from './provider-states.ts';

const NOW = DEMO_NOW;
const hasher = testHasher;
const portal = { 'x-portal-actor': 'b2c-customer-portal' };
let db: Kysely<Database>;
let app: FastifyInstance;

beforeAll(async () => {
  // The run's demo data at NOW, loaded rather than written again (tests/support/demo-templates.ts).
  db = await demoPGlite();
  app = await createBff({ db, clock: { now: () => NOW }, hasher, providerStates: true });
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

const setUp = (state: string, action = 'setup', params?: object) =>
  app.inject({
    method: 'POST',
    url: '/portal/api/test/provider-states',
    payload: { state, action, ...(params ? { params } : {}) },
  });
const session = (headers: Record<string, string> = {}) =>
  app.inject({ url: '/portal/api/bff/auth/session', headers: { ...portal, ...headers } });

describe('provider states', () => {
  it('signs in the user a state names, and nobody where the user only exists', () => {
    expect(signedInEmailOf('customer kunde@demo.example is signed in')).toBe('kunde@demo.example');
    expect(signedInEmailOf('customer kunde@demo.example with an ACTIVE deal d-1001')).toBe(
      'kunde@demo.example',
    );
    expect(signedInEmailOf('business admin admin@nordflotte.example whose cart holds 2 BMW i4')).toBe(
      'admin@nordflotte.example',
    );
    expect(signedInEmailOf('business analyst analyst@nordflotte.example is signed in')).toBe(
      'analyst@nordflotte.example',
    );
    expect(signedInEmailOf('content editor redaktion@demo.example is signed in')).toBe(
      'redaktion@demo.example',
    );
    expect(
      signedInEmailOf('customer neu@demo.example has already requested the deletion of the account'),
    ).toBe('neu@demo.example');
    for (const state of [
      'nobody is signed in',
      'customer kunde@demo.example exists',
      'customer kunde@demo.example has the password reset token reset-demo-token',
      'customer neu@demo.example has not confirmed the e-mail address',
      'the form cancelation exists',
    ])
      expect(signedInEmailOf(state), state).toBeUndefined();
  });

  it("makes the state's user the user of calls without a session cookie, until the next state", async () => {
    expect((await setUp('business admin admin@nordflotte.example is signed in')).statusCode).toBe(200);
    const admin = await session();
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data).toMatchObject({ email: 'admin@nordflotte.example', role: 'admin' });

    await setUp('nobody is signed in');
    expect((await session()).statusCode).toBe(401);

    await setUp('customer kunde@demo.example is signed in');
    expect((await session()).json().data.email).toBe('kunde@demo.example');
    await setUp('customer kunde@demo.example is signed in', 'teardown');
    expect((await session()).statusCode).toBe(401);
  });

  it('leaves a call with a session cookie to its own session', async () => {
    await setUp('customer kunde@demo.example is signed in');
    expect((await session({ cookie: 'portal_session=unknown' })).statusCode).toBe(401);
  });

  it('puts the demo data back on every setup', async () => {
    await db.deleteFrom('deals').where('id', '=', 'd-1001').execute();
    await db.updateTable('users').set({ first_name: 'Geändert' }).where('id', '=', 'u-kunde').execute();
    await setUp('customer kunde@demo.example with an ACTIVE deal d-1001');
    const deal = await app.inject({ url: '/portal/api/bff/deals/d-1001', headers: portal });
    expect(deal.statusCode).toBe(200);
    expect(deal.json().data.state).toBe('ACTIVE');
    expect((await session()).json().data.hs_first_name).toBe('Kim');
  });

  it('puts back the rows a write removed from other tables too, and every table as many rows as before', async () => {
    await setUp('customer kunde@demo.example is signed in');
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          (
            await sql<{ name: string }>`select tablename as name from pg_tables
              where schemaname = current_schema() order by tablename`.execute(db)
          ).rows.map(async ({ name }) => [
            name,
            (await sql<{ n: number }>`select count(*)::int as n from ${sql.id(name)}`.execute(db)).rows[0]?.n,
          ]),
        ),
      );
    const seeded = await counts();
    // Deleting a deal deletes the rows that refer to it (its appointments, documents, …) as well.
    await db.deleteFrom('deals').where('id', '=', 'd-1001').execute();
    await db.updateTable('users').set({ first_name: 'Geändert' }).where('id', '=', 'u-kunde').execute();
    expect(await counts()).not.toEqual(seeded);
    await setUp('customer kunde@demo.example is signed in');
    expect(await counts()).toEqual(seeded);
  });

  it("reads the clock as the moment a state's params give, and writes the demo data at it", async () => {
    const dealStart = async () =>
      (await app.inject({ url: '/portal/api/bff/deals/d-1001', headers: portal })).json().data.return_date;
    await setUp('customer kunde@demo.example with an ACTIVE deal d-1001');
    const atNow = await dealStart();
    const later = '2031-03-10T09:00:00.000Z';
    await setUp('customer kunde@demo.example with an ACTIVE deal d-1001', 'setup', { now: later });
    const atLater = await dealStart();
    expect(atLater).not.toEqual(atNow);
    // "valid from today at the earliest": today is the state's day now, not the BFF's.
    const grant = (validFrom: string) =>
      app.inject({
        method: 'PUT',
        url: '/portal/api/bff/deals/d-1001/power-of-attorney',
        headers: portal,
        payload: {
          first_name: 'Lea',
          last_name: 'Nachbar',
          date_of_birth: '14.03.1990',
          phone: '0151 23456789',
          valid_from: validFrom,
          valid_until: '2031-04-01',
        },
      });
    expect((await grant('2031-03-09')).statusCode).toBe(400);
    expect((await grant('2031-03-10')).statusCode).toBe(200);

    await setUp('customer kunde@demo.example with an ACTIVE deal d-1001');
    expect(await dealStart()).toEqual(atNow);
    expect((await setUp('nobody is signed in', 'setup', { now: 'yesterday' })).statusCode).toBe(400);
  });

  it("undoes what a state's own setup wrote when the next state needs only the demo data", async () => {
    const points = async () =>
      (await app.inject({ url: '/portal/api/bff/loyalty', headers: portal })).json().data.points;
    await setUp('customer kunde@demo.example is signed in');
    const plain = await points();
    await setUp('customer kunde@demo.example with 5,200 loyalty points');
    expect(await points()).toBe(5_200);
    await setUp('customer kunde@demo.example is signed in');
    expect(await points()).toBe(plain);
  });

  it('keeps serial keys going after a reset', async () => {
    const mail = (subject: string) =>
      sqlOutbox(db).send({ kind: 'password_reset', to: 'kunde@demo.example', subject, text: 'Hallo' });
    await mail('vor dem Zurücksetzen');
    await setUp('nobody is signed in');
    expect(await db.selectFrom('outbox').select('id').execute()).toEqual([]);
    await mail('danach');
    await mail('noch eine');
    expect((await db.selectFrom('outbox').select('subject').execute()).map((row) => row.subject)).toEqual([
      'danach',
      'noch eine',
    ]);
  });

  describe("the areas' setups", () => {
    const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url, headers: portal, ...(payload ? { payload } : {}) });
    const count = async (table: 'service_requests' | 'outbox') =>
      (await db.selectFrom(table).select('id').execute()).length;

    it('take the payment provider down, answering the failure with the specification’s text, until the next state', async () => {
      await setUp('customer kunde@demo.example is signed in and the payment provider is unavailable');
      const failed = await call('PUT', '/portal/api/bff/profile/payment-method', {
        payment_method: 'paypal',
      });
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error).toEqual({
        code: 'payment_method_change_failed',
        message: 'Etwas ist schief gelaufen!',
      });
      const profile = await db
        .selectFrom('customer_profiles')
        .select(['payment_method', 'pending_payment_method'])
        .where('user_id', '=', 'u-kunde')
        .executeTakeFirstOrThrow();
      expect(profile).toEqual({ payment_method: 'sepa_debit', pending_payment_method: null });

      await setUp('customer kunde@demo.example is signed in');
      const pending = await call('PUT', '/portal/api/bff/profile/payment-method', {
        payment_method: 'paypal',
      });
      expect(pending.json().data).toMatchObject({ payment_method: 'paypal', status: 'pending_confirmation' });
    });

    it('take the service workflow down: the request answers 502 and nothing is stored or mailed', async () => {
      await setUp(
        'customer kunde@demo.example with an ACTIVE deal d-1001 and the service workflow unavailable',
      );
      const [requests, mails] = [await count('service_requests'), await count('outbox')];
      const request = { car_id: 'car-77', requested_services: ['inspection', 'oilChange'] };
      const failed = await call('POST', '/portal/api/bff/deals/d-1001/service-requests', request);
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error).toEqual({
        code: 'schedule_service_failed',
        message: 'Dein Service-Termin konnte nicht angefragt werden. Bitte versuche es später erneut.',
      });
      expect([await count('service_requests'), await count('outbox')]).toEqual([requests, mails]);

      await setUp('customer kunde@demo.example with an ACTIVE deal d-1001');
      const done = await call('POST', '/portal/api/bff/deals/d-1001/service-requests', request);
      expect(done.json()).toEqual({ ok: true });
      expect(await count('service_requests')).toBe(requests + 1);
    });

    it('make the account states of the examples: a Google sign-in, a deletion already requested', async () => {
      await setUp('customer kunde@demo.example is signed in with Google');
      const password = await call('PUT', '/portal/api/bff/profile/password', {
        currentPassword: 'Demo!2026',
        newPassword: 'Neu!Passwort2026',
        confirmedNewPassword: 'Neu!Passwort2026',
      });
      expect([password.statusCode, password.json().error.code]).toEqual([403, 'password_not_editable']);

      await setUp('customer neu@demo.example has already requested the deletion of the account');
      const deletion = await call('POST', '/portal/api/bff/profile/deletion-request');
      expect([deletion.statusCode, deletion.json().error.code]).toEqual([409, 'deletion_already_requested']);
    });

    it('show Kim at Gold without a voucher when simply signed in, and with 5,200 points redeemable in her own state', async () => {
      await setUp('customer kunde@demo.example is signed in');
      const status = (await app.inject({ url: '/portal/api/bff/loyalty', headers: portal })).json().data;
      expect(status).toMatchObject({ level: 'gold', voucher_redeemable: false });
      const ledger = (await app.inject({ url: '/portal/api/bff/loyalty/points', headers: portal })).json()
        .data;
      expect(ledger.reduce((sum: number, entry: { points: number }) => sum + entry.points, 0)).toBe(
        status.points,
      );
      const refused = await call('POST', '/portal/api/bff/loyalty/vouchers');
      expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'voucher_not_redeemable']);

      await setUp('customer kunde@demo.example with 5,200 loyalty points');
      const redeemed = await call('POST', '/portal/api/bff/loyalty/vouchers');
      expect(redeemed.statusCode).toBe(201);
      expect(redeemed.json().data.points).toBe(4_000);
    });
  });

  it('lets a state name the day the BFF lives on, until the next state', async () => {
    expect(stateDayOf('business driver fahrer@nordflotte.example is signed in on 2025-11-01')).toEqual(
      new Date('2025-11-01T11:00:00Z'),
    );
    expect(stateDayOf('customer kunde@demo.example with an ACTIVE deal d-1001')).toBeUndefined();
    const announcements = async () =>
      (
        await app.inject({
          url: '/portal/api/bff/fleet/announcements',
          headers: { 'x-portal-actor': 'b2b-portal' },
        })
      ).json().data;
    // The delivery-fee notice runs from 2025-10-16 to 2025-11-15.
    await setUp('business driver fahrer@nordflotte.example is signed in on 2025-11-01');
    expect(await announcements()).toEqual([
      expect.objectContaining({ config: expect.objectContaining({ id: 'delivery-fee-2025-11' }) }),
    ]);
    await setUp('business driver fahrer@nordflotte.example is signed in');
    expect(await announcements()).toEqual([]);
  });

  it('answers 400 for a body that is no state change', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/portal/api/test/provider-states',
      payload: { action: 'dance' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('is not served unless asked for', async () => {
    const plain = await createBff({ db, clock: { now: () => NOW }, hasher });
    expect(
      (await plain.inject({ method: 'POST', url: '/portal/api/test/provider-states', payload: {} }))
        .statusCode,
    ).toBe(404);
    await plain.close();
  });

  it('refuses to run in production', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(
        createBff({
          db,
          clock: { now: () => NOW },
          hasher,
          // A production chat secret, so that the provider states are what is refused.
          settings: { chatSecret: 'c'.repeat(32) },
          providerStates: true,
        }),
      ).rejects.toThrow(/refused with NODE_ENV=production/);
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
