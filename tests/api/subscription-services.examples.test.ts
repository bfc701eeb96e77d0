/**
 * The contract examples of the subscription-services calls come true against the seeded BFF, as the
 * Pact provider verification will replay them on a freshly seeded BFF: the error examples first (they
 * change nothing), then the examples, reads before writes; an answer must have every key of the example's,
 * non-empty arrays whose every element is like the example's first, and the same kinds of values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyRoute, isMultipart } from '../../contracts/route.ts';
import { ROUTE_LIST } from '../../contracts/route-table.ts';
import { type Caller, type DemoBff, demoBff } from '../support/demo-bff.ts';

const CALLS = [
  'getIncidentDamages',
  'getDamageReports',
  'reportDamage',
  'getMileagePackages',
  'reportMileage',
  'changeMileagePackage',
  'bookExtraMileage',
  'getProlongationOptions',
  'prolongSubscription',
  'getAddons',
  'bookInsuranceUpgrade',
  'getAlternativeCarOfferingLink',
  'createAlternativeCarOfferingLink',
  'getScheduleServiceLink',
  'requestService',
  'requestCarInventory',
  'requestPurchaseOffer',
];
/** Provider states the seed alone cannot set up (an outside workflow that is down). */
const NEEDS_MORE_THAN_THE_SEED = /unavailable/;

/** Differences between an answer and the example it must be like, by path; none when it is like it. */
const unlike = (example: unknown, actual: unknown, path = '$'): string[] => {
  if (example === null || example === undefined) return [];
  if (Array.isArray(example)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array`];
    if (example.length > 0 && actual.length === 0) return [`${path}: expected at least one element`];
    return actual.flatMap((item, index) => unlike(example[0], item, `${path}[${index}]`));
  }
  if (typeof example === 'object') {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual))
      return [`${path}: expected an object`];
    return Object.entries(example).flatMap(([key, value]) =>
      key in actual
        ? unlike(value, (actual as Record<string, unknown>)[key], `${path}.${key}`)
        : [`${path}.${key}: missing`],
    );
  }
  return typeof actual === typeof example
    ? []
    : [`${path}: expected a ${typeof example}, got ${JSON.stringify(actual)}`];
};

const pathOf = (
  path: string,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, unknown>> = {},
) => {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  return search ? `${filled}?${search}` : filled;
};

/** Reads first, then writes, so no write changes what a later example expects. */
const routes = ROUTE_LIST.filter((route) => CALLS.includes(route.name)).toSorted(
  (a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'),
);

describe('the contract examples of the subscription-services calls', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  });
  afterAll(() => bff.close());

  const callerFor = async (state: string): Promise<Caller> => {
    const email = state.split(' ').find((word) => word.includes('@'));
    return email ? bff.signIn(email) : bff.anonymous;
  };
  const call = (
    route: AnyRoute,
    caller: Caller,
    example: { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown },
  ) => {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    return caller[method](pathOf(route.path, example.params, example.query), {
      ...(example.body !== undefined ? { payload: example.body as Record<string, unknown> } : {}),
    });
  };

  // Error examples change nothing: all of them before any example that writes.
  it('answer every error example with its status and code', async () => {
    for (const route of routes) {
      expect(isMultipart(route.body)).toBe(false);
      for (const example of route.errorExamples ?? []) {
        if (NEEDS_MORE_THAN_THE_SEED.test(example.state)) continue;
        const response = await call(route, await callerFor(example.state), example);
        expect({
          call: route.name,
          state: example.state,
          status: response.statusCode,
          code: response.json().error?.code,
        }).toEqual({
          call: route.name,
          state: example.state,
          status: example.status,
          code: example.code,
        });
      }
    }
  });

  for (const route of routes) {
    it(`answer the example of ${route.name} like the contract shows it`, async () => {
      const response = await call(route, await callerFor(route.example.state), route.example);
      expect(response.statusCode, response.body).toBe(route.example.status ?? 200);
      expect(unlike(route.example.response, response.json())).toEqual([]);
    });
  }
});
