import { err, ok, type Result } from 'neverthrow';
import { daysUntil, isDateText, parseInstant } from '../shared/calendar-days.ts';
import { valueAt } from './value-at.ts';

export { valueAt };

/**
 * Visibility rules of content modules and form steps (consumer spec §5, business spec §5): the
 * rule types hours, days, number, contains, equal, not_equal, truthy, falsy, included,
 * not_included, boolean, and nestable and/or groups. The JSON shape is ours:
 *
 *   { "type": "days", "field": "deal.return_date", "operator": "lte", "value": 90 }
 *   { "type": "hours", "field": "deal.created_at", "direction": "since", "operator": "gte", "value": 24 }
 *   { "type": "included", "field": "deal.state", "value": ["CREATED", "ACTIVE"] }
 *   { "type": "and", "rules": [ …rules ] }
 *
 * `field` is a dotted path into the data object ("deal.car.oem", "drivers.0.status"). Content is
 * checked once with parseVisibilityRule, so a bad rule is an error value there and never crashes
 * the page; evaluating a parsed rule is total.
 */

export const COMPARISONS = ['gt', 'gte', 'lt', 'lte', 'eq'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** 'until': from now to the date (negative once past); 'since': from the date to now. */
export const TIME_DIRECTIONS = ['until', 'since'] as const;
export type TimeDirection = (typeof TIME_DIRECTIONS)[number];

export type Scalar = string | number | boolean | null;

export type VisibilityRule =
  | {
      readonly type: 'hours' | 'days';
      readonly field: string;
      readonly operator: Comparison;
      readonly value: number;
      /** Default 'until'. */
      readonly direction?: TimeDirection;
    }
  | { readonly type: 'number'; readonly field: string; readonly operator: Comparison; readonly value: number }
  | { readonly type: 'contains'; readonly field: string; readonly value: Scalar }
  | { readonly type: 'equal' | 'not_equal'; readonly field: string; readonly value: Scalar }
  | { readonly type: 'truthy' | 'falsy'; readonly field: string }
  | { readonly type: 'included' | 'not_included'; readonly field: string; readonly value: readonly Scalar[] }
  | { readonly type: 'boolean'; readonly field: string; readonly value: boolean }
  | { readonly type: 'and' | 'or'; readonly rules: readonly VisibilityRule[] };

export const RULE_TYPES = [
  'hours',
  'days',
  'number',
  'contains',
  'equal',
  'not_equal',
  'truthy',
  'falsy',
  'included',
  'not_included',
  'boolean',
  'and',
  'or',
] as const satisfies readonly VisibilityRule['type'][];

/** The data rules look at: the deal, the customer, the form's values — JSON-like, nested. */
export type VisibilityData = Readonly<Record<string, unknown>>;

export type RuleError =
  | { readonly code: 'unknown_rule_type'; readonly path: string; readonly type: string }
  | { readonly code: 'malformed_rule'; readonly path: string; readonly reason: string };

/** Deeper nesting than this is refused: hostile or broken content must not exhaust the stack. */
export const MAX_RULE_DEPTH = 16;

const FIELD_PATH = /^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/;
const MS_PER_HOUR = 3_600_000;

// ---------------------------------------------------------------------------------------------
// Evaluation

const compare = (actual: number, operator: Comparison, expected: number): boolean => {
  switch (operator) {
    case 'gt':
      return actual > expected;
    case 'gte':
      return actual >= expected;
    case 'lt':
      return actual < expected;
    case 'lte':
      return actual <= expected;
    case 'eq':
      return actual === expected;
  }
};

/**
 * Time from now to a date field (or from the date to now for 'since'): Berlin calendar days for
 * days (consumer §9 and docs/architecture.md), exact fractional hours for hours. A missing or
 * unreadable date makes the rule false.
 */
const timeTo = (
  unit: 'hours' | 'days',
  text: unknown,
  now: Date,
  direction: TimeDirection,
): number | undefined => {
  if (typeof text !== 'string' || !isDateText(text)) return undefined;
  const until =
    unit === 'days' ? daysUntil(text, now) : (parseInstant(text).getTime() - now.getTime()) / MS_PER_HOUR;
  return direction === 'since' ? -until : until;
};

/** A missing field equals null, so { equal, value: null } also matches a field that is absent. */
const asScalar = (value: unknown): unknown => (value === undefined ? null : value);

/** JavaScript truthiness, except that an empty list is falsy (an empty list of drivers is "no drivers"). */
export const isTruthy = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : Boolean(value);

const isIncluded = (value: unknown, list: readonly Scalar[]): boolean =>
  list.includes(asScalar(value) as Scalar);

/** Case-sensitive substring of a text, or an element (===) of a list; false for anything else. */
const contains = (haystack: unknown, needle: Scalar): boolean => {
  if (typeof haystack === 'string') return typeof needle === 'string' && haystack.includes(needle);
  if (Array.isArray(haystack)) return haystack.some((element) => element === needle);
  return false;
};

const evaluate = (rule: VisibilityRule, data: VisibilityData, now: Date): boolean => {
  switch (rule.type) {
    case 'and':
      return rule.rules.every((inner) => evaluate(inner, data, now));
    case 'or':
      return rule.rules.some((inner) => evaluate(inner, data, now));
    case 'hours':
    case 'days': {
      const time = timeTo(rule.type, valueAt(data, rule.field), now, rule.direction ?? 'until');
      return time !== undefined && compare(time, rule.operator, rule.value);
    }
    case 'number': {
      const value = valueAt(data, rule.field);
      return typeof value === 'number' && Number.isFinite(value) && compare(value, rule.operator, rule.value);
    }
    case 'contains':
      return contains(valueAt(data, rule.field), rule.value);
    case 'equal':
      return asScalar(valueAt(data, rule.field)) === rule.value;
    case 'not_equal':
      return asScalar(valueAt(data, rule.field)) !== rule.value;
    case 'truthy':
      return isTruthy(valueAt(data, rule.field));
    case 'falsy':
      return !isTruthy(valueAt(data, rule.field));
    case 'included':
      return isIncluded(valueAt(data, rule.field), rule.value);
    case 'not_included':
      return !isIncluded(valueAt(data, rule.field), rule.value);
    case 'boolean':
      return valueAt(data, rule.field) === rule.value;
  }
};

/** No rule means visible. An empty `and` is true, an empty `or` false. */
export const isVisible = (rule: VisibilityRule | undefined, data: VisibilityData, now: Date): boolean =>
  rule === undefined || evaluate(rule, data, now);

// ---------------------------------------------------------------------------------------------
// Parsing content JSON

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: unknown): value is Scalar =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

const malformed = (path: string, reason: string): Result<never, RuleError> =>
  err({ code: 'malformed_rule', path, reason });

const parseField = (json: Record<string, unknown>, path: string): Result<string, RuleError> =>
  typeof json.field === 'string' && FIELD_PATH.test(json.field)
    ? ok(json.field)
    : malformed(path, 'field must be a dotted path such as "deal.return_date"');

const parseComparison = (json: Record<string, unknown>, path: string): Result<Comparison, RuleError> =>
  isOneOf(COMPARISONS, json.operator)
    ? ok(json.operator)
    : malformed(path, `operator must be one of ${COMPARISONS.join(', ')}`);

const parseNumber = (json: Record<string, unknown>, path: string): Result<number, RuleError> =>
  typeof json.value === 'number' && Number.isFinite(json.value)
    ? ok(json.value)
    : malformed(path, 'value must be a number');

const parseAt = (json: unknown, path: string, depth: number): Result<VisibilityRule, RuleError> => {
  if (!isRecord(json)) return malformed(path, 'a rule must be an object');
  const { type } = json;
  if (typeof type !== 'string') return malformed(path, 'type must be a text');
  if (!isOneOf(RULE_TYPES, type)) return err({ code: 'unknown_rule_type', path, type });

  switch (type) {
    case 'and':
    case 'or': {
      if (depth >= MAX_RULE_DEPTH) return malformed(path, `groups nest deeper than ${MAX_RULE_DEPTH}`);
      if (!Array.isArray(json.rules)) return malformed(path, 'rules must be a list of rules');
      const rules: VisibilityRule[] = [];
      for (const [index, inner] of json.rules.entries()) {
        const parsed = parseAt(inner, `${path}.rules[${index}]`, depth + 1);
        if (parsed.isErr()) return err(parsed.error);
        rules.push(parsed.value);
      }
      return ok({ type, rules });
    }
    case 'hours':
    case 'days': {
      const direction = json.direction ?? 'until';
      if (!isOneOf(TIME_DIRECTIONS, direction)) return malformed(path, 'direction must be until or since');
      return parseField(json, path).andThen((field) =>
        parseComparison(json, path).andThen((operator) =>
          parseNumber(json, path).map((value) => ({ type, field, operator, value, direction })),
        ),
      );
    }
    case 'number':
      return parseField(json, path).andThen((field) =>
        parseComparison(json, path).andThen((operator) =>
          parseNumber(json, path).map((value) => ({ type, field, operator, value })),
        ),
      );
    case 'contains':
    case 'equal':
    case 'not_equal': {
      const { value } = json;
      return parseField(json, path).andThen((field) =>
        isScalar(value)
          ? ok({ type, field, value })
          : malformed(path, 'value must be a text, number, boolean or null'),
      );
    }
    case 'truthy':
    case 'falsy':
      return parseField(json, path).map((field) => ({ type, field }));
    case 'included':
    case 'not_included': {
      const { value } = json;
      return parseField(json, path).andThen((field) =>
        Array.isArray(value) && value.every(isScalar)
          ? ok({ type, field, value: [...value] })
          : malformed(path, 'value must be a list of texts, numbers, booleans or null'),
      );
    }
    case 'boolean': {
      const { value } = json;
      return parseField(json, path).andThen((field) =>
        typeof value === 'boolean'
          ? ok({ type, field, value })
          : malformed(path, 'value must be true or false'),
      );
    }
  }
};

/** A rule from content JSON, or the first thing wrong with it (path like "rule.rules[1]"). */
export const parseVisibilityRule = (json: unknown, path = 'rule'): Result<VisibilityRule, RuleError> =>
  parseAt(json, path, 0);

// ---------------------------------------------------------------------------------------------
// Content modules

/** "Default minimum module visibility after creation: 24 hours" (consumer §9). */
export const DEFAULT_MIN_HOURS_AFTER_CREATION = 24;

export type ContentModuleVisibility = {
  readonly visibility?: VisibilityRule;
  /** Hours a deal must exist before the module shows; default 24, 0 shows it at once. */
  readonly minHoursAfterCreation?: number;
};

/**
 * A module shows when its rule holds and the deal (data.deal.created_at) is at least the minimum
 * age. Data without a deal, or a deal without a readable created_at, is not held back by age.
 */
export const isModuleVisible = (
  module: ContentModuleVisibility,
  data: VisibilityData,
  now: Date,
): boolean => {
  const hoursSinceCreation = timeTo('hours', valueAt(data, 'deal.created_at'), now, 'since');
  const minimum = module.minHoursAfterCreation ?? DEFAULT_MIN_HOURS_AFTER_CREATION;
  if (hoursSinceCreation !== undefined && hoursSinceCreation < minimum) return false;
  return isVisible(module.visibility, data, now);
};

/** { visibility?: rule JSON, minHoursAfterCreation?: number ≥ 0 } from content JSON. */
export const parseModuleVisibility = (json: unknown): Result<ContentModuleVisibility, RuleError> => {
  if (!isRecord(json)) return malformed('module', 'module visibility must be an object');
  const { visibility, minHoursAfterCreation } = json;
  if (
    minHoursAfterCreation !== undefined &&
    !(
      typeof minHoursAfterCreation === 'number' &&
      Number.isFinite(minHoursAfterCreation) &&
      minHoursAfterCreation >= 0
    )
  )
    return malformed('module.minHoursAfterCreation', 'must be a number of hours, 0 or more');
  const hours = minHoursAfterCreation === undefined ? {} : { minHoursAfterCreation };
  if (visibility === undefined) return ok(hours);
  return parseAt(visibility, 'module.visibility', 0).map((rule) => ({ ...hours, visibility: rule }));
};

// ---------------------------------------------------------------------------------------------
// Buy-car exception

/** Consumer §9: "Buy-car configuration: min_days_till_return 999, min_days_before_return 998, date field preferred_return_date". */
export type BuyCarExceptionConfig = {
  readonly min_days_till_return: number;
  readonly min_days_before_return: number;
  readonly date_field: string;
};

export const BUY_CAR_EXCEPTION_CONFIG: BuyCarExceptionConfig = {
  min_days_till_return: 999,
  min_days_before_return: 998,
  date_field: 'preferred_return_date',
};

/**
 * "A buy-car exception needs a vehicle VIN and days to end within bounds" (consumer §5). Our reading:
 * the deal's car has a VIN (car.vin, else vin: a text that is not blank), the deal has a readable
 * date in `date_field`, and the Berlin calendar days from today to that date lie within the bounds
 * min_days_before_return ≤ D ≤ min_days_till_return (both inclusive; the smaller configured value is
 * the lower bound, whichever name it has). With the configured 998 and 999 only a return 998 or 999
 * days ahead qualifies: the exception is practically switched off until the product team sets real
 * bounds — an open question for them.
 */
export const isBuyCarException = (
  deal: VisibilityData,
  now: Date,
  config: BuyCarExceptionConfig = BUY_CAR_EXCEPTION_CONFIG,
): boolean => {
  const vin = valueAt(deal, 'car.vin') ?? valueAt(deal, 'vin');
  if (typeof vin !== 'string' || vin.trim() === '') return false;
  const days = timeTo('days', valueAt(deal, config.date_field), now, 'until');
  if (days === undefined) return false;
  const lower = Math.min(config.min_days_before_return, config.min_days_till_return);
  const upper = Math.max(config.min_days_before_return, config.min_days_till_return);
  return days >= lower && days <= upper;
};
