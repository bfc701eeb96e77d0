import {
  addCalendarMonths,
  berlinDay,
  berlinDayOfInstant,
  daysUntil,
  isWithinDays,
  workingDaysAfter,
} from '../shared/calendar-days.ts';
import { returnDateOf } from './deal-dates.ts';
import type { Deal, DealContext, DealState } from './types.ts';

/** Consumer spec §4 "Retention window" and §9: open from 1 to 90 days left to schedule the return. */
export const RETENTION_WINDOW_MAX_DAYS = 90;
/** Consumer spec §9: return planning opens 45 days before the return date (business §9 too). */
export const RETURN_PLANNING_OPENS_DAYS = 45;
/** Consumer spec §4 "Pre-return appraisal": unavailable when the return is in less than 8 working days. */
export const APPRAISAL_MIN_WORKING_DAYS = 8;
/** Consumer spec §9: the deductible upgrade needs 2 months of remaining minimum commitment. */
export const DEDUCTIBLE_UPGRADE_MIN_MONTHS = 2;

const ACTIVE_STATES: ReadonlySet<DealState> = new Set(['CREATED', 'ACTIVE']);
/** Consumer spec §4: deals that prevent account deletion. */
export const DELETION_BLOCKING_STATES: ReadonlySet<DealState> = new Set([
  'CREATED',
  'ACTIVE',
  'STOPPED',
  'INACTIVE',
]);

export const isRetentionWindowOpen = (deal: Deal): boolean => {
  if (deal.variant === 'LEAD') return false;
  if (!ACTIVE_STATES.has(deal.state)) return false;
  if (deal.followup_subscription_id && deal.return_type) return false;
  const daysLeft = deal.days_left_to_schedule_return;
  if (daysLeft === null || daysLeft === undefined) return false;
  return daysLeft > 0 && daysLeft <= RETENTION_WINDOW_MAX_DAYS;
};

/** The backend's own verdict wins; otherwise: commitment ended, auto-renewal still running. */
export const isAutoRenewalEligible = (deal: Deal, now: Date): boolean => {
  if (typeof deal.computed_eligible_for_auto_renewal === 'boolean')
    return deal.computed_eligible_for_auto_renewal;
  if (!deal.minimum_commitment_end_date || !deal.auto_renewal_end_date) return false;
  return (
    daysUntil(deal.minimum_commitment_end_date, now) < 0 && daysUntil(deal.auto_renewal_end_date, now) > 0
  );
};

export const canUpgradeDeductible = (ctx: DealContext, now: Date): boolean => {
  const { deal } = ctx;
  if (!ACTIVE_STATES.has(deal.state)) return false;
  if (ctx.addons?.hasDeductibleAddon === true) return false;
  if (!deal.minimum_commitment_end_date) return false;
  const earliest = addCalendarMonths(berlinDayOfInstant(now), DEDUCTIBLE_UPGRADE_MIN_MONTHS);
  return berlinDay(deal.minimum_commitment_end_date) >= earliest;
};

export const canUpgradeInsurance = (ctx: DealContext): boolean =>
  ctx.deal.state === 'CREATED' && ctx.addons?.canUpgradeInsurance === true;

export type ReturnPlanning = 'open' | 'in_progress' | 'closed';

export const returnPlanningOf = (deal: Deal, now: Date): ReturnPlanning => {
  if (deal.return_type) return 'in_progress';
  if (deal.state !== 'ACTIVE') return 'closed';
  const windowOpen =
    deal.is_return_window_open === null || deal.is_return_window_open === undefined
      ? isWithinDays(returnDateOf(deal), now, RETURN_PLANNING_OPENS_DAYS)
      : deal.is_return_window_open;
  return windowOpen ? 'open' : 'closed';
};

/** Working days are counted Monday to Friday from tomorrow up to and including the return date. */
export const canBookPreReturnAppraisal = (ctx: DealContext, now: Date): boolean => {
  if (!ctx.returnData) return false;
  if (ctx.appraisal?.appointment_date) return false;
  const returnDate = returnDateOf(ctx.deal);
  if (!returnDate) return false;
  return workingDaysAfter(berlinDayOfInstant(now), berlinDay(returnDate)) >= APPRAISAL_MIN_WORKING_DAYS;
};

export const isAccountDeletionBlocked = (ctx: DealContext): boolean =>
  [ctx.deal, ...(ctx.otherDeals ?? [])].some((deal) => DELETION_BLOCKING_STATES.has(deal.state));

export type Eligibility = {
  readonly retentionWindowOpen: boolean;
  readonly autoRenewalEligible: boolean;
  readonly deductibleUpgrade: boolean;
  readonly insuranceUpgrade: boolean;
  readonly returnPlanning: ReturnPlanning;
  readonly preReturnAppraisal: boolean;
  readonly accountDeletionBlocked: boolean;
};

export const eligibilityOf = (ctx: DealContext, now: Date): Eligibility => ({
  retentionWindowOpen: isRetentionWindowOpen(ctx.deal),
  autoRenewalEligible: isAutoRenewalEligible(ctx.deal, now),
  deductibleUpgrade: canUpgradeDeductible(ctx, now),
  insuranceUpgrade: canUpgradeInsurance(ctx),
  returnPlanning: returnPlanningOf(ctx.deal, now),
  preReturnAppraisal: canBookPreReturnAppraisal(ctx, now),
  accountDeletionBlocked: isAccountDeletionBlocked(ctx),
});
