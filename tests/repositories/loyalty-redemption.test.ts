/**
 * The voucher redemption over the SQL adapters: the row lock and the check constraint keep the
 * balance from going below zero, on PGlite always and on PostgreSQL (real concurrent
 * connections) when PORTAL_TEST_DATABASE_URL is set.
 */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  sqlLoyaltyReads,
  sqlLoyaltyTexts,
  sqlRedemptionStore,
  sqlRedemptionTransaction,
} from '../../adapters/sql/loyalty-repositories.ts';
import { sqlOutbox } from '../../adapters/sql/outbox.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { aUser } from '../../core/account/in-memory-accounts.ts';
import { loyaltyUseCases } from '../../core/loyalty/use-cases.ts';
import { freshPGlite, freshPostgres, POSTGRES_URL } from './databases.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const kim = aUser({ id: 'u-kunde', email: 'kunde@demo.example' });

const withMember = async (db: Kysely<Database>, points: number) => {
  await db
    .insertInto('users')
    .values({
      id: 'u-kunde',
      email: 'kunde@demo.example',
      password_hash: null,
      kind: 'consumer',
      company_id: null,
      role: null,
      contact_id: null,
      email_verified_at: null,
    })
    .execute();
  await db
    .insertInto('loyalty_accounts')
    .values({ user_id: 'u-kunde', member_since: '2025-12-20', points })
    .execute();
  let next = 0;
  return loyaltyUseCases({
    reads: sqlLoyaltyReads(db),
    texts: sqlLoyaltyTexts(db),
    transaction: sqlRedemptionTransaction(db, (trx) => sqlOutbox(trx)),
    newCode: () => `TREUE-4K-${String(++next).padStart(8, '0')}`,
    newId: () => `lp-${next}-${Math.random()}`,
  });
};

const suite = (name: string, fresh: () => Promise<Kysely<Database>>) =>
  describe(`voucher redemption: ${name}`, () => {
    it('lets exactly as many of several redemptions at once through as the points pay for', async () => {
      const db = await fresh();
      try {
        const loyalty = await withMember(db, 9_000);
        const results = await Promise.all(Array.from({ length: 5 }, () => loyalty.redeemVoucher(kim, NOW)));
        expect(results.filter((result) => result.isOk())).toHaveLength(2);
        expect((await loyalty.statusOf('u-kunde', NOW)).points).toBe(1_000);
        const ledger = await loyalty.ledgerOf('u-kunde');
        expect(ledger.map((entry) => entry.points)).toEqual([-4_000, -4_000]);
        expect(await sqlOutbox(db).list({ to: 'kunde@demo.example' })).toHaveLength(2);
      } finally {
        await db.destroy();
      }
    });

    it('refuses a debit below zero in the database itself, writing nothing', async () => {
      const db = await fresh();
      try {
        await withMember(db, 3_000);
        const debit = db.transaction().execute((trx) =>
          sqlRedemptionStore(trx, sqlOutbox(trx)).issueVoucher(
            {
              code: 'X',
              userId: 'u-kunde',
              points: 4_000,
              issuedOn: '2026-11-23',
              validUntil: '2027-11-22',
            },
            'lp-x',
          ),
        );
        await expect(debit).rejects.toThrow();
        expect(await db.selectFrom('loyalty_vouchers').selectAll().execute()).toEqual([]);
        const account = await sqlLoyaltyReads(db).accountOf('u-kunde');
        expect(account?.points).toBe(3_000);
      } finally {
        await db.destroy();
      }
    });
  });

suite('PGlite', freshPGlite);
if (POSTGRES_URL) suite('PostgreSQL', freshPostgres);
