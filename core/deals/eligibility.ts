import {
  addCalendarMonths,
  berlinDay,
  berlinDayOfInstant,
  daysUntil,
  isWithinDays,
  toIsoDate,
  workingDaysAfter,
} from '../shared/calendar-days.ts';
import {
  ANY_MOMENT,
  absent,
  allHold,
  type Clause,
  differs,
  type Explanation,
  equals,
  isWhen,
  present,
  returnWithin,
  type Subject,
  shownDate,
  stateIn,
  type Words,
} from './clauses.ts';
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

/** Consumer spec §4: deals that prevent account deletion. */
export const DELETION_BLOCKING_STATES: ReadonlySet<DealState> = new Set([
  'CREATED',
  'ACTIVE',
  'STOPPED',
  'INACTIVE',
]);

const CREATED_OR_ACTIVE = stateIn(['CREATED', 'ACTIVE']);

/** Consumer spec §4 "Retention window": its clauses, in the order they are checked. */
export const RETENTION_WINDOW_CLAUSES: readonly Clause[] = [
  differs({ de: 'Variante', en: 'variant' }, ({ deal }) => deal.variant, 'LEAD'),
  CREATED_OR_ACTIVE,
  {
    holds: ({ deal }) => !(deal.followup_subscription_id && deal.return_type),
    says: ({ deal }) =>
      deal.followup_subscription_id && deal.return_type
        ? {
            de: `Folgevertrag ${deal.followup_subscription_id} und Rückgabeart ${deal.return_type} (nicht beides)`,
            en: `a follow-up deal ${deal.followup_subscription_id} and a return type ${deal.return_type} (not both)`,
          }
        : {
            de: 'nicht Folgevertrag und Rückgabeart zugleich',
            en: 'not both a follow-up deal and a return type',
          },
  },
  {
    holds: ({ deal }) => {
      const daysLeft = deal.days_left_to_schedule_return;
      return typeof daysLeft === 'number' && daysLeft > 0 && daysLeft <= RETENTION_WINDOW_MAX_DAYS;
    },
    says: ({ deal }) => {
      const daysLeft = deal.days_left_to_schedule_return;
      return typeof daysLeft === 'number'
        ? {
            de: `noch ${daysLeft} Tage, um die Rückgabe zu planen (nötig: 1 bis ${RETENTION_WINDOW_MAX_DAYS})`,
            en: `${daysLeft} days left to schedule the return (needs 1 to ${RETENTION_WINDOW_MAX_DAYS})`,
          }
        : {
            de: 'keine Angabe, wie viele Tage bleiben, um die Rückgabe zu planen',
            en: 'no days left to schedule the return given',
          };
    },
  },
];

export const isRetentionWindowOpen = (deal: Deal): boolean =>
  allHold(RETENTION_WINDOW_CLAUSES, { deal }, ANY_MOMENT);

/** The backend's own verdict wins; otherwise: commitment ended, auto-renewal still running. */
export const isAutoRenewalEligible = (deal: Deal, now: Date): boolean => {
  if (typeof deal.computed_eligible_for_auto_renewal === 'boolean')
    return deal.computed_eligible_for_auto_renewal;
  if (!deal.minimum_commitment_end_date || !deal.auto_renewal_end_date) return false;
  return (
    daysUntil(deal.minimum_commitment_end_date, now) < 0 && daysUntil(deal.auto_renewal_end_date, now) > 0
  );
};

export const AUTO_RENEWAL_CLAUSE: Clause = {
  holds: ({ deal }, now) => isAutoRenewalEligible(deal, now),
  says: ({ deal }, now) => {
    if (typeof deal.computed_eligible_for_auto_renewal === 'boolean')
      return deal.computed_eligible_for_auto_renewal
        ? {
            de: 'laut Vertragssystem für die automatische Verlängerung berechtigt',
            en: 'the contract system marks it eligible for auto-renewal',
          }
        : {
            de: 'laut Vertragssystem nicht für die automatische Verlängerung berechtigt',
            en: 'the contract system marks it not eligible for auto-renewal',
          };
    const commitment = deal.minimum_commitment_end_date;
    const renewal = deal.auto_renewal_end_date;
    if (!commitment || !renewal)
      return {
        de: 'Ende der Mindestlaufzeit oder der automatischen Verlängerung unbekannt (beide nötig)',
        en: 'the end of the minimum commitment or of the auto-renewal is unknown (both needed)',
      };
    return {
      de: `das Ende der Mindestlaufzeit ${shownDate(commitment)} ${isWhen(daysUntil(commitment, now)).de}, das Ende der automatischen Verlängerung ${shownDate(renewal)} ${isWhen(daysUntil(renewal, now)).de}; nötig: das erste vorbei, das zweite noch nicht erreicht`,
      en: `the minimum commitment end ${shownDate(commitment)} ${isWhen(daysUntil(commitment, now)).en}, the auto-renewal end ${shownDate(renewal)} ${isWhen(daysUntil(renewal, now)).en}; needs the first past and the second still ahead`,
    };
  },
};

const DEDUCTIBLE_ADDON = { de: 'Selbstbeteiligungs-Zusatz gebucht', en: 'deductible add-on booked' };
const COMMITMENT_END = { de: 'Ende der Mindestlaufzeit', en: 'minimum commitment end' };

/** Consumer spec §4, §9: the deductible add-on. */
export const DEDUCTIBLE_UPGRADE_CLAUSES: readonly Clause[] = [
  CREATED_OR_ACTIVE,
  differs(DEDUCTIBLE_ADDON, (ctx) => ctx.addons?.hasDeductibleAddon, true),
  present(COMMITMENT_END, ({ deal }) => deal.minimum_commitment_end_date),
  {
    holds: ({ deal }, now) => {
      const earliest = addCalendarMonths(berlinDayOfInstant(now), DEDUCTIBLE_UPGRADE_MIN_MONTHS);
      return berlinDay(deal.minimum_commitment_end_date as string) >= earliest;
    },
    says: ({ deal }, now) => {
      const earliest = toIsoDate(addCalendarMonths(berlinDayOfInstant(now), DEDUCTIBLE_UPGRADE_MIN_MONTHS));
      const end = shownDate(deal.minimum_commitment_end_date as string);
      return {
        de: `die Mindestlaufzeit endet am ${end}; nötig: frühestens am ${shownDate(earliest)} (${DEDUCTIBLE_UPGRADE_MIN_MONTHS} Monate ab heute)`,
        en: `the minimum commitment ends on ${end}; needs ${shownDate(earliest)} or later (${DEDUCTIBLE_UPGRADE_MIN_MONTHS} months from today)`,
      };
    },
  },
];

export const canUpgradeDeductible = (ctx: DealContext, now: Date): boolean =>
  allHold(DEDUCTIBLE_UPGRADE_CLAUSES, ctx, now);

/** Consumer spec §4: the insurance upgrade, only in CREATED with add-on availability. */
export const INSURANCE_UPGRADE_CLAUSES: readonly Clause[] = [
  stateIn(['CREATED']),
  equals(
    { de: 'Schutz-Upgrade verfügbar', en: 'protection upgrade available' },
    (ctx) => ctx.addons?.canUpgradeInsurance,
    true,
  ),
];

export const canUpgradeInsurance = (ctx: DealContext): boolean =>
  allHold(INSURANCE_UPGRADE_CLAUSES, ctx, ANY_MOMENT);

export type ReturnPlanning = 'open' | 'in_progress' | 'closed';

export const RETURN_PLANNING_WORDS: Record<ReturnPlanning, Words> = {
  open: { de: 'offen', en: 'open' },
  in_progress: { de: 'läuft', en: 'in progress' },
  closed: { de: 'geschlossen', en: 'closed' },
};

export const returnPlanningOf = (deal: Deal, now: Date): ReturnPlanning => {
  if (deal.return_type) return 'in_progress';
  if (deal.state !== 'ACTIVE') return 'closed';
  const windowOpen =
    deal.is_return_window_open === null || deal.is_return_window_open === undefined
      ? isWithinDays(returnDateOf(deal), now, RETURN_PLANNING_OPENS_DAYS)
      : deal.is_return_window_open;
  return windowOpen ? 'open' : 'closed';
};

const RETURN_PLANNING_OPENS: Subject = { de: 'die Rückgabeplanung ist offen', en: 'return planning is open' };

/** Why return planning is open, in progress or closed: the same steps as returnPlanningOf. */
export const explainReturnPlanning = (deal: Deal, now: Date): Explanation<ReturnPlanning> => {
  const verdict = returnPlanningOf(deal, now);
  if (deal.return_type)
    return {
      verdict,
      because: [
        { de: `Rückgabe gebucht (${deal.return_type})`, en: `a return is booked (${deal.return_type})` },
      ],
    };
  if (deal.state !== 'ACTIVE') return { verdict, because: [stateIn(['ACTIVE']).says({ deal }, now)] };
  if (deal.is_return_window_open !== null && deal.is_return_window_open !== undefined)
    return {
      verdict,
      because: [
        deal.is_return_window_open
          ? {
              de: 'laut Vertragssystem ist das Rückgabefenster offen',
              en: 'the contract system marks the return window open',
            }
          : {
              de: 'laut Vertragssystem ist das Rückgabefenster geschlossen',
              en: 'the contract system marks the return window closed',
            },
      ],
    };
  return {
    verdict,
    because: [returnWithin(RETURN_PLANNING_OPENS_DAYS, RETURN_PLANNING_OPENS).says({ deal }, now)],
  };
};

/** Working days are counted Monday to Friday from tomorrow up to and including the return date. */
export const PRE_RETURN_APPRAISAL_CLAUSES: readonly Clause[] = [
  {
    holds: (ctx) => Boolean(ctx.returnData),
    says: (ctx) =>
      ctx.returnData
        ? { de: 'eine Rückgabe ist gebucht', en: 'a return is booked' }
        : { de: 'keine Rückgabe gebucht (nötig)', en: 'no return booked (needed)' },
  },
  absent(
    { de: 'Begutachtungstermin', en: 'appraisal appointment' },
    (ctx) => ctx.appraisal?.appointment_date,
  ),
  present({ de: 'Rückgabedatum', en: 'return date' }, ({ deal }) => returnDateOf(deal)),
  {
    holds: ({ deal }, now) =>
      workingDaysAfter(berlinDayOfInstant(now), berlinDay(returnDateOf(deal) as string)) >=
      APPRAISAL_MIN_WORKING_DAYS,
    says: ({ deal }, now) => {
      const date = returnDateOf(deal) as string;
      const days = workingDaysAfter(berlinDayOfInstant(now), berlinDay(date));
      return {
        de: `bis zum Rückgabedatum ${shownDate(date)} bleiben ${days} Werktage (nötig: mindestens ${APPRAISAL_MIN_WORKING_DAYS})`,
        en: `${days} working days are left until the return date ${shownDate(date)} (needs at least ${APPRAISAL_MIN_WORKING_DAYS})`,
      };
    },
  },
];

export const canBookPreReturnAppraisal = (ctx: DealContext, now: Date): boolean =>
  allHold(PRE_RETURN_APPRAISAL_CLAUSES, ctx, now);

export const ACCOUNT_DELETION_BLOCKED_CLAUSE: Clause = {
  holds: (ctx) =>
    [ctx.deal, ...(ctx.otherDeals ?? [])].some((deal) => DELETION_BLOCKING_STATES.has(deal.state)),
  says: (ctx) => {
    const blocking = [ctx.deal, ...(ctx.otherDeals ?? [])].filter((deal) =>
      DELETION_BLOCKING_STATES.has(deal.state),
    );
    const states = [...DELETION_BLOCKING_STATES].join(', ');
    return blocking.length
      ? {
          de: `${blocking.map((deal) => `${deal.id} ist ${deal.state}`).join(', ')} (sperrt: ${states})`,
          en: `${blocking.map((deal) => `${deal.id} is ${deal.state}`).join(', ')} (blocking: ${states})`,
        }
      : {
          de: `kein Vertrag des Kunden ist ${states}`,
          en: `none of the customer's deals is ${states}`,
        };
  },
};

export const isAccountDeletionBlocked = (ctx: DealContext): boolean =>
  ACCOUNT_DELETION_BLOCKED_CLAUSE.holds(ctx, ANY_MOMENT);

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
