import { berlinDay, berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';
import type { DealContext, DealState } from './types.ts';

/**
 * The delivery's confidence and its delay (consumer spec §4 "Banners": low confidence, delivery
 * delay; §2 "delay alternatives"). The specification names the delay banner only by its label,
 * "delivery in x days". OUR RULE: a deal is delayed while its delivery date is uncertain (CREATED, a
 * planned delivery date, no actual handover, a nonzero deviation in weeks) and the deviation is
 * positive — the car comes later. A negative deviation means it may come earlier, which is the
 * preponement's business, not a delay.
 */

export type DeliveryDelay = {
  /** The planned delivery date (ISO day) the deviation is measured from. */
  readonly plannedDate: string;
  readonly deviationInWeeks: number;
  /** The new expected window: from the planned date to the planned date plus the deviation. */
  readonly expectedFrom: string;
  readonly expectedUntil: string;
  /** Berlin days from today to the end of the window ("Lieferung in x Tagen"), never below 0. */
  readonly daysUntilDelivery: number;
};

const DAYS_PER_WEEK = 7;

/**
 * An order being prepared for its handover. The specification's banner rules name the deal state
 * CREATED (consumer §4, business §4 "Banners"); the fleet's cars list shows such an order, once its
 * contract is signed, under the display states SCHEDULED and HANDOVER (business §2, tab "Übergabe"),
 * so the rules read those two as CREATED. Without this the handover coordination and low-confidence
 * banners could never show for a fleet order.
 */
export const ORDER_IN_PREPARATION_STATES: readonly DealState[] = ['CREATED', 'SCHEDULED', 'HANDOVER'];

export const isOrderInPreparation = (state: DealState): boolean =>
  ORDER_IN_PREPARATION_STATES.includes(state);

const hasActualHandover = (ctx: DealContext): boolean =>
  Boolean(ctx.handover?.actual_handover_date ?? ctx.deal.actual_handover_date);

/** The low-confidence banner's rule: in preparation (CREATED), planned, not handed over, a nonzero deviation. */
export const isDeliveryDateUncertain = (ctx: DealContext): boolean => {
  const deviation = ctx.handoverMetadata?.availability_confidence?.deviation_in_weeks;
  return (
    isOrderInPreparation(ctx.deal.state) &&
    Boolean(ctx.handover?.planned_delivery_date) &&
    !hasActualHandover(ctx) &&
    typeof deviation === 'number' &&
    deviation !== 0
  );
};

export const deliveryDelayOf = (ctx: DealContext, now: Date): DeliveryDelay | null => {
  const deviation = ctx.handoverMetadata?.availability_confidence?.deviation_in_weeks;
  const planned = ctx.handover?.planned_delivery_date;
  if (typeof deviation !== 'number' || !Number.isFinite(deviation) || deviation <= 0 || !planned) return null;
  if (!isDeliveryDateUncertain(ctx)) return null;
  const until = berlinDay(planned) + Math.ceil(deviation * DAYS_PER_WEEK);
  return {
    plannedDate: planned,
    deviationInWeeks: deviation,
    expectedFrom: planned,
    expectedUntil: toIsoDate(until),
    daysUntilDelivery: Math.max(0, until - berlinDayOfInstant(now)),
  };
};
