import { type FleetContract, isSignatureMissing } from '../contracts/contracts.ts';
import { returnDateOf } from '../deals/deal-dates.ts';
import { isWithinDays } from '../shared/calendar-days.ts';
import { type Cents, cents } from '../shared/money.ts';
import { type FleetCar, isCarInTab } from './cars-list.ts';
import { CARS_TABS, type CarsTab, isInCarsTab } from './cars-tabs.ts';

/** Business spec §4, §9: the return and swap banners' window. */
export const RETURNS_AHEAD_DAYS = 90;

export type FleetOverview = {
  readonly tabCounts: Readonly<Record<CarsTab, number>>;
  readonly monthlyCost: {
    readonly total: Cents;
    readonly perCompany: readonly { companyId: string; companyName: string; amount: Cents }[];
  };
  readonly returningWithin90Days: number;
  readonly contractsAwaitingSignature: number;
};

/** Cars that cost a monthly rate: every tab but the reserved orders and the archive. */
const isRunningCost = (car: FleetCar): boolean =>
  !isInCarsTab(car.state, 'orders') && !isInCarsTab(car.state, 'archived') && car.state !== 'CREATED';

/**
 * The fleet overview of admins and analysts (our design over §2 and §9), over the cars and the
 * company's contracts.
 */
export const fleetOverviewOf = (
  cars: readonly FleetCar[],
  contracts: readonly FleetContract[],
  now: Date,
): FleetOverview => {
  const tabCounts = { all: 0, orders: 0, handover: 0, return: 0, archived: 0 };
  const perCompany = new Map<string, { companyId: string; companyName: string; amount: number }>();
  let total = 0;
  let returning = 0;
  for (const car of cars) {
    for (const tab of CARS_TABS) if (isCarInTab(car, tab, now)) tabCounts[tab]++;
    if (isRunningCost(car)) {
      const amount = typeof car.amount === 'number' && Number.isInteger(car.amount) ? car.amount : 0;
      total += amount;
      const entry = perCompany.get(car.company.id) ?? {
        companyId: car.company.id,
        companyName: car.company.name,
        amount: 0,
      };
      entry.amount += amount;
      perCompany.set(car.company.id, entry);
      if (isWithinDays(returnDateOf(car), now, RETURNS_AHEAD_DAYS)) returning++;
    }
  }
  return {
    tabCounts,
    monthlyCost: {
      total: cents(total),
      perCompany: [...perCompany.values()]
        .sort((a, b) => a.companyName.localeCompare(b.companyName, 'de-DE'))
        .map((entry) => ({ ...entry, amount: cents(entry.amount) })),
    },
    returningWithin90Days: returning,
    contractsAwaitingSignature: contracts.filter((contract) => isSignatureMissing(contract, now)).length,
  };
};
