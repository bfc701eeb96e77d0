import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aUser } from '../account/in-memory-accounts.ts';
import { inMemoryLoyalty } from './in-memory-loyalty.ts';
import type { BenefitTexts, LevelTexts } from './ports.ts';
import { loyaltyUseCases, VOUCHER_POINTS } from './use-cases.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const kim = aUser({ id: 'u-kunde', email: 'kunde@demo.example', firstName: 'Kim' });

const setUp = (points: number | undefined) => {
  const store = inMemoryLoyalty(
    points === undefined ? [] : [{ userId: 'u-kunde', memberSince: '2025-12-20', points }],
  );
  let next = 0;
  const loyalty = loyaltyUseCases({
    reads: store.reads,
    texts: store.texts,
    transaction: store.transaction,
    newCode: () => `TREUE-4K-${String(++next).padStart(8, '0')}`,
    newId: () => `lp-${next}`,
  });
  return { store, loyalty };
};

describe('loyalty status', () => {
  it('reads the level, progress and voucher from the balance', async () => {
    const { loyalty } = setUp(5_200);
    expect(await loyalty.statusOf('u-kunde', NOW)).toMatchObject({
      points: 5_200,
      level: { id: 'gold' },
      nextLevel: { id: 'platinum' },
      pointsToNextLevel: 4_800,
      voucherRedeemable: true,
      freeKilometres: 250,
      memberSince: '2025-12-20',
    });
  });

  it('counts a customer without an account as a Silver member since today with 0 points', async () => {
    const { loyalty } = setUp(undefined);
    expect(await loyalty.statusOf('u-kunde', NOW)).toMatchObject({
      points: 0,
      level: { id: 'silver' },
      voucherRedeemable: false,
      memberSince: '2026-11-23',
    });
  });
});

describe('voucher redemption', () => {
  it('takes 4,000 points, issues a voucher valid one year and mails it', async () => {
    const { store, loyalty } = setUp(5_200);
    const voucher = await loyalty.redeemVoucher(kim, NOW);
    expect(voucher._unsafeUnwrap()).toEqual({
      code: 'TREUE-4K-00000001',
      validUntil: '2027-11-22',
      points: 4_000,
    });
    expect((await loyalty.statusOf('u-kunde', NOW)).points).toBe(1_200);
    expect(store.ledger()).toMatchObject([
      { points: -4_000, reason: 'voucher_redeemed', date: '2026-11-23' },
    ]);
    expect(store.mails()).toMatchObject([{ to: 'kunde@demo.example', subject: 'Dein Treue-Gutschein' }]);
    expect(store.mails()[0]?.text).toContain('TREUE-4K-00000001');
    expect(store.mails()[0]?.text).toContain('22.11.2027');
  });

  it('refuses below 4,000 points and without an account, changing nothing', async () => {
    for (const points of [3_999, undefined]) {
      const { store, loyalty } = setUp(points);
      const refused = await loyalty.redeemVoucher(kim, NOW);
      expect(refused._unsafeUnwrapErr()).toEqual({ code: 'voucher_not_redeemable', points: points ?? 0 });
      expect(store.vouchers()).toEqual([]);
      expect(store.mails()).toEqual([]);
    }
  });

  it('never lets the balance go below zero, however many redemptions run at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 30_000 }),
        fc.integer({ min: 1, max: 8 }),
        async (points, tries) => {
          const { store, loyalty } = setUp(points);
          const results = await Promise.all(
            Array.from({ length: tries }, () => loyalty.redeemVoucher(kim, NOW)),
          );
          const issued = results.filter((result) => result.isOk()).length;
          expect(issued).toBe(Math.min(tries, Math.floor(points / VOUCHER_POINTS)));
          const balance = (await loyalty.statusOf('u-kunde', NOW)).points;
          expect(balance).toBe(points - issued * VOUCHER_POINTS);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(store.ledger().reduce((sum, entry) => sum + entry.points, 0)).toBe(
            0 - issued * VOUCHER_POINTS,
          );
          expect(store.mails()).toHaveLength(issued);
          expect(new Set(store.vouchers().map((voucher) => voucher.code)).size).toBe(issued);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('levels and benefits with texts', () => {
  const level = (levelId: LevelTexts['levelId'], title: string): LevelTexts => ({
    levelId,
    title,
    subtitle: '',
    icon: `${levelId}.svg`,
    moreLabel: 'Mehr erfahren',
  });
  const benefit = (benefitId: string): BenefitTexts => ({
    benefitId,
    icons: [],
    displayTitle: benefitId,
    displaySubtitle: '',
    promoTitle: '',
    modalTitle: '',
    modalDescription: '',
    modalCta: '',
  });

  it('joins core’s levels and benefits with the content’s texts, falling back to German', async () => {
    const { store } = setUp(0);
    const loyalty = loyaltyUseCases({
      ...store,
      texts: {
        levelTexts: async (locale) =>
          locale === 'de-DE'
            ? [level('gold', 'Gold'), level('silver', 'Silver'), level('platinum', 'Platinum')]
            : [],
        benefitTexts: async (locale) =>
          locale === 'de-DE'
            ? [benefit('partner_offers'), benefit('no_such_benefit'), benefit('free_km_500')]
            : [],
      },
      newCode: () => 'x',
      newId: () => 'y',
    });
    const { levels, benefits } = await loyalty.levelsAndBenefits('en-US');
    expect(levels.map((entry) => entry.level.id)).toEqual(['silver', 'gold', 'platinum']);
    expect(benefits.map((entry) => [entry.benefit.id, entry.benefit.minimum_level])).toEqual([
      ['partner_offers', 1],
      ['free_km_500', 3],
    ]);
  });
});
