import { allHold, type Clause, differs, stateIn } from './clauses.ts';
import { isFollowUpKind } from './deal-dates.ts';
import {
  explainReturnPlanning,
  INSURANCE_UPGRADE_CLAUSES,
  RETURN_PLANNING_WORDS,
  returnPlanningOf,
} from './eligibility.ts';
import type { DealContext } from './types.ts';

/** The footer actions of a deal, in display order (consumer spec §4 "Action visibility"). */
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

const CREATED = [stateIn(['CREATED'])];
const ACTIVE = [stateIn(['ACTIVE'])];

export const ACTION_RULES: Record<ActionId, readonly Clause[]> = {
  delivery_options: CREATED,
  edit_mileage_package: CREATED,
  // Hidden for same-day swap, prolongation and transition-vehicle (bridging) deals.
  follow_up_options: [
    stateIn(['ACTIVE']),
    {
      holds: ({ deal }) => !isFollowUpKind(deal),
      says: ({ deal }) =>
        isFollowUpKind(deal)
          ? {
              de: 'der Vertrag ist selbst eine Verlängerung oder ein Tausch am selben Tag',
              en: 'the deal is itself a prolongation or a same-day swap',
            }
          : {
              de: 'der Vertrag ist keine Verlängerung und kein Tausch am selben Tag',
              en: 'the deal is neither a prolongation nor a same-day swap',
            },
    },
    differs({ de: 'Überbrückungsart', en: 'bridging type' }, ({ deal }) => deal.bridging_type, 'BEGINNING'),
  ],
  damage_report: ACTIVE,
  manage_kilometres: ACTIVE,
  report_mileage: ACTIVE,
  schedule_service: ACTIVE,
  cancellation: [stateIn(['ACTIVE', 'CREATED'])],
  insurance_upgrade: INSURANCE_UPGRADE_CLAUSES,
  plan_return: [
    {
      holds: ({ deal }, now) => returnPlanningOf(deal, now) === 'open',
      says: ({ deal }, now) => {
        const planning = explainReturnPlanning(deal, now);
        const [why] = planning.because;
        const state = RETURN_PLANNING_WORDS[planning.verdict];
        return {
          de: `Rückgabeplanung ${state.de} (nötig: offen): ${why?.de ?? ''}`,
          en: `return planning ${state.en} (needs open): ${why?.en ?? ''}`,
        };
      },
    },
  ],
};

export const actionsFor = (ctx: DealContext, now: Date): ActionId[] =>
  ACTION_IDS.filter((id) => allHold(ACTION_RULES[id], ctx, now));
