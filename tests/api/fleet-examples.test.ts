import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from '../../contracts/route.ts';
import { isBinary } from '../../contracts/route.ts';
import { ROUTE_LIST } from '../../contracts/route-table.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';

/**
 * The contract examples of the fleet's reads, replayed against the seeded BFF as the provider
 * verification does: the status, and the answer shaped like the example (every key present, no
 * null where the example has a value, no empty list where it has items).
 */

const FLEET_READS = [
  'getFleetCars',
  'exportFleetCars',
  'getFleetOverview',
  'getOrder',
  'getSwapCandidates',
  'getDeliveryOptions',
  'getEndOfSubscriptionOptions',
  'getContacts',
  'getRoles',
];

const shapeProblems = (expected: unknown, actual: unknown, path: string): string[] => {
  if (expected === null) return actual === null ? [] : [`${path}: expected null`];
  if (actual === null || actual === undefined) return [`${path}: missing or null`];
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: not a list`];
    if (expected.length > 0 && actual.length === 0) return [`${path}: empty`];
    return expected.length === 0
      ? []
      : actual.flatMap((item, i) => shapeProblems(expected[0], item, `${path}[${i}]`));
  }
  if (typeof expected === 'object') {
    return Object.entries(expected as Record<string, unknown>).flatMap(([key, value]) =>
      key in (actual as object)
        ? shapeProblems(value, (actual as Record<string, unknown>)[key], `${path}.${key}`)
        : [`${path}.${key}: missing`],
    );
  }
  return typeof expected === typeof actual ? [] : [`${path}: ${typeof actual} instead of ${typeof expected}`];
};

const urlOf = (route: AnyRoute, example: { params?: object; query?: object }) => {
  const path = route.path.replace(
    /\{(\w+)\}/g,
    (_, name) => (example.params as Record<string, string>)[name] ?? '',
  );
  const query = Object.entries(example.query ?? {}).map(([key, value]) => [key, String(value)]);
  return query.length > 0 ? `${path}?${new URLSearchParams(query)}` : path;
};

let bff: DemoBff;
beforeAll(async () => {
  bff = await demoBff();
});
afterAll(() => bff.close());

describe('the fleet reads’ contract examples', () => {
  const examples = ROUTE_LIST.filter((route) => FLEET_READS.includes(route.name)).flatMap((route) =>
    [...(route.errorExamples ?? []), route.example]
      .filter((example) => !/fails/.test(example.state))
      .map((example) => ({ route, example })),
  );

  it.each(examples)('$route.name: $example.state', async ({ route, example }) => {
    const email = /(\S+@\S+\.example)/.exec(example.state)?.[1];
    const caller = email ? await bff.signIn(email) : bff.anonymous;
    const response = await caller.get(urlOf(route, example));
    expect(response.statusCode).toBe(example.status ?? 200);
    if ('code' in example) expect(response.json().error.code).toBe(example.code);
    else if (!isBinary(route.response))
      expect(shapeProblems(example.response, response.json(), '')).toEqual([]);
  });
});
