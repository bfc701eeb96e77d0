import fc from 'fast-check';
import { isRight } from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { DealContext } from './deal-context.ts';
import { fieldProblems } from './decode-errors.ts';

const dateText = fc.constantFrom('2026-12-20', '2026-11-22T10:00:00Z', '2026-02-30', 'soon', '');
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const anyValue = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));

/** Contexts near the codec's edges: valid values, wrong types, impossible dates, unknown states. */
const context = fc.record(
  {
    deal: fc.record(
      {
        id: fc.oneof(fc.string(), fc.integer()),
        state: fc.constantFrom('ACTIVE', 'CREATED', 'NOT_SIGNED', 'FLYING', 5),
        return_date: maybe(fc.oneof(dateText, anyValue)),
        months_till_end: maybe(fc.oneof(fc.integer(), fc.string(), fc.constant(null))),
        return_type: maybe(fc.constantFrom('PICKUP', 'SELF_RETURN', 'BOAT', null)),
        car: maybe(fc.oneof(fc.record({ oem: maybe(anyValue) }), anyValue)),
      },
      { requiredKeys: [] },
    ),
    handover: maybe(fc.record({ planned_delivery_date: maybe(fc.oneof(dateText, anyValue)) })),
    otherDeals: maybe(fc.array(fc.record({ id: fc.string(), state: fc.constantFrom('ENDED', 'NOPE') }))),
    bannerDismissals: maybe(fc.dictionary(fc.string(), fc.oneof(dateText, anyValue))),
  },
  { requiredKeys: [] },
);

describe('the deal context codec', () => {
  it('accepts with its guard exactly what it decodes (the CLI trusts the guard on its fast path)', () => {
    fc.assert(
      fc.property(context, (value) => {
        expect(DealContext.is(value)).toBe(isRight(DealContext.decode(value)));
      }),
      { numRuns: 2_000 },
    );
  });

  it('names every problem by its field path, without union or intersection indices', () => {
    const decoded = DealContext.decode({
      deal: { id: 'd-1', state: 'FLYING', car: { oem: 5 } },
      handover: { planned_delivery_date: '2026-02-30' },
    });
    if (isRight(decoded)) throw new Error('expected problems');
    expect(fieldProblems(decoded.left).map((p) => p.path)).toEqual([
      'deal.state',
      'deal.car.oem',
      'handover.planned_delivery_date',
    ]);
  });

  it('asks for the deal when it is missing', () => {
    const decoded = DealContext.decode({ handover: {} });
    if (isRight(decoded)) throw new Error('expected problems');
    expect(fieldProblems(decoded.left)).toEqual([
      { path: 'deal', message: expect.stringContaining('nothing') },
    ]);
  });
});
