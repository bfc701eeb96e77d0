import { returnDateOf } from '../deals/deal-dates.ts';
import type { DateText, DealState } from '../deals/types.ts';
import { berlinDay, isDateText, toIsoDate } from '../shared/calendar-days.ts';
import { isInCarsTab } from './cars-tabs.ts';

type RunningCar = {
  readonly state: DealState;
  readonly amount?: number | null;
  readonly return_date?: string | null;
  readonly end_date?: string | null;
  readonly computed_end_date?: string | null;
};

/**
 * Cars that cost a monthly rate: the cars of "Meine Flotte" (the all tab, business spec §2), so the
 * overview's running cars, their cost and their returns are the cars the list's all tab shows.
 * Reserved orders, the archive and orders still in preparation cost nothing yet or any more.
 */
export const isRunningCost = (car: RunningCar): boolean => isInCarsTab(car.state, 'all');

/** The rate a running car adds to the monthly cost: its amount in whole cents, else nothing. */
export const monthlyCostOf = (car: RunningCar): number =>
  typeof car.amount === 'number' && Number.isInteger(car.amount) ? car.amount : 0;

/**
 * The Berlin calendar date a running car's return counts on (returnDateOf, as isWithinDays reads
 * it); null for a car that is not running or has no date to count. The fleet list stores it
 * (returns_on), its return filter and the overview's returns compare it.
 */
export const overviewReturnDayOf = (car: RunningCar): DateText | null => {
  if (!isRunningCost(car)) return null;
  const text = returnDateOf(car as Parameters<typeof returnDateOf>[0]);
  if (!text) return null;
  const day = berlinDay(text);
  return Number.isFinite(day) ? (toIsoDate(day) as DateText) : null;
};

/**
 * The Berlin calendar date a car of the "Übergabe" tab (HANDOVER, DELIVERING, SCHEDULED; business
 * spec §2) is handed over on: its coordinated handover, else the provider's preliminary delivery
 * date (deliveryDateOf); null for any other car or one without a date. The fleet list stores it
 * (handover_on), its handover filter and the overview's handovers per week compare it.
 */
export const overviewHandoverDayOf = (car: {
  readonly state: DealState;
  readonly planned_delivery_date?: string | null;
  readonly preliminary_delivery_date?: string | null;
}): DateText | null => {
  if (!isInCarsTab(car.state, 'handover')) return null;
  const text = car.planned_delivery_date ?? car.preliminary_delivery_date;
  if (!text || !isDateText(text)) return null;
  const day = berlinDay(text);
  return Number.isFinite(day) ? (toIsoDate(day) as DateText) : null;
};
