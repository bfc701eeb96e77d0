/** A fixed "now" for rule tests and dates relative to it, in Berlin calendar days. */
import { berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';

export const NOW = new Date('2026-11-22T10:00:00Z');

/** The Berlin calendar date `n` days from NOW ('YYYY-MM-DD'). */
export const inDays = (n: number, now: Date = NOW): string => toIsoDate(berlinDayOfInstant(now) + n);

export const hoursAgo = (hours: number, now: Date = NOW): string =>
  new Date(now.getTime() - hours * 3_600_000).toISOString();
