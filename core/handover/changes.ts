import { isFollowUpKind } from '../deals/deal-dates.ts';
import type { Deal, DealState } from '../deals/types.ts';
import { daysUntil } from '../shared/calendar-days.ts';
import { type Cents, cents } from '../shared/money.ts';
import type { HandoverRecord } from './ports.ts';
import { type HandoverChangeFee, STANDARD_DELIVERY_FEE } from './rules.ts';

/**
 * Rules for changing a planned handover. The specification gives the fee (short_notice, 249 EUR)
 * but not when a change counts as short notice, nor how many days before the date editing stops
 * (business spec §6: "a number of days, not shown"); both numbers are our design.
 */

/** A change of date or address less than 5 days before the planned delivery is short notice. */
export const HANDOVER_SHORT_NOTICE_DAYS = 5;
/** The short-notice change fee: the 249 EUR of consumer spec §9. */
export const SHORT_NOTICE_CHANGE_FEE: Cents = STANDARD_DELIVERY_FEE;
/** Address and date can be edited until 2 days before the planned delivery. */
export const HANDOVER_EDIT_MIN_DAYS = 2;

/** States before the car is handed over, in which the handover can still be planned. */
export const PRE_HANDOVER_STATES: ReadonlySet<DealState> = new Set([
  'CREATED',
  'SIGNED',
  'EXTERNALLY_VERIFIED',
  'NOT_SIGNED',
  'HANDOVER',
  'SCHEDULED',
]);

export const isSameDaySwap = (deal: Deal): boolean =>
  deal.subscribed_to === 'SWAP_SAME_DAY' || deal.subscribed_as === 'SWAP_SAME_DAY';

/**
 * The address (and the date) can be changed while the deal is before handover, the car is not
 * handed over, no station pickup is booked and the planned date is at least 2 days away.
 */
export const isHandoverChangeable = (deal: Deal, record: HandoverRecord | undefined, now: Date): boolean => {
  if (!PRE_HANDOVER_STATES.has(deal.state)) return false;
  if (record?.actual_handover_date || deal.actual_handover_date) return false;
  if (record?.method === 'self_pickup') return false;
  const planned = record?.planned_delivery_date;
  return !planned || daysUntil(planned, now) >= HANDOVER_EDIT_MIN_DAYS;
};

/**
 * The fee of a handover change: 249 EUR (short_notice) for any change of a delivery planned less
 * than 5 days ahead (the logistics are booked by then, whatever changes); nothing otherwise, and
 * nothing for a same-day swap (swap delivery is free, business §9) or another follow-up deal.
 */
export const handoverChangeFee = (
  deal: Deal,
  record: HandoverRecord | undefined,
  now: Date,
): HandoverChangeFee => {
  const planned = record?.planned_delivery_date;
  const shortNotice =
    Boolean(planned) &&
    !record?.actual_handover_date &&
    daysUntil(planned as string, now) < HANDOVER_SHORT_NOTICE_DAYS &&
    !isSameDaySwap(deal) &&
    !isFollowUpKind(deal);
  return shortNotice
    ? { amount: SHORT_NOTICE_CHANGE_FEE, type: 'short_notice' }
    : { amount: cents(0), type: null };
};
