import { reservationLapsesAt } from '../deals/reservation.ts';
import type { DateText } from '../deals/types.ts';
import {
  berlinDay,
  berlinDayOfInstant,
  isDateText,
  parseInstant,
  toIsoDate,
} from '../shared/calendar-days.ts';
import { type FleetCar, foldForSearch, isProlongable, needsAction } from './cars-list.ts';
import { type CarsTab, isInCarsTab } from './cars-tabs.ts';
import { costMonthsOf } from './fleet-costs.ts';
import { isRunningCost, monthlyCostOf, overviewHandoverDayOf, overviewReturnDayOf } from './overview.ts';

/**
 * One car of the fleet list's read model (migration 0030, adapters/sql/fleet-list.ts): what the
 * cars list filters, searches and sorts by, computed here by the list's own rules (cars-list.ts),
 * so the database only stores their results. Two rules depend on the day they are asked on; the
 * row keeps the instant or date they turn at, and the query compares it with its `now`:
 * - a reservation lapses (isReservationLapsed) at reservationLapsesAt: from then on the car is
 *   only in the archive and needs no action;
 * - a car is prolongable (isProlongable) while its return date is after today: prolongableUntil
 *   is that date when every other condition holds, null when none can make it prolongable.
 */
export type FleetListRow = {
  readonly dealId: string;
  readonly companyId: string;
  readonly contactId: string | null;
  readonly state: string;
  /** The tabs the car is in by its state, while its reservation (if any) runs. */
  readonly tabs: Readonly<Record<CarsTab, boolean>>;
  readonly reservationLapsesAt: Date | null;
  /** needsAction while the reservation (if any) runs. */
  readonly needsAction: boolean;
  readonly prolongableUntil: DateText | null;
  readonly plate: string | null;
  readonly brand: string | null;
  readonly model: string | null;
  readonly driverName: string | null;
  /** The searched texts, folded (foldForSearch), one a line: a search word never spans two. */
  readonly searchText: string;
  readonly rate: number | null;
  readonly returnDate: string | null;
  readonly createdAt: Date | null;
  /** The fleet overview's (overview.ts): whether the car costs a monthly rate, and which. */
  readonly runningCost: boolean;
  /** monthlyCostOf a running car, 0 for any other. */
  readonly monthlyCost: number;
  /** overviewReturnDayOf: the day a running car's return counts on, compared with returnsAheadWindowOf. */
  readonly returnsOn: DateText | null;
  /** overviewHandoverDayOf: the day a car of the handover tab is handed over on. */
  readonly handoverOn: DateText | null;
  /** costMonthsOf: the months the car costs in (from, up to end), its rate net and gross; null and 0 without. */
  readonly costsFrom: string | null;
  readonly costsEnd: string | null;
  readonly rateNet: number;
  readonly rateGross: number;
};

const plateOf = (car: FleetCar): string | null =>
  car.car?.license_plate ?? car.car?.registration_data?.license_plate ?? null;

/** The texts matchesSearch looks in, folded, one a line. */
export const searchTextOf = (car: FleetCar): string => {
  const plate = plateOf(car);
  const texts = [plate, car.car?.oem, car.car?.model, car.driver_name, car.id].filter(
    (text): text is string => typeof text === 'string' && text !== '',
  );
  if (plate) texts.push(plate.replace(/[\s-]+/g, ''));
  return texts.map((text) => foldForSearch(text).replace(/\n/g, ' ')).join('\n');
};

/**
 * The date a prolongable car stops being offered: its return date when all of isProlongable's
 * conditions but the date's hold. isProlongable(car, now) ⇔ prolongableUntil > today (Berlin).
 */
const prolongableUntilOf = (car: FleetCar): DateText | null => {
  const returnDate = car.return_date ?? car.end_date;
  if (returnDate == null || !isDateText(returnDate)) return null;
  // The date part of isProlongable, asked on the day before the return date, must say yes.
  const dayBefore = parseInstant(`${toIsoDate(berlinDay(returnDate) - 1)}T12:00:00+01:00`);
  return isProlongable(car, dayBefore) ? (toIsoDate(berlinDay(returnDate)) as DateText) : null;
};

export const fleetListRowOf = (car: FleetCar): FleetListRow => {
  const lapsesAt = reservationLapsesAt(car);
  // needsAction of a running reservation: asked the moment it was created.
  const running = lapsesAt ? new Date(lapsesAt.getTime() - 1) : new Date(0);
  const created = car.created_at && isDateText(car.created_at) ? parseInstant(car.created_at) : null;
  const costs = costMonthsOf(car);
  return {
    dealId: car.id,
    companyId: car.company.id,
    contactId: car.contact_id ?? null,
    state: car.state,
    tabs: {
      all: isInCarsTab(car.state, 'all'),
      orders: isInCarsTab(car.state, 'orders'),
      handover: isInCarsTab(car.state, 'handover'),
      return: isInCarsTab(car.state, 'return'),
      archived: isInCarsTab(car.state, 'archived'),
    },
    reservationLapsesAt: lapsesAt,
    needsAction: needsAction(car, running),
    prolongableUntil: prolongableUntilOf(car),
    plate: plateOf(car),
    brand: car.car?.oem ?? null,
    model: car.car?.model ?? null,
    driverName: car.driver_name ?? null,
    searchText: searchTextOf(car),
    rate: typeof car.amount === 'number' && Number.isFinite(car.amount) ? car.amount : null,
    returnDate: car.return_date ?? null,
    createdAt: created,
    runningCost: isRunningCost(car),
    monthlyCost: isRunningCost(car) ? monthlyCostOf(car) : 0,
    returnsOn: overviewReturnDayOf(car),
    handoverOn: overviewHandoverDayOf(car),
    costsFrom: costs?.from ?? null,
    costsEnd: costs?.end ?? null,
    rateNet: costs?.net ?? 0,
    rateGross: costs?.gross ?? 0,
  };
};

/**
 * What the read model's query compares its rows with at `now`: a reservation has lapsed when
 * reservationLapsesAt ≤ now (isReservationLapsed); a car is prolongable when prolongableUntil is
 * after today, Berlin's calendar date.
 */
export const fleetListMomentsOf = (now: Date): { readonly now: Date; readonly today: DateText } => ({
  now,
  today: toIsoDate(berlinDayOfInstant(now)) as DateText,
});
