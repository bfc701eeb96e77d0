/**
 * The business calls' contract examples against the seeded BFF, as the provider verification will
 * replay them: every read example answers its status with a body its codec accepts, and every
 * error example (but those needing a failure no data can cause) answers its status and code. The
 * successful writes are covered, each on its own data, by business.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_PROVIDER_STATES } from '../../adapters/sql/seed/business-states.ts';
import { type AnyRoute, fillPath, isBinary, type RouteExample } from '../../contracts/route.ts';
import { ROUTE_LIST } from '../../contracts/route-table.ts';
import { type Caller, type DemoBff, demoBff } from '../support/demo-bff.ts';

const BUSINESS_CALLS = new Set([
  'getCompanySettings',
  'getCarPolicy',
  'updateCarPolicy',
  'getFleetContracts',
  'downloadFleetContract',
  'getContractSigningLink',
  'resendContractSigningEmail',
  'getFleetInvoices',
  'downloadFleetInvoice',
  'getCart',
  'addToCart',
  'updateCartItem',
  'removeCartItem',
  'getUnavailableCartItems',
  'removeUnavailableCartItems',
  'checkout',
  'getOrderRequests',
  'approveOrderRequest',
  'rejectOrderRequest',
  'getCatalogue',
  'searchVehicles',
  'getModelDetails',
]);
const routes = ROUTE_LIST.filter((route) => BUSINESS_CALLS.has(route.name));

/** States that need a failure of a dependency, which no demo data can cause. */
const needsFailure = (state: string) => /cannot be fetched|fails/.test(state);

const urlOf = (route: AnyRoute, example: Omit<RouteExample, 'response'>) => {
  const path = fillPath(route.path, example.params ?? {});
  if (example.query === undefined) return path;
  const encoded = route.query.encode(example.query) as Record<string, unknown>;
  const query = new URLSearchParams(
    Object.entries(encoded).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  return `${path}?${query}`;
};

describe('the business contract examples against the demo data', () => {
  let bff: DemoBff;
  const callers = new Map<string, Caller>();
  const callerFor = async (state: string): Promise<Caller> => {
    const email = /(\S+@\S+\.example)/.exec(state)?.[1];
    if (!email) return bff.anonymous;
    const known = callers.get(email);
    if (known) return known;
    const caller = await bff.signIn(email);
    callers.set(email, caller);
    return caller;
  };
  const call = async (route: AnyRoute, example: Omit<RouteExample, 'response'>) => {
    const caller = await callerFor(example.state);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    return caller[method](urlOf(route, example), {
      headers: { 'x-portal-actor': 'b2b-portal' },
      ...(example.body !== undefined ? { payload: example.body as object } : {}),
    });
  };

  beforeAll(async () => {
    bff = await demoBff();
  });
  afterAll(async () => bff.close());

  it('answers every read example with its status and a body its codec accepts', async () => {
    expect(routes).toHaveLength(BUSINESS_CALLS.size);
    for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
      const response = await call(route, route.example);
      expect([route.name, response.statusCode]).toEqual([route.name, route.example.status ?? 200]);
      if (isBinary(route.response)) expect(response.headers['content-type']).toBe(route.example.response);
      else expect([route.name, route.response.is(JSON.parse(response.body))]).toEqual([route.name, true]);
    }
  });

  it('answers every error example with its status and code, changing nothing', async () => {
    const examples = routes.flatMap((route) =>
      (route.errorExamples ?? []).map((example) => ({ route, example })),
    );
    // The already-rejected request is set up last: the read examples need it reserved.
    const rejected = 'business admin admin@nordflotte.example with order request req-2001 already rejected';
    const ordered = [...examples].sort(
      (a, b) => Number(a.example.state === rejected) - Number(b.example.state === rejected),
    );
    for (const { route, example } of ordered) {
      if (needsFailure(example.state)) continue;
      if (example.state === rejected) await BUSINESS_PROVIDER_STATES[rejected]?.(bff.db);
      const response = await call(route, example);
      const answer = { call: route.name, state: example.state, status: response.statusCode };
      expect(answer).toEqual({ ...answer, status: example.status });
      expect(JSON.parse(response.body).error.code).toBe(example.code);
    }
    const deals = await bff.db.selectFrom('deals').select('id').where('id', '>', 'f-2210').execute();
    expect(deals).toEqual([]);
  });
});
