import type { Deal, DealContext } from '../deals/types.ts';
import { type Cents, cents } from '../shared/money.ts';

/** Cancellation fees (consumer spec §9: "Extra cancellation fee 249 EUR …; early-cancellation fee …"). */
export const SHORT_NOTICE_CANCELLATION_FEE: Cents = cents(24_900);

export type CancellationFee =
  | { readonly type: 'early_cancellation'; readonly amount: Cents }
  | { readonly type: 'short_notice'; readonly amount: Cents };

/**
 * The handover is "already planned" when a planned delivery date exists and the car has not been
 * handed over yet (after the handover the short-notice fee no longer applies).
 */
export const isHandoverPlanned = (handover: DealContext['handover']): boolean =>
  Boolean(handover?.planned_delivery_date) && !handover?.actual_handover_date;

/** 249 EUR, type short_notice, when the handover is already planned; otherwise none. */
export const shortNoticeCancellationFee = (handover: DealContext['handover']): CancellationFee | null =>
  isHandoverPlanned(handover) ? { type: 'short_notice', amount: SHORT_NOTICE_CANCELLATION_FEE } : null;

/** The early-cancellation fee is shown as the deal amount (the monthly rate, in cents); none without one. */
export const earlyCancellationFee = (deal: Deal): CancellationFee | null =>
  typeof deal.amount === 'number' && Number.isInteger(deal.amount)
    ? { type: 'early_cancellation', amount: cents(deal.amount) }
    : null;

/** The fees the fee step lists, early-cancellation first. */
export const cancellationFees = (ctx: DealContext): CancellationFee[] =>
  [earlyCancellationFee(ctx.deal), shortNoticeCancellationFee(ctx.handover)].filter(
    (fee): fee is CancellationFee => fee !== null,
  );
