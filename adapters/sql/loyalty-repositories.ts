import { type Kysely, sql } from 'kysely';
import type {
  BenefitTexts,
  LedgerReason,
  LevelTexts,
  LoyaltyReads,
  LoyaltyTexts,
  RedemptionStore,
  RedemptionTransaction,
} from '../../core/loyalty/ports.ts';
import type { LoyaltyLevelId } from '../../core/loyalty/rules.ts';
import type { Mailer } from '../../core/shared/ports.ts';
import type { Database } from './schema.ts';

export const sqlLoyaltyReads = (db: Kysely<Database>): LoyaltyReads => ({
  accountOf: async (userId) => {
    const row = await db
      .selectFrom('loyalty_accounts')
      .select(['user_id', sql<string>`member_since::text`.as('member_since'), 'points'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? { userId: row.user_id, memberSince: row.member_since, points: row.points } : undefined;
  },
  ledgerOf: async (userId) => {
    const rows = await db
      .selectFrom('loyalty_ledger')
      .select(['id', sql<string>`booked_on::text`.as('booked_on'), 'points', 'reason', 'deal_id'])
      .where('user_id', '=', userId)
      .orderBy('loyalty_ledger.booked_on', 'desc')
      .orderBy('seq', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      date: row.booked_on,
      points: row.points,
      reason: row.reason as LedgerReason,
      dealId: row.deal_id,
    }));
  },
});

/** The redemption's writes over one transaction's Kysely. */
export const sqlRedemptionStore = (trx: Kysely<Database>, mailer: Mailer): RedemptionStore => ({
  lockAccount: async (userId) => {
    const row = await trx
      .selectFrom('loyalty_accounts')
      .select(['user_id', sql<string>`member_since::text`.as('member_since'), 'points'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    return row ? { userId: row.user_id, memberSince: row.member_since, points: row.points } : undefined;
  },
  issueVoucher: async (voucher, ledgerEntryId) => {
    // The check constraint (points >= 0) refuses a debit below zero even if a caller skipped the lock.
    await trx
      .updateTable('loyalty_accounts')
      .set({ points: sql`points - ${voucher.points}` })
      .where('user_id', '=', voucher.userId)
      .execute();
    await trx
      .insertInto('loyalty_vouchers')
      .values({
        code: voucher.code,
        user_id: voucher.userId,
        points: voucher.points,
        issued_on: voucher.issuedOn,
        valid_until: voucher.validUntil,
        used_on: null,
        used_for_deal_id: null,
      })
      .execute();
    await trx
      .insertInto('loyalty_ledger')
      .values({
        id: ledgerEntryId,
        user_id: voucher.userId,
        booked_on: voucher.issuedOn,
        points: -voucher.points,
        reason: 'voucher_redeemed',
        deal_id: null,
        voucher_code: voucher.code,
      })
      .execute();
  },
  mailer,
});

export const sqlRedemptionTransaction =
  (db: Kysely<Database>, mailerFor: (db: Kysely<Database>) => Mailer): RedemptionTransaction =>
  (work) =>
    db.transaction().execute((trx) => work(sqlRedemptionStore(trx, mailerFor(trx))));

export const sqlLoyaltyTexts = (db: Kysely<Database>): LoyaltyTexts => ({
  levelTexts: async (locale): Promise<LevelTexts[]> => {
    const rows = await db
      .selectFrom('loyalty_level_texts')
      .selectAll()
      .where('locale', '=', locale)
      .execute();
    return rows.map((row) => ({
      levelId: row.level_id as LoyaltyLevelId,
      title: row.title,
      subtitle: row.subtitle,
      icon: row.icon,
      moreLabel: row.more_label,
    }));
  },
  benefitTexts: async (locale): Promise<BenefitTexts[]> => {
    const rows = await db
      .selectFrom('loyalty_benefit_texts')
      .selectAll()
      .where('locale', '=', locale)
      .orderBy('position')
      .execute();
    return rows.map((row) => ({
      benefitId: row.benefit_id,
      icons: row.icons,
      displayTitle: row.display_title,
      displaySubtitle: row.display_subtitle,
      promoTitle: row.promo_title,
      modalTitle: row.modal_title,
      modalDescription: row.modal_description,
      modalCta: row.modal_cta,
    }));
  },
});
