import { type FleetContract, isSignatureMissing } from '../contracts/contracts.ts';
import type { DateText } from '../deals/types.ts';
import { berlinDay, berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';
import { type Cents, cents } from '../shared/money.ts';
import { type FleetCar, isCarInTab } from './cars-list.ts';
import { CARS_TABS, type CarsTab } from './cars-tabs.ts';
import {
  type CostLevels,
  costLevelsOf,
  costMonthsOf,
  costPerMonthOf,
  type MonthCostFigure,
} from './fleet-costs.ts';
import { isRunningCost, monthlyCostOf, overviewHandoverDayOf, overviewReturnDayOf } from './running-cars.ts';

export { isRunningCost, monthlyCostOf, overviewHandoverDayOf, overviewReturnDayOf } from './running-cars.ts';

/** Business spec §4, §9: the return and swap banners' window. */
export const RETURNS_AHEAD_DAYS = 90;

/** The window of RETURNS_AHEAD_DAYS from today, both ends included, cut into weeks of 7 days. */
export const RETURN_WEEKS = Math.ceil((RETURNS_AHEAD_DAYS + 1) / 7);

/** A span of calendar days, both ends included. */
export type DayWindow = { readonly from: DateText; readonly to: DateText };

/** The running cars whose return counts within a window (overviewReturnDayOf). */
export type ReturnsInWindow = DayWindow & { readonly count: number };

export type FleetOverview = {
  readonly tabCounts: Readonly<Record<CarsTab, number>>;
  readonly monthlyCost: {
    readonly total: Cents;
    readonly perCompany: readonly CompanyCost[];
  };
  /** The sum of returnsPerWeek: the running cars returning from today to RETURNS_AHEAD_DAYS ahead. */
  readonly returningWithin90Days: number;
  /** RETURN_WEEKS weeks from today, together the window of returnsAheadWindowOf. */
  readonly returnsPerWeek: readonly ReturnsInWindow[];
  /** The sum of handoversPerWeek: the cars of the handover tab handed over in the same window. */
  readonly handoversWithin90Days: number;
  /** The weeks of returnsPerWeek, each with the cars handed over in it (overviewHandoverDayOf). */
  readonly handoversPerWeek: readonly ReturnsInWindow[];
  /** The fleet's cost per month (fleet-costs.ts): the last months and the commitments ahead. */
  readonly costPerMonth: readonly MonthCostFigure[];
  readonly contractsAwaitingSignature: number;
};

type CompanyCost = { readonly companyId: string; readonly companyName: string; readonly amount: Cents };

/**
 * What the overview sums over a fleet's cars, before the contracts are counted: the cars per tab,
 * the monthly cost of each company with a running car (in any order) and, per week of
 * returnWeeksOf, the running cars whose return counts in it. The fleet list's read model answers
 * the same in SQL.
 */
export type FleetOverviewFigures = {
  readonly tabCounts: Readonly<Record<CarsTab, number>>;
  readonly costPerCompany: readonly CompanyCost[];
  /** RETURN_WEEKS counts, the first week's first. */
  readonly returnsPerWeek: readonly number[];
  /** RETURN_WEEKS counts of the cars handed over in each week, the first week's first. */
  readonly handoversPerWeek: readonly number[];
  /** The levels of the fleet's monthly cost (costLevelsOf over every car's costMonthsOf). */
  readonly costLevels: CostLevels;
};

/**
 * The calendar dates a return must fall between (both included) to count as within the next
 * RETURNS_AHEAD_DAYS at `now`: isWithinDays(date, now, 90) ⇔ from ≤ overviewReturnDayOf ≤ to.
 */
export const returnsAheadWindowOf = (now: Date): DayWindow => {
  const today = berlinDayOfInstant(now);
  return {
    from: toIsoDate(today) as DateText,
    to: toIsoDate(today + RETURNS_AHEAD_DAYS) as DateText,
  };
};

/**
 * The weeks of the returns ahead: 7 days each from today, the last cut at the end of
 * returnsAheadWindowOf, so the weeks together are that window and their counts add up to its count.
 */
export const returnWeeksOf = (now: Date): DayWindow[] => {
  const today = berlinDayOfInstant(now);
  return Array.from({ length: RETURN_WEEKS }, (_, week) => ({
    from: toIsoDate(today + week * 7) as DateText,
    to: toIsoDate(Math.min(today + week * 7 + 6, today + RETURNS_AHEAD_DAYS)) as DateText,
  }));
};

/** The week of returnWeeksOf a return day falls in; -1 outside the window. */
export const returnWeekOf = (day: DateText, now: Date): number => {
  const offset = berlinDay(day) - berlinDayOfInstant(now);
  return offset < 0 || offset > RETURNS_AHEAD_DAYS ? -1 : Math.floor(offset / 7);
};

/** The overview's figures computed from every car: what the read model's SQL must answer. */
export const fleetOverviewFiguresOf = (cars: readonly FleetCar[], now: Date): FleetOverviewFigures => {
  const tabCounts = { all: 0, orders: 0, handover: 0, return: 0, archived: 0 };
  const perCompany = new Map<string, { companyId: string; companyName: string; amount: number }>();
  const returnsPerWeek = Array.from({ length: RETURN_WEEKS }, () => 0);
  const handoversPerWeek = Array.from({ length: RETURN_WEEKS }, () => 0);
  for (const car of cars) {
    const handoverDay = overviewHandoverDayOf(car);
    const handoverWeek = handoverDay ? returnWeekOf(handoverDay, now) : -1;
    if (handoverWeek >= 0) handoversPerWeek[handoverWeek] = (handoversPerWeek[handoverWeek] ?? 0) + 1;
    for (const tab of CARS_TABS) if (isCarInTab(car, tab, now)) tabCounts[tab]++;
    if (isRunningCost(car)) {
      const entry = perCompany.get(car.company.id) ?? {
        companyId: car.company.id,
        companyName: car.company.name,
        amount: 0,
      };
      entry.amount += monthlyCostOf(car);
      perCompany.set(car.company.id, entry);
      const day = overviewReturnDayOf(car);
      const week = day ? returnWeekOf(day, now) : -1;
      if (week >= 0) returnsPerWeek[week] = (returnsPerWeek[week] ?? 0) + 1;
    }
  }
  return {
    tabCounts,
    costPerCompany: [...perCompany.values()].map((entry) => ({ ...entry, amount: cents(entry.amount) })),
    returnsPerWeek,
    handoversPerWeek,
    costLevels: costLevelsOf(cars.map(costMonthsOf)),
  };
};

/**
 * The fleet overview of admins and analysts (our design over §2 and §9), from its figures and the
 * company's contracts: the companies by name (then id), their sum as the total, the returns per
 * week with their days.
 */
export const fleetOverviewFrom = (
  figures: FleetOverviewFigures,
  contracts: readonly FleetContract[],
  now: Date,
): FleetOverview => {
  const perCompany = [...figures.costPerCompany].sort(
    (a, b) =>
      a.companyName.localeCompare(b.companyName, 'de-DE') ||
      (a.companyId < b.companyId ? -1 : a.companyId > b.companyId ? 1 : 0),
  );
  const returnsPerWeek = returnWeeksOf(now).map((week, index) => ({
    ...week,
    count: figures.returnsPerWeek[index] ?? 0,
  }));
  const handoversPerWeek = returnWeeksOf(now).map((week, index) => ({
    ...week,
    count: figures.handoversPerWeek[index] ?? 0,
  }));
  return {
    tabCounts: figures.tabCounts,
    monthlyCost: {
      total: cents(perCompany.reduce((sum, entry) => sum + entry.amount, 0)),
      perCompany,
    },
    returningWithin90Days: returnsPerWeek.reduce((sum, week) => sum + week.count, 0),
    returnsPerWeek,
    handoversWithin90Days: handoversPerWeek.reduce((sum, week) => sum + week.count, 0),
    handoversPerWeek,
    costPerMonth: costPerMonthOf(figures.costLevels, now),
    contractsAwaitingSignature: contracts.filter((contract) => isSignatureMissing(contract, now)).length,
  };
};

/** The fleet overview over the cars and the company's contracts. */
export const fleetOverviewOf = (
  cars: readonly FleetCar[],
  contracts: readonly FleetContract[],
  now: Date,
): FleetOverview => fleetOverviewFrom(fleetOverviewFiguresOf(cars, now), contracts, now);
