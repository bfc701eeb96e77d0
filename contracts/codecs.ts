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

/** A field the backend may leave out or send as null. */
export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null, t.undefined]);

export const Integer = t.Int;
