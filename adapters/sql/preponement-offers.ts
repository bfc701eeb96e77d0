import { type Kysely, sql } from 'kysely';
import type { PreponementOffers } from '../../core/handover/preponement.ts';
import type { Database } from './schema.ts';

/** The earlier-delivery offers over migration 0012; dates read as text, never through a time zone. */
export const sqlPreponementOffers = (db: Kysely<Database>): PreponementOffers => ({
  latest: async (dealId) => {
    const row = await db
      .selectFrom('preponement_offers')
      .select([
        'id',
        'deal_id',
        sql<string>`offered_date::text`.as('offered_date'),
        sql<string>`planned_date::text`.as('planned_date'),
        'expires_at',
        'answer',
        'answered_at',
      ])
      .where('deal_id', '=', dealId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      ...row,
      expires_at: new Date(row.expires_at),
      answered_at: row.answered_at ? new Date(row.answered_at) : null,
    };
  },
  save: async (offer) => {
    await db
      .insertInto('preponement_offers')
      .values(offer)
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({ answer: offer.answer, answered_at: offer.answered_at }),
      )
      .execute();
  },
});
