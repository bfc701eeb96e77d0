import { type FleetContract, isSignatureMissing } from '../contracts/contracts.ts';
import { returnDateOf } from '../deals/deal-dates.ts';
import type { DateText } from '../deals/types.ts';
import { berlinDay, berlinDayOfInstant, isWithinDays, toIsoDate } from '../shared/calendar-days.ts';
import { type Cents, cents } from '../shared/money.ts';
import { type FleetCar, isCarInTab } from './cars-list.ts';
import { CARS_TABS, type CarsTab, isInCarsTab } from './cars-tabs.ts';

/** Business spec §4, §9: the return and swap banners' window. */
export const RETURNS_AHEAD_DAYS = 90;

export type FleetOverview = {
  readonly tabCounts: Readonly<Record<CarsTab, number>>;
  readonly monthlyCost: {
    readonly total: Cents;
    readonly perCompany: readonly CompanyCost[];
  };
  readonly returningWithin90Days: number;
  readonly contractsAwaitingSignature: number;
};

type CompanyCost = { readonly companyId: string; readonly companyName: string; readonly amount: Cents };

/**
 * What the overview sums over a fleet's cars, before the contracts are counted: the cars per tab,
 * the monthly cost of each company with a running car (in any order) and the running cars whose
 * return is within RETURNS_AHEAD_DAYS. The fleet list's read model answers the same in SQL.
 */
export type FleetOverviewFigures = {
  readonly tabCounts: Readonly<Record<CarsTab, number>>;
  readonly costPerCompany: readonly CompanyCost[];
  readonly returningWithin90Days: number;
};

/** Cars that cost a monthly rate: every tab but the reserved orders and the archive. */
export const isRunningCost = (car: FleetCar): boolean =>
  !isInCarsTab(car.state, 'orders') && !isInCarsTab(car.state, 'archived') && car.state !== 'CREATED';

/** The rate a running car adds to the monthly cost: its amount in whole cents, else nothing. */
export const monthlyCostOf = (car: FleetCar): number =>
  typeof car.amount === 'number' && Number.isInteger(car.amount) ? car.amount : 0;

/**
 * The Berlin calendar date the overview counts a running car's return on (returnDateOf, as
 * isWithinDays reads it); null for a car that is not running or has no date to count.
 */
export const overviewReturnDayOf = (car: FleetCar): DateText | null => {
  if (!isRunningCost(car)) return null;
  const text = returnDateOf(car);
  if (!text) return null;
  const day = berlinDay(text);
  return Number.isFinite(day) ? (toIsoDate(day) as DateText) : null;
};

/**
 * The calendar dates a return must fall between (both included) to count as within the next
 * RETURNS_AHEAD_DAYS at `now`: isWithinDays(date, now, 90) ⇔ from ≤ overviewReturnDayOf ≤ to.
 */
export const returnsAheadWindowOf = (now: Date): { readonly from: DateText; readonly to: DateText } => {
  const today = berlinDayOfInstant(now);
  return {
    from: toIsoDate(today) as DateText,
    to: toIsoDate(today + RETURNS_AHEAD_DAYS) as DateText,
  };
};

/** The overview's figures computed from every car: what the read model's SQL must answer. */
export const fleetOverviewFiguresOf = (cars: readonly FleetCar[], now: Date): FleetOverviewFigures => {
  const tabCounts = { all: 0, orders: 0, handover: 0, return: 0, archived: 0 };
  const perCompany = new Map<string, { companyId: string; companyName: string; amount: number }>();
  let returning = 0;
  for (const car of cars) {
    for (const tab of CARS_TABS) if (isCarInTab(car, tab, now)) tabCounts[tab]++;
    if (isRunningCost(car)) {
      const entry = perCompany.get(car.company.id) ?? {
        companyId: car.company.id,
        companyName: car.company.name,
        amount: 0,
      };
      entry.amount += monthlyCostOf(car);
      perCompany.set(car.company.id, entry);
      if (isWithinDays(returnDateOf(car), now, RETURNS_AHEAD_DAYS)) returning++;
    }
  }
  return {
    tabCounts,
    costPerCompany: [...perCompany.values()].map((entry) => ({ ...entry, amount: cents(entry.amount) })),
    returningWithin90Days: returning,
  };
};

/**
 * The fleet overview of admins and analysts (our design over §2 and §9), from its figures and the
 * company's contracts: the companies by name (then id), their sum as the total.
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
  return {
    tabCounts: figures.tabCounts,
    monthlyCost: {
      total: cents(perCompany.reduce((sum, entry) => sum + entry.amount, 0)),
      perCompany,
    },
    returningWithin90Days: figures.returningWithin90Days,
    contractsAwaitingSignature: contracts.filter((contract) => isSignatureMissing(contract, now)).length,
  };
};

/** The fleet overview over the cars and the company's contracts. */
export const fleetOverviewOf = (
  cars: readonly FleetCar[],
  contracts: readonly FleetContract[],
  now: Date,
): FleetOverview => fleetOverviewFrom(fleetOverviewFiguresOf(cars, now), contracts, now);
