import { isFollowUpKind } from './deal-dates.ts';
import { canUpgradeInsurance, returnPlanningOf } from './eligibility.ts';
import type { DealContext } from './types.ts';

/** The footer actions of a deal, in display order (issue #2, consumer spec §4 "Action visibility"). */
export const ACTION_IDS = [
  'delivery_options',
  'edit_mileage_package',
  'follow_up_options',
  'damage_report',
  'manage_kilometres',
  'report_mileage',
  'schedule_service',
  'cancellation',
  'insurance_upgrade',
  'plan_return',
] as const;
export type ActionId = (typeof ACTION_IDS)[number];

type ActionRule = (ctx: DealContext, now: Date) => boolean;

const isCreated: ActionRule = ({ deal }) => deal.state === 'CREATED';
const isActive: ActionRule = ({ deal }) => deal.state === 'ACTIVE';

const ACTION_RULES: Record<ActionId, ActionRule> = {
  delivery_options: isCreated,
  edit_mileage_package: isCreated,
  // Hidden for same-day swap, prolongation and transition-vehicle (bridging) deals.
  follow_up_options: ({ deal }) =>
    deal.state === 'ACTIVE' && !isFollowUpKind(deal) && deal.bridging_type !== 'BEGINNING',
  damage_report: isActive,
  manage_kilometres: isActive,
  report_mileage: isActive,
  schedule_service: isActive,
  cancellation: ({ deal }) => deal.state === 'ACTIVE' || deal.state === 'CREATED',
  insurance_upgrade: (ctx) => canUpgradeInsurance(ctx),
  plan_return: ({ deal }, now) => returnPlanningOf(deal, now) === 'open',
};

export const actionsFor = (ctx: DealContext, now: Date): ActionId[] =>
  ACTION_IDS.filter((id) => ACTION_RULES[id](ctx, now));
