import { grossNetSplit } from '../prolongation/rules.ts';
import {
  addCalendarMonths,
  berlinDay,
  berlinDayOfInstant,
  type EpochDay,
  isDateText,
} from '../shared/calendar-days.ts';
import { type Cents, cents } from '../shared/money.ts';
import { isInCarsTab } from './cars-tabs.ts';

/**
 * What a fleet costs per calendar month (our design for the fleet overview, docs/ui/business.md):
 * a car's monthly rate is charged once per month of its term, on the day its term began each
 * month (the handover's day), so the calendar months a car costs in are those holding one of
 * these days before its term's end. The deal's amount is the gross rate (19% VAT); its net is
 * core's split (grossNetSplit), as the CSV export writes it.
 */

/** A calendar month, 'YYYY-MM'; as text it sorts and compares as months do. */
export type MonthText = string;

/** The calendar months a car costs in: from `from` up to, not including, `end`; its rate net and gross. */
export type CostMonths = {
  readonly from: MonthText;
  readonly end: MonthText;
  readonly net: Cents;
  readonly gross: Cents;
};

/** What a car's costs are read from: its state, rate, term and dates as the fleet list has them. */
export type CostCar = {
  readonly state: Parameters<typeof isInCarsTab>[0];
  readonly amount?: number | null;
  readonly term?: number | null;
  readonly actual_handover_date?: string | null;
  readonly planned_delivery_date?: string | null;
  readonly preliminary_delivery_date?: string | null;
  readonly return_date?: string | null;
  readonly end_date?: string | null;
  readonly computed_end_date?: string | null;
  readonly created_at?: string | null;
};

const MONTH = /^(\d{4})-(\d{2})$/;

/** Months since year 0: 2026-11 → 2026·12 + 10. */
const monthIndexOf = (month: MonthText): number => {
  const [, year, number] = MONTH.exec(month) ?? [];
  return Number(year) * 12 + Number(number) - 1;
};

const monthTextOf = (index: number): MonthText =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Whether a text is a month ('YYYY-MM', month 01 to 12). */
export const isMonthText = (text: string): boolean => {
  const match = MONTH.exec(text);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
};

/** The month `months` after (before, when negative) a month. */
export const addMonths = (month: MonthText, months: number): MonthText =>
  monthTextOf(monthIndexOf(month) + months);

/** The calendar month of a Berlin calendar day. */
export const monthOfDay = (day: EpochDay): MonthText => {
  const date = new Date(day * 86_400_000);
  return monthTextOf(date.getUTCFullYear() * 12 + date.getUTCMonth());
};

/** The calendar month of `now` in Berlin. */
export const monthOfInstant = (now: Date): MonthText => monthOfDay(berlinDayOfInstant(now));

const dayOf = (text: string | null | undefined): EpochDay | null => {
  if (!text || !isDateText(text)) return null;
  const day = berlinDay(text);
  return Number.isFinite(day) ? day : null;
};

/**
 * The cars that cost or have cost a rate: those of "Meine Flotte" and of the archive (business spec
 * §2). A reserved order is no commitment until its contract is signed; an order in preparation is
 * in no tab.
 */
const isChargedState = (state: CostCar['state']): boolean =>
  isInCarsTab(state, 'all') || isInCarsTab(state, 'archived');

/**
 * The months a car costs in, or null for a car that costs nothing (no rate, not charged, no term
 * to count). The term begins at the handover (the actual one, else the coordinated, else the
 * provider's preliminary date) and ends on the return date (else the end dates); either may be
 * counted from the other with the term's months, as the order page ends a term
 * (subscriptionEndOf: the day before the same day `term` months later). Where neither the
 * handover nor the term is known, the term is taken to begin on the order's day (created_at).
 */
export const costMonthsOf = (car: CostCar): CostMonths | null => {
  if (!isChargedState(car.state)) return null;
  if (typeof car.amount !== 'number' || !Number.isInteger(car.amount) || car.amount <= 0) return null;
  const term = typeof car.term === 'number' && Number.isInteger(car.term) && car.term > 0 ? car.term : null;
  let start =
    dayOf(car.actual_handover_date) ??
    dayOf(car.planned_delivery_date) ??
    dayOf(car.preliminary_delivery_date);
  let last = dayOf(car.return_date) ?? dayOf(car.end_date) ?? dayOf(car.computed_end_date);
  if (start === null && last !== null && term !== null) start = addCalendarMonths(last + 1, -term);
  if (last === null && start !== null && term !== null) last = addCalendarMonths(start, term) - 1;
  // Neither a handover nor a term known: the rates are counted from the order's day.
  if (start === null && last !== null) start = dayOf(car.created_at);
  if (start === null || last === null || last < start) return null;
  const first = monthIndexOf(monthOfDay(start));
  // The last charge: the latest same day of a month (addCalendarMonths) not after the term's end.
  let charges = monthIndexOf(monthOfDay(last)) - first;
  if (addCalendarMonths(start, charges) > last) charges -= 1;
  const gross = cents(car.amount);
  return {
    from: monthTextOf(first),
    end: monthTextOf(first + charges + 1),
    net: grossNetSplit(gross).net,
    gross,
  };
};

/** Whether a car costs in a month. */
export const costsIn = (months: CostMonths | null, month: MonthText): boolean =>
  months !== null && months.from <= month && month < months.end;

/** What a fleet costs in a month, and how many cars make it up. */
export type MonthCost = {
  readonly month: MonthText;
  readonly net: Cents;
  readonly gross: Cents;
  readonly cars: number;
};

/**
 * How the fleet's monthly cost changes: from each level's month on (until the next level's), the
 * fleet costs its amounts; ascending by month, none before the first. The read model answers the
 * same from its kept steps in SQL.
 */
export type CostLevels = readonly MonthCost[];

/** The levels of the cars' costs: each car adds its rate at its first month, takes it off at its end. */
export const costLevelsOf = (months: readonly (CostMonths | null)[]): CostLevels => {
  const steps = new Map<MonthText, { net: number; gross: number; cars: number }>();
  const step = (month: MonthText, sign: 1 | -1, cost: CostMonths) => {
    const entry = steps.get(month) ?? { net: 0, gross: 0, cars: 0 };
    entry.net += sign * cost.net;
    entry.gross += sign * cost.gross;
    entry.cars += sign;
    steps.set(month, entry);
  };
  for (const cost of months) {
    if (cost === null) continue;
    step(cost.from, 1, cost);
    step(cost.end, -1, cost);
  }
  let net = 0;
  let gross = 0;
  let cars = 0;
  return [...steps.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .filter(([, delta]) => delta.net !== 0 || delta.gross !== 0 || delta.cars !== 0)
    .map(([month, delta]) => {
      net += delta.net;
      gross += delta.gross;
      cars += delta.cars;
      return { month, net: cents(net), gross: cents(gross), cars };
    });
};

/** The past months the overview shows, before the current one. */
export const COST_MONTHS_BACK = 12;
/** The months ahead it shows at least, the current one included, however soon the terms end. */
export const COST_MONTHS_AHEAD = 12;

/** A month's cost on the overview; `ahead` for the current month and those after it (commitments). */
export type MonthCostFigure = MonthCost & { readonly ahead: boolean };

/**
 * The overview's months: the COST_MONTHS_BACK months before the current one, then the current one
 * and those after it until the last month a running term costs in, at least COST_MONTHS_AHEAD.
 */
export const costPerMonthOf = (levels: CostLevels, now: Date): MonthCostFigure[] => {
  const current = monthOfInstant(now);
  // The last level is where the last term has ended (its cost is zero again).
  const lastCharged = levels.length > 0 ? addMonths((levels.at(-1) as MonthCost).month, -1) : current;
  const ahead = Math.max(COST_MONTHS_AHEAD, monthIndexOf(lastCharged) - monthIndexOf(current) + 1);
  const months: MonthCostFigure[] = [];
  let level = -1;
  for (let offset = -COST_MONTHS_BACK; offset < ahead; offset++) {
    const month = addMonths(current, offset);
    while (level + 1 < levels.length && (levels[level + 1] as MonthCost).month <= month) level++;
    const at = levels[level];
    months.push({
      month,
      net: at?.net ?? cents(0),
      gross: at?.gross ?? cents(0),
      cars: at?.cars ?? 0,
      ahead: offset >= 0,
    });
  }
  return months;
};
