import type { DealContext } from '../deals/types.ts';
import { parseInstant } from '../shared/calendar-days.ts';
import { REASONS_NEEDING_DOCUMENTS } from './reasons.ts';

/** The cancellation wizard's steps in order (consumer spec §2 "Cancellation wizard", §4 "Cancellation"). */
export const CANCELLATION_STEPS = [
  'select_subscription',
  'fee',
  'losses',
  'reason',
  'alternatives',
  'documents',
  'date',
  'more_info',
] as const;
export type CancellationStep = (typeof CANCELLATION_STEPS)[number];

/** Consumer spec §9: deals below 24 hours old hide the cancellation fee step. */
export const FEE_STEP_MIN_AGE_HOURS = 24;

const isYoungerThan = (createdAt: string | null | undefined, hours: number, now: Date): boolean =>
  Boolean(createdAt) && now.getTime() - parseInstant(createdAt as string).getTime() < hours * 3_600_000;

export const showsFeeStep = (ctx: DealContext, now: Date): boolean => {
  const { deal } = ctx;
  if (typeof deal.months_till_end === 'number' && deal.months_till_end <= 0) return false;
  if (isYoungerThan(deal.created_at, FEE_STEP_MIN_AGE_HOURS, now)) return false;
  if (deal.variant === 'LEAD') return false;
  const createdDeals = [deal, ...(ctx.otherDeals ?? [])].filter((d) => d.state === 'CREATED').length;
  return !(deal.state === 'CREATED' && createdDeals > 1);
};

export const cancellationSteps = (
  ctx: DealContext,
  now: Date,
  reason: string | null | undefined = ctx.cancellationReason,
): CancellationStep[] => {
  const needsDocuments = Boolean(reason) && REASONS_NEEDING_DOCUMENTS.has(reason as string);
  const shown: Record<CancellationStep, boolean> = {
    select_subscription: true,
    fee: showsFeeStep(ctx, now),
    losses: true,
    reason: true,
    alternatives: !needsDocuments,
    documents: needsDocuments,
    date: ctx.deal.state !== 'CREATED',
    more_info: true,
  };
  return CANCELLATION_STEPS.filter((step) => shown[step]);
};
