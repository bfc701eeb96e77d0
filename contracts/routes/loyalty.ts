import * as t from 'io-ts';
import { LOYALTY_LEVEL_IDS } from '../../core/loyalty/rules.ts';
import { DateText, nullable, oneOf } from '../codecs.ts';
import { CONSUMER, data, get, list, post } from '../route-builders.ts';

/** Loyalty programme (consumer spec §1, §3, §6, §9): designed by us. */

const LevelId = oneOf(LOYALTY_LEVEL_IDS, 'LoyaltyLevelId');

const LoyaltyStatus = t.type({
  points: t.Int,
  level: LevelId,
  nextLevel: nullable(LevelId),
  pointsToNextLevel: nullable(t.Int),
  voucherRedeemable: t.boolean,
  freeKilometres: t.Int,
  memberSince: DateText,
});

const Level = t.type({
  id: LevelId,
  number: t.Int,
  minimumPoints: t.Int,
  title: t.string,
  subtitle: t.string,
  icon: t.string,
  more_label: t.string,
});

const Benefit = t.type({
  id: t.string,
  minimum_level: t.Int,
  only_for_current_level: t.boolean,
  icons: t.array(t.string),
  display_title: t.string,
  display_subtitle: t.string,
  promo_title: t.string,
  modal_title: t.string,
  modal_description: t.string,
  modal_cta: t.string,
});

const LedgerEntry = t.type({
  id: t.string,
  date: DateText,
  points: t.Int,
  reason: t.keyof({
    monthly_fee_paid: null,
    electric_subscription_booked: null,
    friend_referred: null,
    voucher_redeemed: null,
  }),
});

export const loyaltyRoutes = {
  getLoyaltyStatus: get({
    name: 'getLoyaltyStatus',
    path: '/portal/api/bff/loyalty',
    response: data(LoyaltyStatus),
    access: 'consumer',
    summary: 'Points, level, progress to the next level, voucher and free kilometres of the customer.',
    area: 'loyalty',
    example: {
      state: CONSUMER,
      response: {
        data: {
          points: 3120,
          level: 'gold',
          nextLevel: 'platinum',
          pointsToNextLevel: 6880,
          voucherRedeemable: false,
          freeKilometres: 250,
          memberSince: '2025-12-20',
        },
      },
    },
  }),
  getLoyaltyLevels: get({
    name: 'getLoyaltyLevels',
    path: '/portal/api/bff/loyalty/levels',
    query: t.partial({ locale: t.string }),
    response: data(t.type({ levels: t.array(Level), benefits: t.array(Benefit) })),
    access: 'public',
    summary: 'The four levels and their benefits, with texts for the locale.',
    area: 'loyalty',
    example: {
      state: 'the loyalty programme has its four levels',
      query: { locale: 'de-DE' },
      response: {
        data: {
          levels: [
            {
              id: 'gold',
              number: 2,
              minimumPoints: 2500,
              title: 'Gold',
              subtitle: 'ab 2.500 Punkten',
              icon: 'gold.svg',
              more_label: 'Mehr erfahren',
            },
          ],
          benefits: [
            {
              id: 'free_km_250',
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
    summary: 'How the points came about: monthly payments, electric bonus, referrals, redemptions.',
    area: 'loyalty',
    example: {
      state: CONSUMER,
      response: { data: [{ id: 'lp-1', date: '2026-11-01', points: 549, reason: 'monthly_fee_paid' }] },
    },
  }),
  redeemLoyaltyVoucher: post({
    name: 'redeemLoyaltyVoucher',
    path: '/portal/api/bff/loyalty/vouchers',
    response: data(t.type({ code: t.string, validUntil: DateText, points: t.Int })),
    errors: ['voucher_not_redeemable'],
    access: 'consumer',
    summary:
      'Redeems points for a voucher (from 4,000 points; valid one year; sent by e-mail; one per booking).',
    area: 'loyalty',
    example: {
      state: 'customer kunde@demo.example with 5,200 loyalty points',
      status: 201,
      response: { data: { code: 'TREUE-4K-8F2A', validUntil: '2027-11-21', points: 4000 } },
    },
    errorExamples: [{ state: CONSUMER, status: 409, code: 'voucher_not_redeemable' }],
  }),
};
