import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, type DemoBff, demoBff } from '../support/demo-bff.ts';

/** The consumer transition-car calls of the delay alternatives against the seeded BFF (now: Mon 23 Nov 2026). */

const url = (id: string) => `/portal/api/bff/deals/${id}/transition-vehicle`;
const premium = { protection: 'premium', tireAndWindshield: true };

let bff: DemoBff;
let kunde: Caller;

beforeAll(async () => {
  bff = await demoBff();
  kunde = await bff.signIn('kunde@demo.example');
});
afterAll(async () => bff.close());

const requestsOf = (db: DemoBff['db']) => db.selectFrom('transition_vehicle_requests').selectAll().execute();
const dealData = async (db: DemoBff['db'], id: string) =>
  (await db.selectFrom('deals').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data as Record<
    string,
    unknown
  >;

describe('the transition car of a delayed deal', () => {
  it('is offered for d-1008, then requested with its terms, read back, and refused a second time', async () => {
    const before = await kunde.get(url('d-1008'));
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: { eligible: true, request: null } });

    const made = await kunde.post(url('d-1008'), { payload: premium });
    expect(made.statusCode).toBe(201);
    const request = {
      deliveryBy: '2026-11-30',
      kilometresPerMonth: 1000,
      protection: 'premium',
      fullCoverageDeductible: 50000,
      partialCoverageDeductible: 50000,
      tireAndWindshieldDeductible: 0,
      requestedAt: '2026-11-23T09:00:00.000Z',
    };
    expect(made.json()).toEqual({ data: request });

    expect((await kunde.get(url('d-1008'))).json()).toEqual({ data: { eligible: false, request } });
    const deal = await dealData(bff.db, 'd-1008');
    expect(deal.beginning_bridging_car_reservation_token).toEqual(expect.any(String));
    const mails = await bff.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'kunde@demo.example')
      .execute();
    expect(mails.some((mail) => String(mail.subject).includes('Übergangsfahrzeug'))).toBe(true);

    const again = await kunde.post(url('d-1008'), {
      payload: { protection: 'base', tireAndWindshield: false },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'already_booked',
      message: 'Du hast für dieses Abo bereits ein Übergangsfahrzeug angefragt.',
    });
    const rows = await requestsOf(bff.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.protection).toBe('premium');
    expect((await dealData(bff.db, 'd-1008')).beginning_bridging_car_reservation_token).toBe(
      deal.beginning_bridging_car_reservation_token,
    );
  });

  it('is refused for a car already with the customer, and nothing is written', async () => {
    expect((await kunde.get(url('d-1001'))).json()).toEqual({ data: { eligible: false, request: null } });
    const refused = await kunde.post(url('d-1001'), { payload: premium });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'not_eligible',
      message: 'Ein Übergangsfahrzeug ist nur möglich, solange dein Auto noch nicht übergeben wurde.',
    });
    expect((await requestsOf(bff.db)).filter((row) => row.deal_id === 'd-1001')).toEqual([]);
    expect((await dealData(bff.db, 'd-1001')).beginning_bridging_car_reservation_token).toBeUndefined();
  });

  it('checks the choice on the server: an unknown protection or a missing option is a 400', async () => {
    const own = await demoBff();
    const kim = await own.signIn('kunde@demo.example');
    const gold = await kim.post(url('d-1008'), { payload: { protection: 'gold', tireAndWindshield: true } });
    expect(gold.statusCode).toBe(400);
    expect(gold.json().error.code).toBe('bad_request');
    expect(Object.keys(gold.json().error.fields ?? {})).toContain('body.protection');
    const missing = await kim.post(url('d-1008'), { payload: { protection: 'base' } });
    expect(missing.statusCode).toBe(400);
    expect(await requestsOf(own.db)).toEqual([]);
    await own.close();
  });

  it("answers another customer's deal with 404 and business users with 403, writing nothing", async () => {
    const own = await demoBff();
    const neu = await own.signIn('neu@demo.example');
    expect((await neu.get(url('d-1008'))).statusCode).toBe(404);
    expect((await neu.post(url('d-1008'), { payload: premium })).statusCode).toBe(404);
    expect((await kunde.get(url('f-2003'))).statusCode).toBe(404);
    for (const email of [
      'admin@nordflotte.example',
      'fahrer@nordflotte.example',
      'analyst@nordflotte.example',
    ]) {
      const business = await own.signIn(email);
      expect((await business.get(url('f-2003'))).statusCode).toBe(403);
      expect((await business.post(url('f-2003'), { payload: premium })).statusCode).toBe(403);
    }
    expect((await own.anonymous.get(url('d-1008'))).statusCode).toBe(401);
    expect(await requestsOf(own.db)).toEqual([]);
    await own.close();
  });
});
