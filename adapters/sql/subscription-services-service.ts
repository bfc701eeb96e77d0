import { type Kysely, sql } from 'kysely';
import type { ServiceStore } from '../../core/service/ports.ts';
import type { Mailer } from '../../core/shared/ports.ts';
import type { Database } from './schema.ts';

/** The car-inventory workflow runs once per car and user within this time (consumer spec §7). */
export const INVENTORY_DEDUPE_MS = 5 * 60_000;

export const sqlServiceStore = (
  db: Kysely<Database>,
  mailerFor: (db: Kysely<Database>) => Mailer,
): ServiceStore => ({
  partnerLinkFor: async (carId) =>
    (
      await db
        .selectFrom('service_partner_links')
        .select('url')
        .where('car_id', '=', carId)
        .executeTakeFirst()
    )?.url,

  addServiceRequest: async (request, mail) => {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('service_requests')
        .values({
          deal_id: request.dealId,
          car_id: request.carId,
          requested_by: request.userId,
          services: [...request.services],
          comment: request.comment,
          street: request.address?.street ?? null,
          house_number: request.address?.houseNumber ?? null,
          postal_code: request.address?.postalCode ?? null,
          city: request.address?.city ?? null,
          requested_at: request.at,
        })
        .execute();
      await mailerFor(trx).send(mail);
    });
  },

  addInventoryRequest: async (request) => {
    const since = new Date(request.at.getTime() - INVENTORY_DEDUPE_MS);
    const recent = await db
      .selectFrom('car_inventory_requests')
      .select('id')
      .where('requested_by', '=', request.userId)
      .where('car_id', '=', request.carId)
      .where('requested_at', '>', since)
      .executeTakeFirst();
    if (recent) return;
    await db
      .insertInto('car_inventory_requests')
      .values({
        car_id: request.carId,
        deal_id: request.dealId,
        requested_by: request.userId,
        requested_at: request.at,
      })
      .execute();
  },

  addAlternativeCarOffer: async (offer) => {
    const source =
      offer.source === 'cancelation' || offer.source === 'handover-options' ? offer.source : null;
    // The unique index alternative_car_offers_one_per_source (migration 0019) holds one row each.
    await sql`insert into alternative_car_offers (token_hash, deal_id, requested_by, source, created_at)
      values (${offer.tokenHash}, ${offer.dealId}, ${offer.userId}, ${source}, ${offer.at})
      on conflict (deal_id, requested_by, (coalesce(source, '')))
      do update set token_hash = excluded.token_hash, created_at = excluded.created_at`.execute(db);
  },

  addPurchaseOfferRequest: async (request, mail) =>
    db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('purchase_offer_requests')
        .values({
          deal_id: request.dealId,
          requested_by: request.userId,
          comment: request.comment,
          requested_at: request.at,
        })
        // The partial unique index holds one open request per deal.
        .onConflict((conflict) => conflict.column('deal_id').where('status', '=', 'open').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      await mailerFor(trx).send(mail);
      return true;
    }),
});
