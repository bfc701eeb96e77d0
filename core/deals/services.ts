import { actionsFor } from './actions.ts';
import { canBookPreReturnAppraisal, returnPlanningOf } from './eligibility.ts';
import type { DealContext, DealState } from './types.ts';

/**
 * What a customer can book for a car on /services and in the service selector (consumer spec §2
 * "Service selector", modal names `onsite-appraisal-booking` and `deposit-refund-details`), in the
 * order shown.
 */
export const SERVICE_IDS = [
  'report_damage',
  'schedule_service',
  'pre_return_appraisal',
  'deposit_refund_details',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** States in which the car is on its way back or back, and the deposit not yet settled. */
const RETURNED_STATES: ReadonlySet<DealState> = new Set([
  'RETURN',
  'RETURNING',
  'STOPPED',
  'INACTIVE',
  'FINAL_INVOICE',
]);

/**
 * The account the deposit is refunded to (consumer spec §3 "deposit refund", §7). The
 * specification names no moment; ours: once the end is in sight — a running subscription whose
 * return can be planned (45 days before the return date) or is booked — and after the return until
 * the deal is finished (ENDED: the final invoice has settled the deposit, so a subscription that
 * ended months ago offers no form). Never for a lead, an order
 * that has not started or a cancelled one. The BFF refuses the details outside this rule.
 */
export const canGiveDepositRefundDetails = (ctx: Pick<DealContext, 'deal'>, now: Date): boolean => {
  const { deal } = ctx;
  if (deal.variant === 'LEAD') return false;
  if (RETURNED_STATES.has(deal.state)) return true;
  return deal.state === 'ACTIVE' && returnPlanningOf(deal, now) !== 'closed';
};

const SERVICE_RULES: Record<ServiceId, (ctx: DealContext, now: Date) => boolean> = {
  // The selector's two options follow the footer actions of the same names (consumer spec §4).
  report_damage: (ctx, now) => actionsFor(ctx, now).includes('damage_report'),
  schedule_service: (ctx, now) => actionsFor(ctx, now).includes('schedule_service'),
  pre_return_appraisal: (ctx, now) => ctx.deal.state === 'ACTIVE' && canBookPreReturnAppraisal(ctx, now),
  deposit_refund_details: canGiveDepositRefundDetails,
};

/**
 * Consumer-only services: the business variant hides the pre-return appraisal (consumer spec §1)
 * and the deposit refund is a call of the consumer portal (consumer spec §7).
 */
const CONSUMER_ONLY: ReadonlySet<ServiceId> = new Set(['pre_return_appraisal', 'deposit_refund_details']);

/**
 * A fleet car's display states while it runs: the business car page offers report damage and
 * schedule service for these (core/fleet/orders.ts `isRunning`; services.test.ts holds them equal).
 */
export const FLEET_RUNNING_STATES: ReadonlySet<DealState> = new Set([
  'ACTIVE',
  'RETURN',
  'PROLONGED',
  'PROLONGATION',
]);

const BUSINESS_RULES: Partial<Record<ServiceId, (ctx: DealContext) => boolean>> = {
  report_damage: ({ deal }) => FLEET_RUNNING_STATES.has(deal.state),
  schedule_service: ({ deal }) => FLEET_RUNNING_STATES.has(deal.state),
};

/** The services a car offers now; the appraisal needs the context's return data and appraisal. */
export const servicesFor = (
  ctx: DealContext,
  now: Date,
  customer: 'consumer' | 'business' = 'consumer',
): ServiceId[] =>
  SERVICE_IDS.filter((id) => {
    if (customer === 'consumer') return SERVICE_RULES[id](ctx, now);
    return !CONSUMER_ONLY.has(id) && (BUSINESS_RULES[id]?.(ctx) ?? false);
  });

/** Only a running subscription with a booked return can offer the appraisal: only its return is read. */
export const servicesNeedReturnData = (ctx: Pick<DealContext, 'deal'>): boolean =>
  ctx.deal.state === 'ACTIVE' && Boolean(ctx.deal.return_type);
