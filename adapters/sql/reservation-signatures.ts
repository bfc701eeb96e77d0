import type { Kysely } from 'kysely';
import type { SignatureStore } from '../../core/deals/contract-signing.ts';
import type { Database } from './schema.ts';

/** Reservation signatures (migration 0026): one per deal, its primary key. */
export const sqlReservationSignatures = (db: Kysely<Database>): SignatureStore => ({
  find: async (dealId) => {
    const row = await db
      .selectFrom('reservation_signatures')
      .select(['deal_id', 'user_id', 'signer_name', 'signed_at'])
      .where('deal_id', '=', dealId)
      .executeTakeFirst();
    return row
      ? {
          dealId: row.deal_id,
          userId: row.user_id,
          signerName: row.signer_name,
          signedAt: new Date(row.signed_at),
        }
      : undefined;
  },
  add: async (signature) => {
    const inserted = await db
      .insertInto('reservation_signatures')
      .values({
        deal_id: signature.dealId,
        user_id: signature.userId,
        signer_name: signature.signerName,
        signed_at: signature.signedAt,
      })
      .onConflict((conflict) => conflict.column('deal_id').doNothing())
      .returning('deal_id')
      .executeTakeFirst();
    return inserted !== undefined;
  },
});
