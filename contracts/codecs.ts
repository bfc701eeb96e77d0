import * as t from 'io-ts';
import { isDateText } from '../core/shared/calendar-days.ts';

/** Shared io-ts building blocks for the wire API. */

export type DateTextBrand = { readonly DateText: unique symbol };
/** 'YYYY-MM-DD' or an ISO date-time: what the BFF sends for every date field. */
export const DateText = t.brand(
  t.string,
  (s): s is t.Branded<string, DateTextBrand> => isDateText(s),
  'DateText',
);

/** A string union from a readonly list of literals, e.g. the deal states. */
export const oneOf = <const L extends readonly [string, ...string[]]>(
  values: L,
  name: string,
): t.Type<L[number]> =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as { [K in L[number]]: null }, name);

/**
 * A field the backend may leave out or send as null. Not `t.union([codec, t.null, t.undefined])`:
 * that tries all three members on every field (the hot path of `portal evaluate`) and buries the
 * real problem among the members' errors.
 */
export const nullable = <C extends t.Mixed>(
  codec: C,
): t.Type<t.TypeOf<C> | null | undefined, t.OutputOf<C> | null | undefined> & { readonly inner: C } =>
  Object.assign(
    new t.Type<t.TypeOf<C> | null | undefined, t.OutputOf<C> | null | undefined>(
      `${codec.name} | null`,
      (u): u is t.TypeOf<C> | null | undefined => u === null || u === undefined || codec.is(u),
      (u, context) => (u === null || u === undefined ? t.success(u) : codec.validate(u, context)),
      (a) => (a === null || a === undefined ? a : codec.encode(a)),
    ),
    // Tools that walk codecs (Pact matchers, the OpenAPI document) look through to the value's codec.
    { inner: codec },
  );

export const Integer = t.Int;

/** A whole number sent as a query string ("?page=2"): number in code, string on the wire. */
export const QueryInt = new t.Type<number, string, unknown>(
  'QueryInt',
  (u): u is number => Number.isSafeInteger(u),
  (u, context) => {
    if (typeof u === 'number' && Number.isSafeInteger(u)) return t.success(u);
    if (typeof u === 'string' && /^-?\d{1,15}$/.test(u)) return t.success(Number(u));
    return t.failure(u, context, 'expected a whole number');
  },
  (n) => String(n),
);

/** A flag sent as a query string: "true" or "false". */
export const QueryBoolean = new t.Type<boolean, string, unknown>(
  'QueryBoolean',
  (u): u is boolean => typeof u === 'boolean',
  (u, context) => {
    if (typeof u === 'boolean') return t.success(u);
    if (u === 'true' || u === 'false') return t.success(u === 'true');
    return t.failure(u, context, 'expected true or false');
  },
  (b) => String(b),
);

/** Money on the wire: integer cents. */
export const Cents = t.Int;

/** The answer of a write that returns nothing else. */
export const Ok = t.type({ ok: t.literal(true) });
