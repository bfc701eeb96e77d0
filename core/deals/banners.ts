import { isSelfPickupOfferShown } from '../handover/rules.ts';
import { berlinDayOfInstant, daysUntil, isWithinDays, parseInstant } from '../shared/calendar-days.ts';
import { isFollowUpKind, returnDateOf } from './deal-dates.ts';
import { deliveryDelayOf, isDeliveryDateUncertain, isOrderInPreparation } from './delivery-delay.ts';
import { isAutoRenewalEligible } from './eligibility.ts';
import type { DealContext } from './types.ts';

/** The banner ids in the order the portal shows them (consumer spec §4 "Banners"). */
export const BANNER_IDS = [
  'bridging_car',
  'swap',
  'handover_coordination',
  'return_coordination',
  'low_confidence',
  'auto_renew',
  'reservation',
  'delivery_delay',
  'extend_subscription',
  'self_pickup',
] as const;
export type BannerId = (typeof BANNER_IDS)[number];

export type Banner = { readonly id: BannerId; readonly daysLeft?: number };

/** Consumer spec §9: return and swap banners within 90 days of the return date. */
export const RETURN_BANNER_DAYS = 90;
/** Consumer spec §9: the extend banner shows 14 to 121 days before the end. */
export const EXTEND_BANNER_FROM_DAYS = 14;
export const EXTEND_BANNER_TO_DAYS = 121;
/** Consumer spec §4: a pending contract must be signed within three days of creation. */
export const RESERVATION_HOURS = 72;
/** Consumer spec §9: banners are dismissed for 24 hours. */
export const BANNER_DISMISSAL_HOURS = 24;

const HOUR_MS = 3_600_000;

const hasActualHandover = (ctx: DealContext): boolean =>
  Boolean(ctx.handover?.actual_handover_date ?? ctx.deal.actual_handover_date);

/** The instant a NOT_SIGNED reservation lapses, or undefined without a creation time. */
export const reservationExpiry = (ctx: DealContext): Date | undefined =>
  ctx.deal.created_at
    ? new Date(parseInstant(ctx.deal.created_at).getTime() + RESERVATION_HOURS * HOUR_MS)
    : undefined;

type BannerRule = (ctx: DealContext, now: Date) => boolean | Banner;

const BANNER_RULES: Record<BannerId, BannerRule> = {
  bridging_car: ({ deal, followUpDeal }) =>
    deal.bridging_type === 'BEGINNING' && Boolean(followUpDeal || deal.followup_subscription_id),
  swap: ({ deal }, now) =>
    deal.subscribed_to === 'SWAP_SAME_DAY' &&
    deal.state === 'ACTIVE' &&
    isWithinDays(returnDateOf(deal), now, RETURN_BANNER_DAYS),
  // CREATED, or a fleet order listed as SCHEDULED or HANDOVER (see isOrderInPreparation).
  handover_coordination: ({ deal, handover }) =>
    isOrderInPreparation(deal.state) && !handover?.planned_delivery_date,
  return_coordination: ({ deal, returnData }, now) =>
    deal.state === 'ACTIVE' &&
    isWithinDays(returnDateOf(deal), now, RETURN_BANNER_DAYS) &&
    !deal.preferred_return_date &&
    !returnData?.preferred_delivery_date,
  low_confidence: isDeliveryDateUncertain,
  auto_renew: ({ deal }, now) =>
    isAutoRenewalEligible(deal, now) &&
    deal.state === 'ACTIVE' &&
    !deal.return_type &&
    !deal.preferred_return_date,
  reservation: (ctx, now) => {
    if (ctx.deal.state !== 'NOT_SIGNED') return false;
    const expiry = reservationExpiry(ctx);
    if (!expiry || expiry.getTime() <= now.getTime()) return false;
    return { id: 'reservation', daysLeft: berlinDayOfInstant(expiry) - berlinDayOfInstant(now) };
  },
  // "Delivery delay: labels of the form delivery in x days" (consumer spec §4): a later delivery,
  // counted to the end of the expected window.
  delivery_delay: (ctx, now) => {
    const delay = deliveryDelayOf(ctx, now);
    return delay ? { id: 'delivery_delay', daysLeft: delay.daysUntilDelivery } : false;
  },
  extend_subscription: ({ deal }, now) => {
    const returnDate = returnDateOf(deal);
    if (!returnDate || isFollowUpKind(deal)) return false;
    const days = daysUntil(returnDate, now);
    return days >= EXTEND_BANNER_FROM_DAYS && days <= EXTEND_BANNER_TO_DAYS;
  },
  self_pickup: (ctx, now) =>
    ctx.deal.state === 'CREATED' &&
    isSelfPickupOfferShown(ctx.handover?.planned_delivery_date, now) &&
    !hasActualHandover(ctx),
};

/** The banners a deal shows now, in the fixed order, before dismissals. */
export const bannersFor = (ctx: DealContext, now: Date): Banner[] =>
  BANNER_IDS.flatMap((id) => {
    const shown = BANNER_RULES[id](ctx, now);
    if (shown === false) return [];
    return [shown === true ? { id } : shown];
  });

/** A dismissed banner stays hidden for 24 hours from the dismissal, then shows again. */
export const isDismissalActive = (dismissedAt: Date, now: Date): boolean => {
  const elapsed = now.getTime() - dismissedAt.getTime();
  return elapsed >= 0 && elapsed < BANNER_DISMISSAL_HOURS * HOUR_MS;
};

export const visibleBanners = (
  banners: readonly Banner[],
  dismissals: Readonly<Record<string, string>> | null | undefined,
  now: Date,
): Banner[] =>
  banners.filter((banner) => {
    const dismissedAt = dismissals?.[banner.id];
    return !dismissedAt || !isDismissalActive(parseInstant(dismissedAt), now);
  });
