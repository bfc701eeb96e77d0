/** Shop access (business spec §6) is one company setting for the fleet and the business calls alike. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, type DemoBff, demoBff } from '../support/demo-bff.ts';

const B2B = { 'x-portal-actor': 'b2b-portal' };
const API = '/portal/api/bff';

let bff: DemoBff;
let driver: Caller;

beforeAll(async () => {
  bff = await demoBff();
  driver = await bff.signIn('fahrer@nordflotte.example');
});
afterAll(() => bff.close());

const fillCart = () =>
  driver.post(`${API}/cart/items`, {
    headers: B2B,
    payload: { modelId: 'skoda-enyaq', term: 24, kmPackage: 1500, protection: 'comfort' },
  });
const orderActions = async (): Promise<string[]> =>
  (await driver.get(`${API}/fleet/orders/f-2021`, { headers: B2B })).json().data.actions;

describe("a company's shop access", () => {
  it('refuses a driver the cart and a transition car alike while withdrawn, and grants both once given back', async () => {
    const refused = await fillCart();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('shop_access_withdrawn');
    expect(await orderActions()).not.toContain('request_transition_vehicle');

    await bff.db
      .updateTable('fleet_company_settings')
      .set({ drivers_shop_access: true })
      .where('company_id', '=', 'co-nordflotte')
      .execute();

    expect((await fillCart()).statusCode).toBe(201);
    expect(await orderActions()).toContain('request_transition_vehicle');
  });
});
