import { actionsFor } from '../deals/actions.ts';
import { bannersFor } from '../deals/banners.ts';
import { isBeforeHandover } from '../deals/transition-vehicle.ts';
import type { DealContext } from '../deals/types.ts';
import { canOfferAlternativeCar } from '../service/rules.ts';
import { berlinDay, berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';

/**
 * Delay alternatives (consumer spec §2 "Modules on the subscription pages"; §4 "low confidence",
 * "delivery delay"). The specification names the module only. OUR RULE: a deal is delayed while the
 * low-confidence banner shows for it (CREATED, a planned delivery date, no actual handover, a
 * nonzero deviation) and the deviation is positive — the car comes later. A negative deviation
 * means it may come earlier, which is the preponement's business, not a delay.
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

export const deliveryDelayOf = (ctx: DealContext, now: Date): DeliveryDelay | null => {
  const deviation = ctx.handoverMetadata?.availability_confidence?.deviation_in_weeks;
  const planned = ctx.handover?.planned_delivery_date;
  if (typeof deviation !== 'number' || !Number.isFinite(deviation) || deviation <= 0 || !planned) return null;
  if (!bannersFor(ctx, now).some((banner) => banner.id === 'low_confidence')) return null;
  const until = berlinDay(planned) + Math.ceil(deviation * DAYS_PER_WEEK);
  return {
    plannedDate: planned,
    deviationInWeeks: deviation,
    expectedFrom: planned,
    expectedUntil: toIsoDate(until),
    daysUntilDelivery: Math.max(0, until - berlinDayOfInstant(now)),
  };
};

export const DELAY_ALTERNATIVES = ['keep_waiting', 'another_car', 'transition_vehicle', 'cancel'] as const;
export type DelayAlternative = (typeof DELAY_ALTERNATIVES)[number];

/**
 * What a delayed deal's customer can do, in display order: keep waiting (always); book another car
 * through the alternative-car link (not for same-day swap or prolongation deals, consumer spec §7);
 * a transition car for the wait (the shared rule: not yet handed over — a deal that already has
 * one shows it instead of the button); cancel (the cancellation action's rule). None for a deal
 * that is not delayed.
 */
export const delayAlternativesOf = (ctx: DealContext, now: Date): DelayAlternative[] => {
  if (!deliveryDelayOf(ctx, now)) return [];
  const actualHandoverDate = ctx.handover?.actual_handover_date ?? ctx.deal.actual_handover_date ?? null;
  const offered: Record<DelayAlternative, boolean> = {
    keep_waiting: true,
    another_car: canOfferAlternativeCar(ctx.deal),
    transition_vehicle: isBeforeHandover({ state: ctx.deal.state, actualHandoverDate }),
    cancel: actionsFor(ctx, now).includes('cancellation'),
  };
  return DELAY_ALTERNATIVES.filter((alternative) => offered[alternative]);
};
