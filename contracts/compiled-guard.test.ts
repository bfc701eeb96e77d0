import fc from 'fast-check';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { nullable } from './codecs.ts';
import { compileGuard } from './compiled-guard.ts';
import { DealContext } from './deal-context.ts';
import { isMultipart } from './route.ts';
import { ROUTE_LIST } from './route-table.ts';

type Json = unknown;

/** Every path into a JSON value, the empty path (the value itself) included. */
const pathsOf = (value: Json, prefix: readonly (string | number)[] = []): (string | number)[][] => {
  const here = [[...prefix]];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => pathsOf(item, [...prefix, i]))];
  if (value !== null && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
  return here;
};

const DELETE = Symbol('delete');

/** The value with the part at path replaced (or removed); the input is left as it is. */
const replaced = (value: Json, path: readonly (string | number)[], next: unknown): Json => {
  if (path.length === 0) return next === DELETE ? undefined : next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const inner = replaced(copy[head], rest, next);
  if (next === DELETE && rest.length === 0 && !Array.isArray(copy)) delete copy[head];
  else copy[head] = inner;
  return copy;
};

const replacement = fc.oneof(
  fc.constantFrom<unknown>(DELETE, null, undefined, '', 'ACTIVE', 'PICKUP', '2026-11-22', '2026-02-30'),
  fc.constantFrom<unknown>(0, 1.5, -1, true, false, [], {}, [1], { id: 'x' }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A valid value with a few of its parts replaced by values near the codec's edges. */
const mutationsOf = (base: Json) => {
  const paths = pathsOf(base);
  return fc
    .array(fc.tuple(fc.nat(paths.length - 1), replacement), { maxLength: 3 })
    .map((changes) =>
      changes.reduce<Json>((value, [index, next]) => replaced(value, paths[index] ?? [], next), base),
    );
};

const dateText = fc.constantFrom('2026-12-20', '2026-11-22T10:00:00Z', '2026-02-30', 'soon', '');
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const anyValue = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
const nearContext = fc.record(
  {
    deal: fc.record(
      {
        id: fc.oneof(fc.string(), fc.integer()),
        state: fc.constantFrom('ACTIVE', 'CREATED', 'NOT_SIGNED', 'FLYING', 5),
        return_date: maybe(fc.oneof(dateText, anyValue)),
        return_type: maybe(fc.constantFrom('PICKUP', 'SELF_RETURN', 'BOAT', null)),
        car: maybe(fc.oneof(fc.record({ oem: maybe(anyValue) }), anyValue)),
      },
      { requiredKeys: [] },
    ),
    followUpDeal: maybe(fc.oneof(fc.record({ id: anyValue }), anyValue)),
    otherDeals: maybe(fc.array(fc.record({ id: fc.string(), state: fc.constantFrom('ENDED', 'NOPE') }))),
    bannerDismissals: maybe(fc.dictionary(fc.string(), fc.oneof(dateText, anyValue))),
  },
  { requiredKeys: [] },
);

const SAMPLE_CONTEXT = {
  deal: {
    id: 'd-1001',
    state: 'ACTIVE',
    variant: 'SUBSCRIPTION',
    created_at: '2025-12-20T09:30:00Z',
    term: 12,
    return_date: '2026-12-20',
    amount: 54900,
    car: { oem: 'Volkswagen', model: 'ID.4 Pro', registration_data: { license_plate: 'M-AB 1234' } },
  },
  followUpDeal: { id: 'd-1002', preferred_handover_date: '2027-01-04', car: { oem: 'Cupra' } },
  handoverMetadata: { availability_confidence: { deviation_in_weeks: 3 } },
  returnData: { planned_delivery_date: null, preferred_delivery_date: '2026-12-19' },
  addons: { canUpgradeInsurance: false, hasDeductibleAddon: true },
  otherDeals: [{ id: 'd-0900', state: 'ENDED' }],
  bannerDismissals: { extend: '2026-11-21T08:00:00Z' },
};

describe('a compiled guard', () => {
  const guard = compileGuard(DealContext);

  it('accepts exactly the deal contexts the codec accepts', () => {
    fc.assert(
      fc.property(fc.oneof(nearContext, mutationsOf(SAMPLE_CONTEXT), fc.anything()), (value) => {
        expect(guard(value)).toBe(DealContext.is(value));
      }),
      { numRuns: 3_000 },
    );
  });

  it('accepts exactly what the codec of every route body and answer accepts', () => {
    const cases = ROUTE_LIST.flatMap((route) => [
      ...(route.response && !('kind' in route.response) ? [[route.response, route.example.response]] : []),
      ...(route.example.body !== undefined && !isMultipart(route.body)
        ? [[route.body, route.example.body]]
        : []),
    ]) as [t.Mixed, Json][];
    expect(cases.length).toBeGreaterThan(100);
    for (const [codec, example] of cases) {
      const compiled = compileGuard(codec);
      fc.assert(
        fc.property(mutationsOf(example), (value) => {
          expect(compiled(value)).toBe(codec.is(value));
        }),
        { numRuns: 40 },
      );
    }
  });

  it('keeps the io-ts meaning of a missing required key and an undefined optional one', () => {
    const codec = t.intersection([t.type({ a: nullable(t.string) }), t.partial({ b: t.number })]);
    const compiled = compileGuard(codec);
    for (const value of [{}, { a: undefined }, { a: 'x', b: undefined }, { a: null, b: 'x' }, [], null])
      expect(compiled(value)).toBe(codec.is(value));
  });
});
