import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUY_CAR_EXCEPTION_CONFIG,
  COMPARISONS,
  isBuyCarException,
  isModuleVisible,
  isVisible,
  MAX_RULE_DEPTH,
  parseModuleVisibility,
  parseVisibilityRule,
  type Scalar,
  type VisibilityData,
  type VisibilityRule,
  valueAt,
} from './visibility.ts';

const now = new Date('2026-05-10T10:00:00Z'); // 12:00 in Berlin
const visible = (rule: VisibilityRule, data: VisibilityData) => isVisible(rule, data, now);

describe('field paths', () => {
  it('reads nested fields and list elements', () => {
    const data = { deal: { car: { oem: 'BMW' } }, drivers: [{ status: 'active' }] };
    expect(valueAt(data, 'deal.car.oem')).toBe('BMW');
    expect(valueAt(data, 'drivers.0.status')).toBe('active');
    expect(valueAt(data, 'drivers.1.status')).toBeUndefined();
    expect(valueAt(data, 'deal.car.oem.length')).toBeUndefined();
  });

  it('never reads inherited properties', () => {
    expect(valueAt({ deal: {} }, 'deal.constructor')).toBeUndefined();
    expect(valueAt({ deal: {} }, 'deal.__proto__')).toBeUndefined();
  });
});

describe('days rules', () => {
  const returnIn = (date: string | null) => ({ deal: { return_date: date } });
  const within90 = { type: 'days', field: 'deal.return_date', operator: 'lte', value: 90 } as const;

  it('counts Berlin calendar days until the date: 90 days ahead is within 90, 91 is not', () => {
    expect(visible(within90, returnIn('2026-08-08'))).toBe(true); // 90 days
    expect(visible(within90, returnIn('2026-08-09'))).toBe(false); // 91 days
  });

  it('counts the day in Berlin, not in UTC', () => {
    const lateEvening = new Date('2026-05-10T22:30:00Z'); // already 11 May in Berlin
    const tomorrow = { type: 'days', field: 'deal.return_date', operator: 'eq', value: 1 } as const;
    expect(isVisible(tomorrow, returnIn('2026-05-11'), now)).toBe(true);
    expect(isVisible(tomorrow, returnIn('2026-05-11'), lateEvening)).toBe(false);
  });

  it('counts days since a date with direction since', () => {
    const sinceAWeek = {
      type: 'days',
      field: 'deal.created_at',
      direction: 'since',
      operator: 'gte',
      value: 7,
    } as const;
    expect(visible(sinceAWeek, { deal: { created_at: '2026-05-03' } })).toBe(true);
    expect(visible(sinceAWeek, { deal: { created_at: '2026-05-04' } })).toBe(false);
  });

  it('is false when the date is missing or no date', () => {
    const anyTime = { type: 'days', field: 'deal.return_date', operator: 'gte', value: -100_000 } as const;
    expect(visible(anyTime, returnIn(null))).toBe(false);
    expect(visible(anyTime, returnIn('bald'))).toBe(false);
    expect(visible(anyTime, {})).toBe(false);
  });
});

describe('hours rules', () => {
  const olderThanADay = {
    type: 'hours',
    field: 'deal.created_at',
    direction: 'since',
    operator: 'gte',
    value: 24,
  } as const;

  it('compares exact hours since a date-time: 24 hours to the second', () => {
    expect(visible(olderThanADay, { deal: { created_at: '2026-05-09T10:00:00Z' } })).toBe(true);
    expect(visible(olderThanADay, { deal: { created_at: '2026-05-09T10:00:01Z' } })).toBe(false);
  });

  it('counts hours until a date-time by default', () => {
    const withinTwoHours = { type: 'hours', field: 'slot', operator: 'lte', value: 2 } as const;
    expect(visible(withinTwoHours, { slot: '2026-05-10T12:00:00Z' })).toBe(true);
    expect(visible(withinTwoHours, { slot: '2026-05-10T12:00:01Z' })).toBe(false);
  });
});

describe('number rules', () => {
  it.each([
    ['gt', 3, false],
    ['gte', 3, true],
    ['lt', 3, false],
    ['lte', 3, true],
    ['eq', 3, true],
    ['gt', 2, true],
    ['lt', 4, true],
    ['eq', 4, false],
  ] as const)('compares 3 %s %d as %s', (operator, value, expected) => {
    expect(visible({ type: 'number', field: 'months', operator, value }, { months: 3 })).toBe(expected);
  });

  it('is false for a text that looks like a number', () => {
    expect(visible({ type: 'number', field: 'months', operator: 'eq', value: 3 }, { months: '3' })).toBe(
      false,
    );
  });
});

describe('contains, equal, included and boolean rules', () => {
  it('finds a text in a text, case-sensitively', () => {
    expect(visible({ type: 'contains', field: 'model', value: 'Octavia' }, { model: 'Škoda Octavia' })).toBe(
      true,
    );
    expect(visible({ type: 'contains', field: 'model', value: 'octavia' }, { model: 'Škoda Octavia' })).toBe(
      false,
    );
  });

  it('finds an element in a list', () => {
    expect(visible({ type: 'contains', field: 'tags', value: 'ev' }, { tags: ['suv', 'ev'] })).toBe(true);
    expect(visible({ type: 'contains', field: 'tags', value: 'e' }, { tags: ['suv', 'ev'] })).toBe(false);
  });

  it('compares strictly: the number 1 is not the text "1"', () => {
    expect(visible({ type: 'equal', field: 'x', value: 1 }, { x: 1 })).toBe(true);
    expect(visible({ type: 'equal', field: 'x', value: 1 }, { x: '1' })).toBe(false);
  });

  it('treats a missing field as null', () => {
    expect(visible({ type: 'equal', field: 'deal.return_type', value: null }, { deal: {} })).toBe(true);
    expect(visible({ type: 'not_equal', field: 'deal.return_type', value: null }, { deal: {} })).toBe(false);
  });

  it('checks whether the value is in a list', () => {
    const preHandover = { type: 'included', field: 'deal.state', value: ['CREATED', 'ACTIVE'] } as const;
    expect(visible(preHandover, { deal: { state: 'ACTIVE' } })).toBe(true);
    expect(visible(preHandover, { deal: { state: 'ENDED' } })).toBe(false);
    expect(visible({ ...preHandover, type: 'not_included' }, { deal: { state: 'ENDED' } })).toBe(true);
  });

  it('needs a real boolean for a boolean rule', () => {
    const eligible = { type: 'boolean', field: 'eligible', value: true } as const;
    expect(visible(eligible, { eligible: true })).toBe(true);
    expect(visible(eligible, { eligible: 'true' })).toBe(false);
    expect(visible({ type: 'boolean', field: 'eligible', value: false }, {})).toBe(false);
  });

  it('takes an empty list as falsy, and zero, empty text, null and a missing field too', () => {
    for (const value of [[], 0, '', null, undefined, false, Number.NaN])
      expect(visible({ type: 'falsy', field: 'x' }, { x: value })).toBe(true);
    for (const value of [['a'], 1, 'a', true, {}])
      expect(visible({ type: 'truthy', field: 'x' }, { x: value })).toBe(true);
  });
});

describe('and / or groups', () => {
  const active = { type: 'equal', field: 'state', value: 'ACTIVE' } as const;
  const swap = { type: 'equal', field: 'kind', value: 'SWAP_SAME_DAY' } as const;

  it('needs all rules for and, one rule for or', () => {
    const data = { state: 'ACTIVE', kind: null };
    expect(visible({ type: 'and', rules: [active, swap] }, data)).toBe(false);
    expect(visible({ type: 'or', rules: [active, swap] }, data)).toBe(true);
    expect(visible({ type: 'or', rules: [swap] }, data)).toBe(false);
  });

  it('nests groups', () => {
    const rule = {
      type: 'and',
      rules: [active, { type: 'or', rules: [swap, { type: 'truthy', field: 'eligible' }] }],
    } as const;
    expect(visible(rule, { state: 'ACTIVE', eligible: true })).toBe(true);
    expect(visible(rule, { state: 'ACTIVE', eligible: false })).toBe(false);
  });

  it('takes an empty and as true, an empty or as false, and no rule as visible', () => {
    expect(visible({ type: 'and', rules: [] }, {})).toBe(true);
    expect(visible({ type: 'or', rules: [] }, {})).toBe(false);
    expect(isVisible(undefined, {}, now)).toBe(true);
  });
});

describe('parsing rules from content', () => {
  it('accepts a well-formed rule and fills in the default direction', () => {
    const json = JSON.parse(
      '{"type":"days","field":"deal.return_date","operator":"lte","value":90,"note":"x"}',
    );
    expect(parseVisibilityRule(json)._unsafeUnwrap()).toEqual({
      type: 'days',
      field: 'deal.return_date',
      operator: 'lte',
      value: 90,
      direction: 'until',
    });
  });

  it('reports an unknown rule type with where it is', () => {
    const json = {
      type: 'or',
      rules: [
        { type: 'truthy', field: 'a' },
        { type: 'regex', field: 'a' },
      ],
    };
    expect(parseVisibilityRule(json)._unsafeUnwrapErr()).toEqual({
      code: 'unknown_rule_type',
      path: 'rule.rules[1]',
      type: 'regex',
    });
  });

  it.each([
    ['no object', 'days'],
    ['no type', { field: 'a' }],
    ['no field', { type: 'truthy' }],
    ['a bad field path', { type: 'truthy', field: 'deal..state' }],
    ['an unknown operator', { type: 'number', field: 'a', operator: 'ge', value: 1 }],
    ['a text where a number belongs', { type: 'days', field: 'a', operator: 'lte', value: '90' }],
    ['an infinite number', { type: 'number', field: 'a', operator: 'lte', value: Number.POSITIVE_INFINITY }],
    ['an unknown direction', { type: 'hours', field: 'a', operator: 'lte', value: 1, direction: 'ago' }],
    ['an object to compare with', { type: 'equal', field: 'a', value: { b: 1 } }],
    ['no list for included', { type: 'included', field: 'a', value: 'ACTIVE' }],
    ['a list of objects for not_included', { type: 'not_included', field: 'a', value: [{}] }],
    ['a text for boolean', { type: 'boolean', field: 'a', value: 'true' }],
    ['no rules in a group', { type: 'and' }],
    ['a broken rule inside a group', { type: 'and', rules: [{ type: 'falsy' }] }],
  ])('refuses a rule with %s', (_, json) => {
    expect(parseVisibilityRule(json)._unsafeUnwrapErr().code).toBe('malformed_rule');
  });

  it(`refuses groups nested deeper than ${MAX_RULE_DEPTH}`, () => {
    const nest = (depth: number): unknown =>
      depth === 0 ? { type: 'truthy', field: 'a' } : { type: 'and', rules: [nest(depth - 1)] };
    expect(parseVisibilityRule(nest(MAX_RULE_DEPTH)).isOk()).toBe(true);
    expect(parseVisibilityRule(nest(MAX_RULE_DEPTH + 1)).isErr()).toBe(true);
  });

  it('never throws, whatever the content holds', () => {
    fc.assert(
      fc.property(fc.anything(), (json) => {
        parseVisibilityRule(json);
        parseVisibilityRule({ type: 'and', rules: [json] });
      }),
    );
  });
});

// Rules over a small set of fields, so that generated data often hits them.
const fields = ['a', 'b', 'deal.x'] as const;
const scalarArb: fc.Arbitrary<Scalar> = fc.oneof(
  fc.constantFrom('ACTIVE', 'CREATED', '', 'x'),
  fc.integer({ min: -3, max: 3 }),
  fc.boolean(),
  fc.constant(null),
);
const dateArb = fc.constantFrom(
  '2026-05-09',
  '2026-05-10',
  '2026-05-11',
  '2026-05-10T08:00:00Z',
  '2026-05-10T12:00:00Z',
);
const fieldValueArb = fc.oneof(
  scalarArb,
  dateArb,
  fc.array(scalarArb, { maxLength: 3 }),
  fc.constant(undefined),
);
const dataArb: fc.Arbitrary<VisibilityData> = fc.record({
  a: fieldValueArb,
  b: fieldValueArb,
  deal: fc.record({ x: fieldValueArb }),
});

const leafArb: fc.Arbitrary<VisibilityRule> = fc.oneof(
  fc.record({
    type: fc.constantFrom('hours', 'days'),
    field: fc.constantFrom(...fields),
    operator: fc.constantFrom(...COMPARISONS),
    value: fc.integer({ min: -3, max: 3 }),
    direction: fc.constantFrom('until', 'since'),
  }),
  fc.record({
    type: fc.constant('number'),
    field: fc.constantFrom(...fields),
    operator: fc.constantFrom(...COMPARISONS),
    value: fc.integer({ min: -3, max: 3 }),
  }),
  fc.record({
    type: fc.constantFrom('contains', 'equal', 'not_equal'),
    field: fc.constantFrom(...fields),
    value: scalarArb,
  }),
  fc.record({ type: fc.constantFrom('truthy', 'falsy'), field: fc.constantFrom(...fields) }),
  fc.record({
    type: fc.constantFrom('included', 'not_included'),
    field: fc.constantFrom(...fields),
    value: fc.array(scalarArb, { maxLength: 3 }),
  }),
  fc.record({ type: fc.constant('boolean'), field: fc.constantFrom(...fields), value: fc.boolean() }),
) as fc.Arbitrary<VisibilityRule>;

const ruleArb: fc.Arbitrary<VisibilityRule> = fc.letrec<{ rule: VisibilityRule }>((tie) => ({
  rule: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafArb,
    fc.record({
      type: fc.constantFrom('and', 'or'),
      rules: fc.array(tie('rule'), { maxLength: 3 }),
    }) as fc.Arbitrary<VisibilityRule>,
  ),
})).rule;

describe('visibility rule invariants', () => {
  it('an and or an or of a rule with itself equals the rule', () => {
    fc.assert(
      fc.property(ruleArb, dataArb, (rule, data) => {
        expect(visible({ type: 'and', rules: [rule, rule] }, data)).toBe(visible(rule, data));
        expect(visible({ type: 'or', rules: [rule, rule] }, data)).toBe(visible(rule, data));
      }),
    );
  });

  it('not_equal is the negation of equal', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), scalarArb, dataArb, (field, value, data) => {
        expect(visible({ type: 'not_equal', field, value }, data)).toBe(
          !visible({ type: 'equal', field, value }, data),
        );
      }),
    );
  });

  it('falsy is the negation of truthy', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), dataArb, (field, data) => {
        expect(visible({ type: 'falsy', field }, data)).toBe(!visible({ type: 'truthy', field }, data));
      }),
    );
  });

  it('not_included is the negation of included', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.array(scalarArb), dataArb, (field, value, data) => {
        expect(visible({ type: 'not_included', field, value }, data)).toBe(
          !visible({ type: 'included', field, value }, data),
        );
      }),
    );
  });

  it('included in a one-element list equals equal', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), scalarArb, dataArb, (field, value, data) => {
        expect(visible({ type: 'included', field, value: [value] }, data)).toBe(
          visible({ type: 'equal', field, value }, data),
        );
      }),
    );
  });

  it('an and is visible exactly when each of its rules is, an or when one is', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 4 }), dataArb, (rules, data) => {
        expect(visible({ type: 'and', rules }, data)).toBe(rules.every((rule) => visible(rule, data)));
        expect(visible({ type: 'or', rules }, data)).toBe(rules.some((rule) => visible(rule, data)));
      }),
    );
  });

  it('every rule survives parsing unchanged', () => {
    fc.assert(
      fc.property(ruleArb, dataArb, (rule, data) => {
        const parsed = parseVisibilityRule(JSON.parse(JSON.stringify(rule)))._unsafeUnwrap();
        expect(visible(parsed, data)).toBe(visible(rule, data));
      }),
    );
  });
});

describe('content module visibility', () => {
  const createdAt = (created_at: string) => ({ deal: { created_at } });

  it('hides a module for deals younger than 24 hours by default', () => {
    expect(isModuleVisible({}, createdAt('2026-05-09T10:00:01Z'), now)).toBe(false);
    expect(isModuleVisible({}, createdAt('2026-05-09T10:00:00Z'), now)).toBe(true);
  });

  it('uses the configured minimum age instead, and 0 shows the module at once', () => {
    expect(isModuleVisible({ minHoursAfterCreation: 2 }, createdAt('2026-05-10T08:00:00Z'), now)).toBe(true);
    expect(isModuleVisible({ minHoursAfterCreation: 2 }, createdAt('2026-05-10T08:00:01Z'), now)).toBe(false);
    expect(isModuleVisible({ minHoursAfterCreation: 0 }, createdAt('2026-05-10T10:00:00Z'), now)).toBe(true);
  });

  it('does not hold back modules on pages without a deal', () => {
    expect(isModuleVisible({}, {}, now)).toBe(true);
  });

  it('also needs the module rule to hold', () => {
    const onlyActive = { visibility: { type: 'equal', field: 'deal.state', value: 'ACTIVE' } } as const;
    expect(isModuleVisible(onlyActive, { deal: { state: 'ACTIVE', created_at: '2026-01-01' } }, now)).toBe(
      true,
    );
    expect(isModuleVisible(onlyActive, { deal: { state: 'CREATED', created_at: '2026-01-01' } }, now)).toBe(
      false,
    );
  });

  it('parses module settings from content and refuses a negative minimum age', () => {
    expect(parseModuleVisibility({ minHoursAfterCreation: 0 })._unsafeUnwrap()).toEqual({
      minHoursAfterCreation: 0,
    });
    expect(parseModuleVisibility({ visibility: { type: 'truthy', field: 'a' } })._unsafeUnwrap()).toEqual({
      visibility: { type: 'truthy', field: 'a' },
    });
    expect(parseModuleVisibility({ minHoursAfterCreation: -1 })._unsafeUnwrapErr().code).toBe(
      'malformed_rule',
    );
    expect(parseModuleVisibility({ visibility: { type: 'nope' } })._unsafeUnwrapErr()).toEqual({
      code: 'unknown_rule_type',
      path: 'module.visibility',
      type: 'nope',
    });
  });
});

describe('buy-car exception', () => {
  // 998 and 999 Berlin calendar days after 10 May 2026.
  const day998 = '2029-02-01';
  const day999 = '2029-02-02';
  const deal = (preferred_return_date: string | null, vin: string | null = 'WVWZZZ1KZAW000001') => ({
    car: { vin },
    preferred_return_date,
  });

  it('applies with a VIN and the preferred return date 998 or 999 days ahead', () => {
    expect(isBuyCarException(deal(day998), now)).toBe(true);
    expect(isBuyCarException(deal(day999), now)).toBe(true);
  });

  it('does not apply one day outside the bounds', () => {
    expect(isBuyCarException(deal('2029-01-31'), now)).toBe(false);
    expect(isBuyCarException(deal('2029-02-03'), now)).toBe(false);
  });

  it('needs a VIN', () => {
    expect(isBuyCarException(deal(day998, null), now)).toBe(false);
    expect(isBuyCarException(deal(day998, '  '), now)).toBe(false);
    expect(isBuyCarException({ vin: 'WVWZZZ1KZAW000001', preferred_return_date: day998 }, now)).toBe(true);
  });

  it('needs the configured date field', () => {
    expect(isBuyCarException(deal(null), now)).toBe(false);
    expect(isBuyCarException({ car: { vin: 'V1' }, return_date: day998 }, now)).toBe(false);
    const onReturnDate = { ...BUY_CAR_EXCEPTION_CONFIG, date_field: 'return_date' };
    expect(isBuyCarException({ car: { vin: 'V1' }, return_date: day998 }, now, onReturnDate)).toBe(true);
  });

  it('takes other bounds from the configuration', () => {
    const config = {
      min_days_till_return: 120,
      min_days_before_return: 30,
      date_field: 'preferred_return_date',
    };
    expect(isBuyCarException(deal('2026-06-09'), now, config)).toBe(true); // 30 days
    expect(isBuyCarException(deal('2026-06-08'), now, config)).toBe(false); // 29 days
    expect(isBuyCarException(deal('2026-09-07'), now, config)).toBe(true); // 120 days
    expect(isBuyCarException(deal('2026-09-08'), now, config)).toBe(false); // 121 days
  });
});
