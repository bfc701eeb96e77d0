import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoBff, demoBff } from './demo-bff.ts';

let bff: DemoBff;
beforeAll(async () => {
  bff = await demoBff();
});
afterAll(() => bff.close());

describe('the demo BFF for tests', () => {
  it('signs the demo users in and serves their own deals only', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const deals = (await kunde.get('/portal/api/bff/deals')).json().data as { id: string }[];
    expect(deals.map((deal) => deal.id)).toContain('d-1001');
    const neu = await bff.signIn('neu@demo.example');
    expect((await neu.get('/portal/api/bff/deals')).json().data).toEqual([]);
    expect((await neu.get('/portal/api/bff/deals/d-1001')).statusCode).toBe(404);
  });

  it('answers 401 to a caller without a session', async () => {
    expect((await bff.anonymous.get('/portal/api/bff/deals')).statusCode).toBe(401);
  });
});
