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

  addInventoryRequest: async (request) =>
    db.transaction().execute(async (trx) => {
      // The deal's row, locked until the end: the same request at once waits and then finds
      // this one's run.
      await trx.selectFrom('deals').select('id').where('id', '=', request.dealId).forUpdate().execute();
      const since = new Date(request.at.getTime() - INVENTORY_DEDUPE_MS);
      const recent = await trx
        .selectFrom('car_inventory_requests')
        .select('id')
        .where('requested_by', '=', request.userId)
        .where('car_id', '=', request.carId)
        .where('requested_at', '>', since)
        .executeTakeFirst();
      if (recent) return;
      await trx
        .insertInto('car_inventory_requests')
        .values({
          car_id: request.carId,
          deal_id: request.dealId,
          requested_by: request.userId,
          requested_at: request.at,
        })
        .execute();
    }),

  addAlternativeCarOffer: async (offer) => {
    await db
      .insertInto('alternative_car_offers')
      .values({
        token_hash: offer.tokenHash,
        deal_id: offer.dealId,
        requested_by: offer.userId,
        source: offer.source === 'cancelation' || offer.source === 'handover-options' ? offer.source : null,
        created_at: offer.at,
      })
      .execute();
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
        // The partial unique index holds one open request per deal. Its condition is written out, not
        // a parameter: a prepared statement's generic plan (PGlite's, from the sixth call on) could
        // not match the index by a parameter.
        .onConflict((conflict) =>
          conflict.column('deal_id').where('status', '=', sql.lit('open')).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      await mailerFor(trx).send(mail);
      return true;
    }),
});
