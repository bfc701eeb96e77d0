import { berlinDay, daysUntil, isWithinDays, toIsoDate } from '../shared/calendar-days.ts';
import { returnDateOf } from './deal-dates.ts';
import type { DealContext, DealState } from './types.ts';

/**
 * The deal rules as data: a rule is a list of clauses that must all hold, and each clause says in
 * words — German and English, for support to read to a customer — what it looked at and what it
 * needs. The rules decide with `holds` only (the hot path of `portal evaluate`); `portal deal
 * --explain` asks the same clauses for their words, so an explanation cannot disagree with the rule.
 */

export type Words = { readonly de: string; readonly en: string };

export type Clause = {
  readonly holds: (ctx: DealContext, now: Date) => boolean;
  readonly says: (ctx: DealContext, now: Date) => Words;
};

/** A rule's verdict (true/false, or the value of a rule with several outcomes) and why. */
export type Explanation<V = boolean> = { readonly verdict: V; readonly because: readonly Words[] };

export const allHold = (clauses: readonly Clause[], ctx: DealContext, now: Date): boolean => {
  for (const clause of clauses) if (!clause.holds(ctx, now)) return false;
  return true;
};

/** No: the first clause that fails decides. Yes: every clause, since all of them were needed. */
export const explainClauses = (clauses: readonly Clause[], ctx: DealContext, now: Date): Explanation => {
  const failing = clauses.find((clause) => !clause.holds(ctx, now));
  return failing
    ? { verdict: false, because: [failing.says(ctx, now)] }
    : { verdict: true, because: clauses.map((clause) => clause.says(ctx, now)) };
};

/** For rules that look at the deal only: their clauses never read the moment. */
export const ANY_MOMENT = new Date(0);

// ── Words ────────────────────────────────────────────────────────────────────────────────

/** DD.MM.YYYY, the portal's date format, of a Berlin calendar date or instant. */
export const shownDate = (text: string): string => {
  const [year, month, day] = toIsoDate(berlinDay(text)).split('-');
  return `${day}.${month}.${year}`;
};

const orList = (items: readonly string[], or: string) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${or} ${items[items.length - 1]}`;

/** "is 108 days away" / "is today" / "was 3 days ago": a date's distance from today, with its verb. */
export const isWhen = (days: number): Words => {
  if (days === 0) return { de: 'ist heute', en: 'is today' };
  if (days === 1) return { de: 'ist morgen', en: 'is tomorrow' };
  if (days === -1) return { de: 'war gestern', en: 'was yesterday' };
  return days > 0
    ? { de: `ist in ${days} Tagen`, en: `is ${days} days away` }
    : { de: `war vor ${-days} Tagen`, en: `was ${-days} days ago` };
};

// ── Clause makers ────────────────────────────────────────────────────────────────────────

/** The deal is in one of the states. */
export const stateIn = (states: readonly DealState[]): Clause => {
  const wanted = new Set(states);
  return {
    holds: ({ deal }) => wanted.has(deal.state),
    says: ({ deal }) => ({
      de: `der Vertrag ist ${deal.state} (nötig: ${orList(states, 'oder')})`,
      en: `the deal is ${deal.state} (needs ${orList(states, 'or')})`,
    }),
  };
};

type Field = (ctx: DealContext, now: Date) => unknown;
type Label = { readonly de: string; readonly en: string };

/** A value in words: a date as DD.MM.YYYY, a yes or no in the language, anything else as it is. */
const valueText = (value: unknown, language: keyof Words): string => {
  if (typeof value === 'boolean')
    return value ? (language === 'de' ? 'ja' : 'yes') : language === 'de' ? 'nein' : 'no';
  if (value === null || value === undefined) return '–';
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? shownDate(value) : String(value);
};
const both = (value: unknown): Words => ({ de: valueText(value, 'de'), en: valueText(value, 'en') });

/** A value is there (a date, an id, a type). */
export const present = (label: Label, field: Field): Clause => ({
  holds: (ctx, now) => Boolean(field(ctx, now)),
  says: (ctx, now) => {
    const value = field(ctx, now);
    const shown = both(value);
    return value
      ? { de: `${label.de}: ${shown.de}`, en: `${label.en}: ${shown.en}` }
      : { de: `${label.de}: keine Angabe (nötig)`, en: `${label.en}: none (needed)` };
  },
});

/** No value is there. */
export const absent = (label: Label, field: Field): Clause => ({
  holds: (ctx, now) => !field(ctx, now),
  says: (ctx, now) => {
    const value = field(ctx, now);
    const shown = both(value);
    return value
      ? {
          de: `${label.de}: ${shown.de} (darf nicht gesetzt sein)`,
          en: `${label.en}: ${shown.en} (must not be set)`,
        }
      : { de: `${label.de}: keine Angabe`, en: `${label.en}: none` };
  },
});

/** A field has exactly this value. */
export const equals = (label: Label, field: Field, expected: unknown): Clause => ({
  holds: (ctx, now) => field(ctx, now) === expected,
  says: (ctx, now) => {
    const shown = both(field(ctx, now));
    const wanted = both(expected);
    return {
      de: `${label.de}: ${shown.de} (nötig: ${wanted.de})`,
      en: `${label.en}: ${shown.en} (needs ${wanted.en})`,
    };
  },
});

/** A field must not have this value. */
export const differs = (label: Label, field: Field, refused: unknown): Clause => ({
  holds: (ctx, now) => field(ctx, now) !== refused,
  says: (ctx, now) => {
    const shown = both(field(ctx, now));
    const not = both(refused);
    return {
      de: `${label.de}: ${shown.de} (darf nicht ${not.de} sein)`,
      en: `${label.en}: ${shown.en} (must not be ${not.en})`,
    };
  },
});

/** What shows or opens, for the words of a date window: "the banner shows", "return planning opens". */
export type Subject = { readonly de: string; readonly en: string };

export const BANNER_SHOWS: Subject = { de: 'der Hinweis erscheint', en: 'the banner shows' };

/** The return date is within `days` days from today (0 ≤ D ≤ days). */
export const returnWithin = (days: number, subject: Subject): Clause => ({
  holds: ({ deal }, now) => isWithinDays(returnDateOf(deal), now, days),
  says: ({ deal }, now) => {
    const date = returnDateOf(deal);
    if (!date)
      return {
        de: `kein Rückgabedatum (${subject.de} ab ${days} Tagen davor)`,
        en: `no return date (${subject.en} from ${days} days before it)`,
      };
    const when = isWhen(daysUntil(date, now));
    return {
      de: `das Rückgabedatum ${shownDate(date)} ${when.de}; ${subject.de} ab ${days} Tagen davor bis zum Tag selbst`,
      en: `the return date ${shownDate(date)} ${when.en}; ${subject.en} from ${days} days before it until the day itself`,
    };
  },
});
