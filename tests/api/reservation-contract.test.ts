import { afterEach, describe, expect, it } from 'vitest';
import { CONTRACT_LAPSED } from '../../core/deals/contract-signing.ts';
import { DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';

const contract = '/portal/api/bff/deals/d-1003/contract';
const signature = `${contract}/signature`;
const sign = { confirmed: true, signer_name: 'Kim Kunde' };

let bff: DemoBff;
afterEach(async () => bff?.close());

const stateOf = async (id: string) =>
  (await bff.db.selectFrom('deals').select(['state', 'data']).where('id', '=', id).executeTakeFirstOrThrow())
    .state;

describe("the reservation's contract", () => {
  it('is read, signed with the confirmation and the name it states, and the order is then being checked', async () => {
    bff = await demoBff();
    const kunde = await bff.signIn('kunde@demo.example');
    const read = await kunde.get(contract);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      contract_number: 'V-D-1003',
      status: 'UNSIGNED',
      customer_name: 'Kim Kunde',
      signing_deadline: new Date(DEMO_NOW.getTime() + 52 * 3_600_000).toISOString(),
      amount: 39_900,
      signed_at: null,
    });

    const refused = await kunde.post(signature, { payload: { confirmed: false, signer_name: 'Max Muster' } });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields).sort()).toEqual(['body.confirmed', 'body.signer_name']);
    expect(await stateOf('d-1003')).toBe('NOT_SIGNED');

    const signed = await kunde.post(signature, { payload: sign });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data).toMatchObject({
      status: 'SIGNED',
      signer_name: 'Kim Kunde',
      signed_at: DEMO_NOW.toISOString(),
    });
    expect(await stateOf('d-1003')).toBe('SIGNED');
    const deal = (await kunde.get('/portal/api/bff/deals/d-1003')).json().data;
    expect(deal.state).toBe('SIGNED');
    expect((await kunde.get(contract)).json().data.status).toBe('SIGNED');

    const again = await kunde.post(signature, { payload: sign });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conflict');
  });

  it('cannot be signed once the reservation has lapsed', async () => {
    bff = await demoBff();
    const kunde = await bff.signIn('kunde@demo.example');
    // Ordered three days and a second before now.
    const row = await bff.db
      .selectFrom('deals')
      .select('data')
      .where('id', '=', 'd-1003')
      .executeTakeFirstOrThrow();
    const created = new Date(DEMO_NOW.getTime() - 72 * 3_600_000 - 1000).toISOString();
    await bff.db
      .updateTable('deals')
      .set({ data: JSON.stringify({ ...(row.data as object), created_at: created }) })
      .where('id', '=', 'd-1003')
      .execute();
    expect((await kunde.get(contract)).json().data.status).toBe('EXPIRED');
    const refused = await kunde.post(signature, { payload: sign });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'not_eligible', message: CONTRACT_LAPSED });
    expect(await stateOf('d-1003')).toBe('NOT_SIGNED');
    expect(await bff.db.selectFrom('reservation_signatures').selectAll().execute()).toEqual([]);
  });

  it('is there only for reservations, and only for their customer', async () => {
    bff = await demoBff();
    const kunde = await bff.signIn('kunde@demo.example');
    expect((await kunde.get('/portal/api/bff/deals/d-1001/contract')).statusCode).toBe(404);
    const neu = await bff.signIn('neu@demo.example');
    expect((await neu.get(contract)).statusCode).toBe(404);
    expect((await neu.post(signature, { payload: sign })).statusCode).toBe(404);
    const admin = await bff.signIn('admin@nordflotte.example');
    expect((await admin.post(signature, { payload: sign })).statusCode).toBe(403);
    expect(await stateOf('d-1003')).toBe('NOT_SIGNED');
  });
});
