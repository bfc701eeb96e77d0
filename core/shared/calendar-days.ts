import { TZDate } from '@date-fns/tz';

/**
 * Calendar days as the portal counts them: in Europe/Berlin, whatever the server's zone
 * (docs/architecture.md, "Time, money, text"). A calendar date is held as its epoch day, the
 * number of days since 1970-01-01, so differences are plain subtraction and immune to DST.
 */
export type EpochDay = number;

export const BERLIN = 'Europe/Berlin';
const MS_PER_DAY = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const epochDayOf = (year: number, month: number, day: number): EpochDay =>
  Date.UTC(year, month - 1, day) / MS_PER_DAY;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The number of the two ASCII digits at `index` (the caller knows they are digits). */
const twoDigits = (text: string, index: number): number =>
  (text.charCodeAt(index) - 48) * 10 + text.charCodeAt(index + 1) - 48;

/** True for 'YYYY-MM-DD' (a real calendar date) and for ISO date-times with or without an offset. */
export const isDateText = (text: string): boolean => {
  if (text.length === 10 && DATE_ONLY.test(text)) {
    // Digits by position, not slices and Number(): this runs for every date field of every deal
    // the CLI reads.
    const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
    const month = twoDigits(text, 5);
    const day = twoDigits(text, 8);
    if (month < 1 || month > 12 || day < 1) return false;
    return day <= (month === 2 && !isLeapYear(year) ? 28 : (DAYS_IN_MONTH[month - 1] ?? 0));
  }
  return isPlainInstant(text) || (DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)));
};

const PLAIN_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * 'YYYY-MM-DDTHH:mm:ss.sssZ' (as JSON and the BFF write instants) with every field in its range, so
 * that Date.parse surely reads it: it answers the usual date-time field without Date.parse, which
 * costs five times the rest of the check (calendar-days.test.ts holds the two equal).
 */
const isPlainInstant = (text: string): boolean => {
  if (text.length !== 24 || !PLAIN_INSTANT.test(text)) return false;
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= 31 &&
    twoDigits(text, 11) <= 23 &&
    twoDigits(text, 14) <= 59 &&
    twoDigits(text, 17) <= 59
  );
};

// The zone lookup is the costly part of a day count, and one evaluation asks for the same "now"
// many times: remember the last instant.
let lastInstant = Number.NaN;
let lastDay: EpochDay = Number.NaN;

/** The Berlin calendar date of an instant. */
export const berlinDayOfInstant = (instant: Date | number): EpochDay => {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (ms === lastInstant) return lastDay;
  const inBerlin = new TZDate(ms, BERLIN);
  lastDay = epochDayOf(inBerlin.getFullYear(), inBerlin.getMonth() + 1, inBerlin.getDate());
  lastInstant = ms;
  return lastDay;
};

/**
 * The Berlin calendar date of a date text. A date without a time ('2026-03-29') already is a
 * calendar date and is taken as it is; a date-time is an instant (without an offset it is read
 * as Berlin wall time, as the backend writes local times).
 */
export const berlinDay = (text: string): EpochDay => {
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) return epochDayOf(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  return berlinDayOfInstant(parseInstant(text));
};

/** An instant from a date text; a date-time without an offset is Berlin wall time. */
export const parseInstant = (text: string): Date => {
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
  if (hasOffset || !DATE_TIME.test(text)) return new Date(text);
  const [datePart = '', timePart = '00:00'] = text.split(/[T ]/);
  const [y, m, d] = datePart.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss = '0'] = timePart.split(':');
  return new TZDate(y, m - 1, d, Number(hh), Number(mm), Math.floor(Number(ss)), BERLIN);
};

/** D(x): Berlin calendar days from today to the date, negative in the past. */
export const daysUntil = (text: string, now: Date): number => berlinDay(text) - berlinDayOfInstant(now);

/** "Within N days": 0 ≤ D(x) ≤ N. A missing date is never within. */
export const isWithinDays = (text: string | null | undefined, now: Date, days: number): boolean => {
  if (!text) return false;
  const d = daysUntil(text, now);
  return d >= 0 && d <= days;
};

export const toIsoDate = (day: EpochDay): string => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** Day of the week of a calendar date, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export const weekdayOf = (day: EpochDay): number => (((day + 4) % 7) + 7) % 7;

export const isWeekend = (day: EpochDay): boolean => {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
};

/**
 * The same day of the month `months` later; the last day of the month where that day does not
 * exist (31 January + 1 month = 28 or 29 February).
 */
export const addCalendarMonths = (day: EpochDay, months: number): EpochDay => {
  const date = new Date(day * MS_PER_DAY);
  const targetMonth = date.getUTCMonth() + months;
  const lastDayOfTarget = new Date(Date.UTC(date.getUTCFullYear(), targetMonth + 1, 0)).getUTCDate();
  return (
    Date.UTC(date.getUTCFullYear(), targetMonth, Math.min(date.getUTCDate(), lastDayOfTarget)) / MS_PER_DAY
  );
};

/**
 * The public holidays kept everywhere in Germany (Neujahr, Karfreitag, Ostermontag, Tag der Arbeit,
 * Christi Himmelfahrt, Pfingstmontag, Tag der Deutschen Einheit, both Christmas days): a working
 * day of the specification's ("8 working days", "3 working days", the appointment calendars) is
 * none of these. The holidays of single states are left out: the portal serves all of Germany.
 */
const FIXED_HOLIDAYS: readonly (readonly [month: number, day: number])[] = [
  [1, 1],
  [5, 1],
  [10, 3],
  [12, 25],
  [12, 26],
];
/** Days after Easter Sunday: Karfreitag, Ostermontag, Christi Himmelfahrt, Pfingstmontag. */
const EASTER_OFFSETS: readonly number[] = [-2, 1, 39, 50];

/** Easter Sunday of a Gregorian year (the anonymous algorithm of Meeus, Jones and Butcher). */
export const easterSunday = (year: number): EpochDay => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return epochDayOf(year, month, day);
};

const holidaysByYear = new Map<number, ReadonlySet<EpochDay>>();
const holidaysOf = (year: number): ReadonlySet<EpochDay> => {
  let days = holidaysByYear.get(year);
  if (!days) {
    const easter = easterSunday(year);
    days = new Set([
      ...FIXED_HOLIDAYS.map(([month, day]) => epochDayOf(year, month, day)),
      ...EASTER_OFFSETS.map((offset) => easter + offset),
    ]);
    holidaysByYear.set(year, days);
  }
  return days;
};

/** A public holiday in all of Germany. */
export const isPublicHoliday = (day: EpochDay): boolean =>
  holidaysOf(new Date(day * MS_PER_DAY).getUTCFullYear()).has(day);

/** Monday to Friday and no public holiday in all of Germany. */
export const isWorkingDay = (day: EpochDay): boolean => !isWeekend(day) && !isPublicHoliday(day);

/** Working days (isWorkingDay) after `from` up to and including `to`. */
export const workingDaysAfter = (from: EpochDay, to: EpochDay): number => {
  let count = 0;
  for (let day = from + 1; day <= to; day++) if (isWorkingDay(day)) count++;
  return count;
};
