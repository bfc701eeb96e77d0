import { type Kysely, sql } from 'kysely';
import type { ServiceStore } from '../../core/service/ports.ts';
import { INVENTORY_REPEAT_WINDOW_MS } from '../../core/service/rules.ts';
import type { Mailer } from '../../core/shared/ports.ts';
import type { Database } from './schema.ts';
import {
  claimWorkflowPost,
  settleWorkflowPost,
  workflowPostOnItsWay,
  workflowPostOutcome,
} from './service-workflow-posts.ts';
import { sqlDealChanges } from './subscription-services-deal-changes.ts';
import { sqlWebhookOutbox } from './webhook-outbox.ts';

export const sqlServiceStore = (
  db: Kysely<Database>,
  mailerFor: (db: Kysely<Database>) => Mailer,
  /** The time a workflow's answer is recorded at (the BFF's clock). */
  now: () => Date = () => new Date(),
): ServiceStore => ({
  partnerLinkFor: async (carId) =>
    (
      await db
        .selectFrom('service_partner_links')
        .select('url')
        .where('car_id', '=', carId)
        .executeTakeFirst()
    )?.url,

  inTransaction: (work) =>
    db.transaction().execute((trx) =>
      work({
        lockDeal: sqlDealChanges(trx).lockDeal,
        hasSameServiceRequestSince: async (request, since) => {
          const rows = await trx
            .selectFrom('service_requests')
            .select(['services', 'comment', 'street', 'house_number', 'postal_code', 'city'])
            .where('deal_id', '=', request.dealId)
            .where('car_id', '=', request.carId)
            .where('requested_by', '=', request.userId)
            .where('requested_at', '>', since)
            .execute();
          const address = request.address;
          return rows.some(
            (row) =>
              row.services.join() === request.services.join() &&
              row.comment === request.comment &&
              row.street === (address?.street ?? null) &&
              row.house_number === (address?.houseNumber ?? null) &&
              row.postal_code === (address?.postalCode ?? null) &&
              row.city === (address?.city ?? null),
          );
        },
        workflowPostOnItsWay: (request) => workflowPostOnItsWay(trx, request),
        claimWorkflowPost: (request, body, until) => claimWorkflowPost(trx, request, body, until),
      }),
    ),

  settleWorkflowPost: (claim, answer, request, mail) =>
    settleWorkflowPost(db, claim, answer, now(), async (trx) => {
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
    }),

  workflowPostOutcome: (postId) => workflowPostOutcome(db, postId, now),

  // With the car's deal locked, so runs asked for at once see each other within the window.
  addInventoryRequest: (request) =>
    db.transaction().execute(async (trx) => {
      await sqlDealChanges(trx).lockDeal(request.dealId);
      const since = new Date(request.at.getTime() - INVENTORY_REPEAT_WINDOW_MS);
      const recent = await trx
        .selectFrom('car_inventory_requests')
        .select('id')
        .where('requested_by', '=', request.userId)
        .where('car_id', '=', request.carId)
        .where('requested_at', '>', since)
        .executeTakeFirst();
      if (recent) return;
      const inserted = await trx
        .insertInto('car_inventory_requests')
        .values({
          car_id: request.carId,
          deal_id: request.dealId,
          requested_by: request.userId,
          requested_at: request.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The workflow's post leaves after the commit, tried once (consumer spec §7: no retries).
      await sqlWebhookOutbox(trx).queue({
        topic: 'car_inventory',
        onceKey: `car_inventory:${inserted.id}`,
        body: { car_id: request.carId },
        at: request.at,
      });
    }),

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
        // The partial unique index holds one open request per deal. Its predicate is a literal: the
        // index is inferred when the statement is planned, and a generic plan (PGlite keeps
        // statements prepared) does not know a parameter's value.
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
