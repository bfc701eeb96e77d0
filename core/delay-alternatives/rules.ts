import { actionsFor } from '../deals/actions.ts';
import { deliveryDelayOf } from '../deals/delivery-delay.ts';
import { isBeforeHandover } from '../deals/transition-vehicle.ts';
import type { DealContext } from '../deals/types.ts';
import { canOfferAlternativeCar } from '../service/rules.ts';

/**
 * Delay alternatives (consumer spec §2 "Modules on the subscription pages"; §4 "low confidence",
 * "delivery delay"): what a customer whose car comes later can do. When a deal is delayed is
 * core/deals/delivery-delay.ts's rule, shared with the delivery-delay banner.
 */
export { type DeliveryDelay, deliveryDelayOf } from '../deals/delivery-delay.ts';

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
