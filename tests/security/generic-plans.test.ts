import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';

/**
 * PGlite keeps its statements prepared; from the sixth call on Postgres may run a statement with its
 * generic plan, in which a parameter is not yet known. A statement that needs a constant where it
 * has a parameter (the predicate of a partial unique index in ON CONFLICT) then fails on every call
 * until the BFF restarts.
 */

let bff: DemoBff;
beforeAll(async () => {
  bff = await demoBff();
});
afterAll(() => bff?.close());

describe('the default database after many calls', () => {
  it('answers a purchase offer asked for seven times without a server error', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const statuses: number[] = [];
    for (let call = 0; call < 7; call++)
      statuses.push(
        (await kunde.post('/portal/api/bff/deals/d-1001/purchase-offer', { payload: {} })).statusCode,
      );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const open = await bff.db
      .selectFrom('purchase_offer_requests')
      .select('id')
      .where('deal_id', '=', 'd-1001')
      .where('status', '=', 'open')
      .execute();
    expect(open).toHaveLength(1);
  });
});
