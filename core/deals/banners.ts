import { isSelfPickupOfferShown, SELF_PICKUP_OFFER_DAYS } from '../handover/rules.ts';
import { berlinDayOfInstant, daysUntil, parseInstant } from '../shared/calendar-days.ts';
import {
  absent,
  allHold,
  BANNER_SHOWS,
  type Clause,
  equals,
  isWhen,
  present,
  returnWithin,
  shownDate,
  stateIn,
} from './clauses.ts';
import { isFollowUpKind, returnDateOf } from './deal-dates.ts';
import { deliveryDelayOf, ORDER_IN_PREPARATION_STATES } from './delivery-delay.ts';
import { AUTO_RENEWAL_CLAUSE } from './eligibility.ts';
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

/**
 * The banners of the business variant, in the order it shows them (business spec §4 "Banners",
 * "Reservation"): core's rules, less the consumer-only offers (delivery delay, extend
 * subscription, self pickup). The business portal and the support CLI show these alike.
 */
export const BUSINESS_BANNER_IDS = [
  'reservation',
  'bridging_car',
  'swap',
  'handover_coordination',
  'return_coordination',
  'low_confidence',
  'auto_renew',
] as const satisfies readonly BannerId[];
export type BusinessBannerId = (typeof BUSINESS_BANNER_IDS)[number];

export const isBusinessBanner = (banner: Banner): banner is Banner & { readonly id: BusinessBannerId } =>
  (BUSINESS_BANNER_IDS as readonly BannerId[]).includes(banner.id);

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

/** The instant a NOT_SIGNED reservation lapses, or undefined without a creation time. */
export const reservationExpiry = (ctx: DealContext): Date | undefined =>
  ctx.deal.created_at
    ? new Date(parseInstant(ctx.deal.created_at).getTime() + RESERVATION_HOURS * HOUR_MS)
    : undefined;

/** A banner's rule: clauses that must all hold, and the days left its text shows, if any. */
export type BannerRule = {
  readonly clauses: readonly Clause[];
  readonly daysLeft?: (ctx: DealContext, now: Date) => number;
};

const PLANNED_DELIVERY = { de: 'geplanter Liefertermin', en: 'planned delivery date' };
const ACTUAL_HANDOVER = { de: 'tatsächliche Übergabe', en: 'actual handover' };
const PREFERRED_RETURN = { de: 'Wunsch-Rückgabedatum', en: 'preferred return date' };

const plannedDelivery = present(PLANNED_DELIVERY, (ctx) => ctx.handover?.planned_delivery_date);
const noActualHandover = absent(
  ACTUAL_HANDOVER,
  (ctx) => ctx.handover?.actual_handover_date ?? ctx.deal.actual_handover_date,
);
const deviationOf = (ctx: DealContext) => ctx.handoverMetadata?.availability_confidence?.deviation_in_weeks;
const deviationWords = (ctx: DealContext) => {
  const deviation = deviationOf(ctx);
  return typeof deviation === 'number'
    ? { de: `Abweichung ${deviation} Wochen`, en: `deviation of ${deviation} weeks` }
    : { de: 'keine Abweichung angegeben', en: 'no deviation given' };
};
const noReturnPlanned = [
  absent({ de: 'Rückgabeart', en: 'return type' }, ({ deal }) => deal.return_type),
  absent(PREFERRED_RETURN, ({ deal }) => deal.preferred_return_date),
];

export const BANNER_RULES: Record<BannerId, BannerRule> = {
  bridging_car: {
    clauses: [
      equals({ de: 'Überbrückungsart', en: 'bridging type' }, ({ deal }) => deal.bridging_type, 'BEGINNING'),
      present(
        { de: 'Folgevertrag', en: 'follow-up deal' },
        ({ deal, followUpDeal }) => followUpDeal?.id ?? deal.followup_subscription_id,
      ),
    ],
  },
  swap: {
    clauses: [
      equals({ de: 'Abo-Art', en: 'subscribed to' }, ({ deal }) => deal.subscribed_to, 'SWAP_SAME_DAY'),
      stateIn(['ACTIVE']),
      returnWithin(RETURN_BANNER_DAYS, BANNER_SHOWS),
    ],
  },
  // CREATED, or a fleet order listed as SCHEDULED or HANDOVER (see isOrderInPreparation).
  handover_coordination: {
    clauses: [
      stateIn(ORDER_IN_PREPARATION_STATES),
      absent(PLANNED_DELIVERY, (ctx) => ctx.handover?.planned_delivery_date),
    ],
  },
  return_coordination: {
    clauses: [
      stateIn(['ACTIVE']),
      returnWithin(RETURN_BANNER_DAYS, BANNER_SHOWS),
      absent(PREFERRED_RETURN, ({ deal }) => deal.preferred_return_date),
      absent(
        { de: 'Wunsch-Rückgabedatum der Rückgabe', en: 'preferred date of the booked return' },
        (ctx) => ctx.returnData?.preferred_delivery_date,
      ),
    ],
  },
  low_confidence: {
    clauses: [
      stateIn(ORDER_IN_PREPARATION_STATES),
      plannedDelivery,
      noActualHandover,
      {
        holds: (ctx) => {
          const deviation = deviationOf(ctx);
          return typeof deviation === 'number' && deviation !== 0;
        },
        says: (ctx) => {
          const words = deviationWords(ctx);
          return { de: `${words.de} (nötig: ungleich 0)`, en: `${words.en} (needs one other than 0)` };
        },
      },
    ],
  },
  auto_renew: {
    clauses: [AUTO_RENEWAL_CLAUSE, stateIn(['ACTIVE']), ...noReturnPlanned],
  },
  reservation: {
    clauses: [
      stateIn(['NOT_SIGNED']),
      {
        holds: (ctx, now) => {
          const expiry = reservationExpiry(ctx);
          return expiry !== undefined && expiry.getTime() > now.getTime();
        },
        says: (ctx, now) => {
          const expiry = reservationExpiry(ctx);
          if (!expiry) return { de: 'keine Erstellungszeit', en: 'no creation time' };
          const at = shownDate(expiry.toISOString());
          return expiry.getTime() > now.getTime()
            ? {
                de: `die Reservierung läuft am ${at} ab (${RESERVATION_HOURS} Stunden nach der Erstellung)`,
                en: `the reservation lapses on ${at} (${RESERVATION_HOURS} hours after it was made)`,
              }
            : {
                de: `die Reservierung ist am ${at} abgelaufen (${RESERVATION_HOURS} Stunden nach der Erstellung)`,
                en: `the reservation lapsed on ${at} (${RESERVATION_HOURS} hours after it was made)`,
              };
        },
      },
    ],
    daysLeft: (ctx, now) => berlinDayOfInstant(reservationExpiry(ctx) as Date) - berlinDayOfInstant(now),
  },
  // "Delivery delay: labels of the form delivery in x days" (consumer spec §4): a later delivery,
  // counted to the end of the expected window (delivery-delay.ts).
  delivery_delay: {
    clauses: [
      stateIn(ORDER_IN_PREPARATION_STATES),
      plannedDelivery,
      noActualHandover,
      {
        holds: (ctx) => {
          const deviation = deviationOf(ctx);
          return typeof deviation === 'number' && Number.isFinite(deviation) && deviation > 0;
        },
        says: (ctx) => {
          const words = deviationWords(ctx);
          return {
            de: `${words.de} (nötig: später, über 0)`,
            en: `${words.en} (needs a later one, above 0)`,
          };
        },
      },
    ],
    daysLeft: (ctx, now) => deliveryDelayOf(ctx, now)?.daysUntilDelivery ?? 0,
  },
  extend_subscription: {
    clauses: [
      present({ de: 'Rückgabedatum', en: 'return date' }, ({ deal }) => returnDateOf(deal)),
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
      {
        holds: ({ deal }, now) => {
          const days = daysUntil(returnDateOf(deal) as string, now);
          return days >= EXTEND_BANNER_FROM_DAYS && days <= EXTEND_BANNER_TO_DAYS;
        },
        says: ({ deal }, now) => {
          const date = returnDateOf(deal) as string;
          const when = isWhen(daysUntil(date, now));
          return {
            de: `das Rückgabedatum ${shownDate(date)} ${when.de}; der Hinweis erscheint von ${EXTEND_BANNER_TO_DAYS} bis ${EXTEND_BANNER_FROM_DAYS} Tage davor`,
            en: `the return date ${shownDate(date)} ${when.en}; the banner shows from ${EXTEND_BANNER_TO_DAYS} to ${EXTEND_BANNER_FROM_DAYS} days before it`,
          };
        },
      },
    ],
  },
  self_pickup: {
    clauses: [
      stateIn(['CREATED']),
      {
        holds: (ctx, now) => isSelfPickupOfferShown(ctx.handover?.planned_delivery_date, now),
        says: (ctx, now) => {
          const planned = ctx.handover?.planned_delivery_date;
          if (!planned) return { de: 'kein geplanter Liefertermin', en: 'no planned delivery date' };
          const when = isWhen(daysUntil(planned, now));
          return {
            de: `der geplante Liefertermin ${shownDate(planned)} ${when.de}; das Angebot erscheint ab ${SELF_PICKUP_OFFER_DAYS} Tagen davor bis zum Tag selbst`,
            en: `the planned delivery date ${shownDate(planned)} ${when.en}; the offer shows from ${SELF_PICKUP_OFFER_DAYS} days before it until the day itself`,
          };
        },
      },
      noActualHandover,
    ],
  },
};

/** The banners a deal shows now, in the fixed order, before dismissals. */
export const bannersFor = (ctx: DealContext, now: Date): Banner[] => {
  const shown: Banner[] = [];
  for (const id of BANNER_IDS) {
    const rule = BANNER_RULES[id];
    if (!allHold(rule.clauses, ctx, now)) continue;
    shown.push(rule.daysLeft ? { id, daysLeft: rule.daysLeft(ctx, now) } : { id });
  }
  return shown;
};

const DELAY_BANNERS: ReadonlySet<BannerId> = new Set(['low_confidence', 'delivery_delay']);

/**
 * The banners of the consumer portal (consumer spec §4 "Banners"): one banner per delay — the
 * delivery-delay banner names the days, so the low-confidence banner, which leads to the same delay
 * alternatives, gives way to it — and no delay banner while an earlier delivery is offered (the
 * accept-preponement module, consumer spec §2), which would say the opposite beside it. The business
 * variant has no delivery-delay banner and keeps its low-confidence one (BUSINESS_BANNER_IDS).
 */
export const consumerBanners = (
  banners: readonly Banner[],
  options: { readonly earlierDeliveryOffered?: boolean } = {},
): Banner[] => {
  const delayed = banners.some((banner) => banner.id === 'delivery_delay');
  return banners.filter((banner) => {
    if (options.earlierDeliveryOffered && DELAY_BANNERS.has(banner.id)) return false;
    return !(delayed && banner.id === 'low_confidence');
  });
};

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
