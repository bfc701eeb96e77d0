import * as t from 'io-ts';
import { LOYALTY_LEVEL_IDS } from '../../core/loyalty/rules.ts';
import { DateText, nullable, oneOf } from '../codecs.ts';
import { CONSUMER, data, get, list, post, SIGNED_OUT } from '../route-builders.ts';
import { Locale } from './content.ts';

/**
 * Loyalty programme (consumer spec §1, §3, §4, §6, §9; core/loyalty/rules.ts): designed by us, in
 * the snake_case of the specification's loyalty fields.
 */

const LevelId = oneOf(LOYALTY_LEVEL_IDS, 'LoyaltyLevelId');
/** "Level 1" … "Level 4"; a benefit's minimum_level refers to it. */
const LevelNumber = t.union([t.literal(1), t.literal(2), t.literal(3), t.literal(4)], 'LoyaltyLevelNumber');

/** How points came about (core LoyaltyEvent), and their redemption for a voucher (negative points). */
export const LOYALTY_LEDGER_REASONS = [
  'monthly_fee_paid',
  'electric_subscription_booked',
  'friend_referred',
  'voucher_redeemed',
] as const;

const LoyaltyStatus = t.type({
  points: t.Int,
  level: LevelId,
  /** null at Black, the top level. */
  next_level: nullable(LevelId),
  points_to_next_level: nullable(t.Int),
  /** From 4,000 points. */
  voucher_redeemable: t.boolean,
  free_kilometres: t.Int,
  member_since: DateText,
});

const Level = t.type({
  id: LevelId,
  number: LevelNumber,
  minimum_points: t.Int,
  title: t.string,
  subtitle: t.string,
  icon: t.string,
  more_label: t.string,
});

const Benefit = t.type({
  id: t.string,
  minimum_level: LevelNumber,
  only_for_current_level: t.boolean,
  icons: t.array(t.string),
  display_title: t.string,
  display_subtitle: t.string,
  promo_title: t.string,
  modal_title: t.string,
  modal_description: t.string,
  modal_cta: t.string,
});

const LedgerEntry = t.intersection([
  t.type({
    id: t.string,
    date: DateText,
    points: t.Int,
    reason: oneOf(LOYALTY_LEDGER_REASONS, 'LoyaltyLedgerReason'),
  }),
  t.partial({ deal_id: nullable(t.string) }),
]);

export const loyaltyRoutes = {
  getLoyaltyStatus: get({
    name: 'getLoyaltyStatus',
    path: '/portal/api/bff/loyalty',
    response: data(LoyaltyStatus),
    access: 'consumer',
    summary:
      'Points, level, member since, progress to the next level, whether a voucher is redeemable, free kilometres.',
    area: 'loyalty',
    example: {
      state: CONSUMER,
      response: {
        data: {
          points: 3120,
          level: 'gold',
          next_level: 'platinum',
          points_to_next_level: 6880,
          voucher_redeemable: false,
          free_kilometres: 250,
          member_since: '2025-12-20',
        },
      },
    },
  }),
  getLoyaltyLevels: get({
    name: 'getLoyaltyLevels',
    path: '/portal/api/bff/loyalty/levels',
    query: t.partial({ locale: Locale }),
    response: data(t.type({ levels: t.array(Level), benefits: t.array(Benefit) })),
    access: 'public',
    summary: 'The four levels and their benefits, with the content texts for the locale (default de-DE).',
    area: 'loyalty',
    example: {
      state: SIGNED_OUT,
      query: { locale: 'de-DE' },
      response: {
        data: {
          levels: [
            {
              id: 'gold',
              number: 2,
              minimum_points: 2500,
              title: 'Gold',
              subtitle: 'ab 2.500 Punkten',
              icon: 'gold.svg',
              more_label: 'Mehr erfahren',
            },
          ],
          benefits: [
            {
              id: 'free_km_250_per_follow_up',
              minimum_level: 2,
              only_for_current_level: true,
              icons: ['road.svg'],
              display_title: '250 Freikilometer',
              display_subtitle: 'pro Folgeabo',
              promo_title: 'Mehr fahren',
              modal_title: '250 Freikilometer',
              modal_description: 'Für jedes Folgeabo schenken wir dir 250 Kilometer.',
              modal_cta: 'Verstanden',
            },
          ],
        },
      },
    },
  }),
  getLoyaltyLedger: get({
    name: 'getLoyaltyLedger',
    path: '/portal/api/bff/loyalty/points',
    response: list(LedgerEntry),
    access: 'consumer',
    summary:
      'How the points came about, newest first: monthly payments, electric bonus, referrals, redemptions (negative).',
    area: 'loyalty',
    example: {
      state: CONSUMER,
      response: {
        data: [
          { id: 'lp-1', date: '2026-11-01', points: 549, reason: 'monthly_fee_paid', deal_id: 'd-1001' },
          {
            id: 'lp-0',
            date: '2025-12-20',
            points: 500,
            reason: 'electric_subscription_booked',
            deal_id: 'd-1001',
          },
        ],
      },
    },
  }),
  redeemLoyaltyVoucher: post({
    name: 'redeemLoyaltyVoucher',
    path: '/portal/api/bff/loyalty/vouchers',
    response: data(t.type({ code: t.string, valid_until: DateText, points: t.Int })),
    errors: ['voucher_not_redeemable'],
    access: 'consumer',
    summary:
      'Redeems points for a voucher (from 4,000 points; valid one year; also sent by e-mail; one per booking); answers the code.',
    area: 'loyalty',
    example: {
      state: 'customer kunde@demo.example with 5,200 loyalty points',
      status: 201,
      response: { data: { code: 'TREUE-4K-8F2A', valid_until: '2027-11-21', points: 4000 } },
    },
    // Kim Kunde has 3,120 points (getLoyaltyStatus).
    errorExamples: [{ state: CONSUMER, status: 409, code: 'voucher_not_redeemable' }],
  }),
};
