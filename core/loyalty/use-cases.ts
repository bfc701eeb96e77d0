import { err, ok, type Result } from 'neverthrow';
import type { User } from '../account/ports.ts';
import { berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';
import type {
  BenefitTexts,
  LedgerEntry,
  LevelTexts,
  LoyaltyReads,
  LoyaltyTexts,
  RedemptionTransaction,
} from './ports.ts';
import {
  LOYALTY_BENEFITS,
  LOYALTY_LEVELS,
  type LoyaltyBenefit,
  type LoyaltyLevel,
  type LoyaltyStatus,
  loyaltyStatus,
  VOUCHER_MIN_POINTS,
  voucherValidUntil,
} from './rules.ts';

/** The content falls back to German, the portal's first language (consumer §1). */
export const DEFAULT_LOCALE = 'de-DE';

export type MemberStatus = LoyaltyStatus & { readonly points: number; readonly memberSince: string };

export type IssuedVoucher = { readonly code: string; readonly validUntil: string; readonly points: number };

export type RedemptionError = { readonly code: 'voucher_not_redeemable'; readonly points: number };

export type LevelWithTexts = { readonly level: LoyaltyLevel; readonly texts: LevelTexts };
export type BenefitWithTexts = { readonly benefit: LoyaltyBenefit; readonly texts: BenefitTexts };

/** The points a voucher costs: the minimum of §9 ("voucher needs at least 4,000 points"). */
export const VOUCHER_POINTS = VOUCHER_MIN_POINTS;

/** The voucher mail (consumer §1: "a voucher sent by e-mail"); the wording is ours. */
export const voucherMail = (user: User, voucher: IssuedVoucher) => ({
  kind: 'notification' as const,
  to: user.email,
  subject: 'Dein Treue-Gutschein',
  text: [
    `Hallo ${user.firstName},`,
    '',
    `für ${voucher.points.toLocaleString('de-DE')} Treuepunkte bekommst du diesen Gutschein: ${voucher.code}`,
    `Löse ihn bei der Bestellung deines nächsten Abos ein (ein Gutschein pro Buchung). Er gilt bis ${voucher.validUntil.split('-').reverse().join('.')}.`,
  ].join('\n'),
});

export const loyaltyUseCases = (deps: {
  readonly reads: LoyaltyReads;
  readonly texts: LoyaltyTexts;
  readonly transaction: RedemptionTransaction;
  /** A new unguessable voucher code and ledger id. */
  readonly newCode: () => string;
  readonly newId: () => string;
}) => ({
  /**
   * Every consumer is a member: one without an account yet has 0 points and Silver, a member since
   * today (consumer §4 "Silver (first subscription)").
   */
  statusOf: async (userId: string, now: Date): Promise<MemberStatus> => {
    const account = await deps.reads.accountOf(userId);
    const points = account?.points ?? 0;
    return {
      ...loyaltyStatus(points),
      points,
      memberSince: account?.memberSince ?? toIsoDate(berlinDayOfInstant(now)),
    };
  },

  ledgerOf: (userId: string): Promise<LedgerEntry[]> => deps.reads.ledgerOf(userId),

  /**
   * The levels and benefits of core's rules with the content's texts for the locale (German when
   * the locale has none); a level or benefit the content has no text for is left out.
   */
  levelsAndBenefits: async (
    locale: string,
  ): Promise<{ levels: LevelWithTexts[]; benefits: BenefitWithTexts[] }> => {
    let levelTexts = await deps.texts.levelTexts(locale);
    let benefitTexts = await deps.texts.benefitTexts(locale);
    if (levelTexts.length === 0) levelTexts = await deps.texts.levelTexts(DEFAULT_LOCALE);
    if (benefitTexts.length === 0) benefitTexts = await deps.texts.benefitTexts(DEFAULT_LOCALE);
    const levels = LOYALTY_LEVELS.flatMap((level) => {
      const texts = levelTexts.find((candidate) => candidate.levelId === level.id);
      return texts ? [{ level, texts }] : [];
    });
    const benefits = benefitTexts.flatMap((texts) => {
      const benefit = LOYALTY_BENEFITS.find((candidate) => candidate.id === texts.benefitId);
      return benefit ? [{ benefit, texts }] : [];
    });
    return { levels, benefits };
  },

  /**
   * Redeems 4,000 points for a voucher valid one year, mailed to the customer. The account row is
   * locked for the whole transaction, so two redemptions at once are decided one after the other
   * and the balance never goes below zero.
   */
  redeemVoucher: (user: User, now: Date): Promise<Result<IssuedVoucher, RedemptionError>> =>
    deps.transaction(async (store) => {
      const account = await store.lockAccount(user.id);
      const points = account?.points ?? 0;
      if (!account || !loyaltyStatus(points).voucherRedeemable)
        return err({ code: 'voucher_not_redeemable' as const, points });
      const issuedOn = toIsoDate(berlinDayOfInstant(now));
      const voucher = {
        code: deps.newCode(),
        userId: user.id,
        points: VOUCHER_POINTS,
        issuedOn,
        validUntil: voucherValidUntil(issuedOn),
      };
      await store.issueVoucher(voucher, deps.newId());
      const issued = { code: voucher.code, validUntil: voucher.validUntil, points: voucher.points };
      await store.mailer.send(voucherMail(user, issued));
      return ok(issued);
    }),
});
