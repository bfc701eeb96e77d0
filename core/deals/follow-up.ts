import type { DateText, Deal, FollowUpDeal } from './types.ts';

/**
 * The follow-up deal of a bridging car (business spec §3 "Follow-up deal", §4 "Bridging car";
 * consumer spec "bis dein nächstes Auto bereitsteht"): which car comes next and when it is handed
 * over, so the bridging banner can say it.
 */

/** The follow-up deal's id when the deal is a bridging car (bridging type BEGINNING) that has one. */
export const followUpIdOf = (
  deal: Pick<Deal, 'bridging_type' | 'followup_subscription_id'>,
): string | null =>
  deal.bridging_type === 'BEGINNING' && deal.followup_subscription_id ? deal.followup_subscription_id : null;

/**
 * The follow-up deal as the rules and banners see it, from the follow-up's own deal and handover:
 * its handover date is the planned delivery, else the preferred one (the date asked for).
 */
export const followUpDealOf = (
  deal: Pick<Deal, 'id' | 'car'>,
  handover: { readonly planned?: DateText | null; readonly preferred?: DateText | null } | null | undefined,
): FollowUpDeal => ({
  id: deal.id,
  preferred_handover_date: handover?.planned ?? handover?.preferred ?? null,
  car: { oem: deal.car?.oem ?? null, model: deal.car?.model ?? null },
});

/** "Cupra Born": the follow-up car's make and model, or null when the deal names neither. */
export const followUpCarName = (followUp: FollowUpDeal | null | undefined): string | null => {
  const name = [followUp?.car?.oem, followUp?.car?.model].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
};
