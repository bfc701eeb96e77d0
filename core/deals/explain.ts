import { parseInstant } from '../shared/calendar-days.ts';
import { ACTION_IDS, ACTION_RULES, type ActionId } from './actions.ts';
import {
  BANNER_DISMISSAL_HOURS,
  BANNER_IDS,
  BANNER_RULES,
  type BannerId,
  isDismissalActive,
} from './banners.ts';
import { type Explanation, explainClauses, shownDate, type Words } from './clauses.ts';
import {
  ACCOUNT_DELETION_BLOCKED_CLAUSE,
  AUTO_RENEWAL_CLAUSE,
  DEDUCTIBLE_UPGRADE_CLAUSES,
  type Eligibility,
  explainReturnPlanning,
  INSURANCE_UPGRADE_CLAUSES,
  PRE_RETURN_APPRAISAL_CLAUSES,
  RETENTION_WINDOW_CLAUSES,
} from './eligibility.ts';
import type { DealContext } from './types.ts';

/**
 * Why a deal shows each banner and action and has each eligibility flag: the verdict and the words
 * of the clauses that decided it, from the very clause tables the rules decide with
 * (banners.ts, actions.ts, eligibility.ts). `portal deal --explain` prints it.
 */

export type Explained<Id extends string, V = boolean> = Explanation<V> & { readonly id: Id };

export type DealExplanation = {
  readonly dealId: string;
  readonly banners: readonly Explained<BannerId>[];
  readonly actions: readonly Explained<ActionId>[];
  readonly eligibility: readonly Explained<keyof Eligibility, Eligibility[keyof Eligibility]>[];
};

const HOUR_MS = 3_600_000;

/** A banner's rule, then the 24-hour dismissal (consumer spec §9) that hides a banner the rule shows. */
export const explainBanner = (id: BannerId, ctx: DealContext, now: Date): Explained<BannerId> => {
  const rule = explainClauses(BANNER_RULES[id].clauses, ctx, now);
  const dismissedAt = ctx.bannerDismissals?.[id];
  if (rule.verdict && dismissedAt) {
    const at = parseInstant(dismissedAt);
    if (isDismissalActive(at, now)) {
      const again = new Date(at.getTime() + BANNER_DISMISSAL_HOURS * HOUR_MS).toISOString();
      const words: Words = {
        de: `vom Kunden am ${shownDate(dismissedAt)} weggeklickt; erscheint wieder ab ${shownDate(again)} (${BANNER_DISMISSAL_HOURS} Stunden später)`,
        en: `dismissed by the customer on ${shownDate(dismissedAt)}; shows again from ${shownDate(again)} (${BANNER_DISMISSAL_HOURS} hours later)`,
      };
      return { id, verdict: false, because: [...rule.because, words] };
    }
  }
  return { id, ...rule };
};

export const explainDeal = (ctx: DealContext, now: Date): DealExplanation => ({
  dealId: ctx.deal.id,
  banners: BANNER_IDS.map((id) => explainBanner(id, ctx, now)),
  actions: ACTION_IDS.map((id) => ({ id, ...explainClauses(ACTION_RULES[id], ctx, now) })),
  eligibility: [
    { id: 'retentionWindowOpen', ...explainClauses(RETENTION_WINDOW_CLAUSES, ctx, now) },
    { id: 'autoRenewalEligible', ...explainClauses([AUTO_RENEWAL_CLAUSE], ctx, now) },
    { id: 'deductibleUpgrade', ...explainClauses(DEDUCTIBLE_UPGRADE_CLAUSES, ctx, now) },
    { id: 'insuranceUpgrade', ...explainClauses(INSURANCE_UPGRADE_CLAUSES, ctx, now) },
    { id: 'returnPlanning', ...explainReturnPlanning(ctx.deal, now) },
    { id: 'preReturnAppraisal', ...explainClauses(PRE_RETURN_APPRAISAL_CLAUSES, ctx, now) },
    { id: 'accountDeletionBlocked', ...explainClauses([ACCOUNT_DELETION_BLOCKED_CLAUSE], ctx, now) },
  ],
});
