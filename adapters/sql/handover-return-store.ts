import { type Kysely, sql } from 'kysely';
import type { CancellationPorts, PendingCancellationPort } from '../../core/cancellation/use-cases.ts';
import type { StoredDeal } from '../../core/deals/ports.ts';
import type { BlockedDays, DealUpdater, HandoverRecord, HandoverStore } from '../../core/handover/ports.ts';
import type { ReturnCompound, ReturnRecord, ReturnStore } from '../../core/return/ports.ts';
import { refreshFleetList } from './fleet-list.ts';
import type { Database } from './schema.ts';

/**
 * The handover-return area's repositories over migration 0006. Date columns are read as text
 * (`::text`), so a calendar date never passes through a time zone.
 */

const asDate = (column: string) =>
  sql<string | null>`${sql.ref(column)}::text`.as(column.split('.').pop() as string);

export const sqlDealUpdater = (db: Kysely<Database>): DealUpdater => ({
  update: async (deal: StoredDeal) => {
    await db
      .updateTable('deals')
      .set({ data: JSON.stringify(deal), state: deal.state })
      .where('id', '=', deal.id)
      .execute();
    await refreshFleetList(db, [deal.id]);
  },
});

export const sqlHandovers = (db: Kysely<Database>): HandoverStore => ({
  find: async (dealId) => {
    const row = await db
      .selectFrom('handover_appointments')
      .select([
        'deal_id',
        'method',
        asDate('planned_delivery_date'),
        asDate('preferred_delivery_date'),
        asDate('actual_handover_date'),
        'slot',
        'firstname',
        'lastname',
        'street',
        'housenumber',
        'zip',
        'city',
        'address_extra',
        'phone_number',
        'email',
        'deviation_in_weeks',
        asDate('customer_verified_at'),
        asDate('delivery_confirmed_at'),
        'change_fee_cents',
      ])
      .where('deal_id', '=', dealId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      deal_id: row.deal_id,
      method: row.method,
      planned_delivery_date: row.planned_delivery_date ?? null,
      preferred_delivery_date: row.preferred_delivery_date ?? null,
      actual_handover_date: row.actual_handover_date ?? null,
      slot: row.slot,
      handover_firstname: row.firstname,
      handover_lastname: row.lastname,
      handover_street: row.street,
      handover_housenumber: row.housenumber,
      handover_zip: row.zip,
      handover_city: row.city,
      handover_address_extra: row.address_extra,
      handover_phone_number: row.phone_number,
      handover_email: row.email,
      deviation_in_weeks: row.deviation_in_weeks,
      customer_verified_at: row.customer_verified_at ?? null,
      delivery_confirmed_at: row.delivery_confirmed_at ?? null,
      change_fee_cents: row.change_fee_cents,
    };
  },
  save: async (record: HandoverRecord) => {
    const values = {
      deal_id: record.deal_id,
      method: record.method,
      planned_delivery_date: record.planned_delivery_date,
      preferred_delivery_date: record.preferred_delivery_date,
      actual_handover_date: record.actual_handover_date,
      slot: record.slot,
      firstname: record.handover_firstname,
      lastname: record.handover_lastname,
      street: record.handover_street,
      housenumber: record.handover_housenumber,
      zip: record.handover_zip,
      city: record.handover_city,
      address_extra: record.handover_address_extra,
      phone_number: record.handover_phone_number,
      email: record.handover_email,
      deviation_in_weeks: record.deviation_in_weeks,
      customer_verified_at: record.customer_verified_at,
      delivery_confirmed_at: record.delivery_confirmed_at,
      change_fee_cents: record.change_fee_cents,
      updated_at: new Date(),
    };
    await db
      .insertInto('handover_appointments')
      .values(values)
      .onConflict((conflict) => conflict.column('deal_id').doUpdateSet(values))
      .execute();
  },
  findOffer: async (dealId) => {
    const row = await db
      .selectFrom('self_pickup_offers')
      .select(['deal_id', asDate('pickup_date'), 'expires_at', 'booked_slot', 'booked_at'])
      .where('deal_id', '=', dealId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      deal_id: row.deal_id,
      pickup_date: row.pickup_date as string,
      expires_at: new Date(row.expires_at),
      booked_slot: row.booked_slot,
      booked_at: row.booked_at ? new Date(row.booked_at) : null,
    };
  },
  saveOffer: async (offer) => {
    const values = { ...offer };
    await db
      .insertInto('self_pickup_offers')
      .values(values)
      .onConflict((conflict) => conflict.column('deal_id').doUpdateSet(values))
      .execute();
  },
});

export const sqlBlockedDays =
  (db: Kysely<Database>): BlockedDays =>
  async (kind, zip, from, to) => {
    const rows = await db
      .selectFrom('appointment_blocked_days')
      .select(asDate('day'))
      .where('kind', '=', kind)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .where((eb) =>
        eb.or([
          eb('zip_prefix', '=', ''),
          ...(zip ? [eb(sql.val(zip), 'like', sql<string>`zip_prefix || '%'`)] : []),
        ]),
      )
      .execute();
    return rows.map((row) => row.day as string);
  };

const compoundColumns = ['id', 'street', 'house_number', 'zip', 'city'] as const;

export const sqlReturns = (db: Kysely<Database>): ReturnStore => ({
  find: async (dealId) => {
    const row = await db
      .selectFrom('return_appointments as r')
      .leftJoin('return_compounds as c', 'c.id', 'r.compound_id')
      .select([
        'r.deal_id',
        'r.return_type',
        asDate('r.preferred_return_date'),
        asDate('r.planned_return_date'),
        'r.slot',
        'r.firstname',
        'r.lastname',
        'r.street',
        'r.house_number',
        'r.zip',
        'r.city',
        'r.address_extra',
        'r.phone_number',
        'r.email',
        'r.booked_at',
        'r.confirmed_at',
        'r.returned_at',
        'r.final_invoice_at',
        'r.change_fee_cents',
        'c.id as compound_id',
        'c.street as compound_street',
        'c.house_number as compound_house_number',
        'c.zip as compound_zip',
        'c.city as compound_city',
      ])
      .where('r.deal_id', '=', dealId)
      .executeTakeFirst();
    if (!row) return undefined;
    const instant = (value: Date | string | null) => (value ? new Date(value) : null);
    return {
      deal_id: row.deal_id,
      return_type: row.return_type,
      preferred_return_date: row.preferred_return_date as string,
      planned_return_date: row.planned_return_date ?? null,
      slot: row.slot,
      compound: row.compound_id
        ? {
            id: row.compound_id,
            street: row.compound_street as string,
            house_number: row.compound_house_number as string,
            zip: row.compound_zip as string,
            city: row.compound_city as string,
          }
        : null,
      firstname: row.firstname,
      lastname: row.lastname,
      street: row.street,
      house_number: row.house_number,
      zip: row.zip,
      city: row.city,
      address_extra: row.address_extra,
      phone_number: row.phone_number,
      email: row.email,
      booked_at: new Date(row.booked_at),
      confirmed_at: instant(row.confirmed_at),
      returned_at: instant(row.returned_at),
      final_invoice_at: instant(row.final_invoice_at),
      change_fee_cents: row.change_fee_cents,
    };
  },
  save: async (record: ReturnRecord) => {
    const { compound, ...rest } = record;
    const values = { ...rest, compound_id: compound?.id ?? null };
    await db
      .insertInto('return_appointments')
      .values(values)
      .onConflict((conflict) => conflict.column('deal_id').doUpdateSet(values))
      .execute();
  },
  compounds: async (): Promise<ReturnCompound[]> =>
    db.selectFrom('return_compounds').select(compoundColumns).orderBy('id').execute(),
  findAppraisal: async (dealId) =>
    db
      .selectFrom('pre_return_appraisals')
      .select([asDate('appointment_date'), 'appointment_timeslot'])
      .where('deal_id', '=', dealId)
      .executeTakeFirst()
      .then((row) =>
        row
          ? {
              appointment_date: row.appointment_date as string,
              appointment_timeslot: row.appointment_timeslot,
            }
          : undefined,
      ),
  saveAppraisal: async (dealId, appraisal, at) => {
    await db
      .insertInto('pre_return_appraisals')
      .values({ deal_id: dealId, ...appraisal, requested_at: at })
      .execute();
  },
  saveDepositRefund: async (dealId, details, at) => {
    const values = { deal_id: dealId, ...details, updated_at: at };
    await db
      .insertInto('deposit_refund_details')
      .values(values)
      .onConflict((conflict) => conflict.column('deal_id').doUpdateSet(values))
      .execute();
  },
  addReasonComment: async (dealId, comment, at) => {
    await db
      .insertInto('return_reason_comments')
      .values({ deal_id: dealId, comment, created_at: at })
      // The same comment again (a repeat of the request) is kept once: return_reason_comments_once.
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  },
});

export const sqlCancellationRequests = (db: Kysely<Database>): CancellationPorts['requests'] => ({
  hasOpenRequest: async (dealId) =>
    Boolean(
      await db
        .selectFrom('cancellation_requests')
        .select('id')
        .where('deal_id', '=', dealId)
        .where('status', '=', 'pending_review')
        .executeTakeFirst(),
    ),
  nextId: async () => {
    const { rows } = await sql<{ n: string }>`select nextval('cancellation_request_number') as n`.execute(db);
    return `can-${rows[0]?.n}`;
  },
  save: async (request, at) => {
    const fee = (type: string) => request.fees.find((f) => f.type === type)?.amount ?? null;
    await db
      .insertInto('cancellation_requests')
      .values({
        id: request.id,
        deal_id: request.deal_id,
        requested_by: request.requested_by,
        reason: request.reason,
        asap: request.date === 'asap',
        requested_date: request.date === 'asap' ? null : request.date,
        comments: request.comments,
        representative: request.representative ? JSON.stringify(request.representative) : null,
        early_cancellation_fee_cents: fee('early_cancellation'),
        short_notice_fee_cents: fee('short_notice'),
        status: request.status,
        created_at: at,
      })
      .execute();
  },
});

/** The open (pending review) request of a deal; the unique index allows one at most. */
export const sqlPendingCancellations = (db: Kysely<Database>): PendingCancellationPort => ({
  findOpen: async (dealId) => {
    const row = await db
      .selectFrom('cancellation_requests')
      .select(['id', 'reason', 'asap', asDate('requested_date'), 'created_at'])
      .where('deal_id', '=', dealId)
      .where('status', '=', 'pending_review')
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      reason: row.reason,
      date: row.asap || !row.requested_date ? 'asap' : row.requested_date,
      requested_at: new Date(row.created_at).toISOString(),
      status: 'pending_review',
    };
  },
});

/**
 * The documents of a cancellation: a row per file in `uploads`, naming the key the caller moved the
 * file to before the transaction (`keptAt`: its received key → its own), so that the transaction
 * waits on nothing but the database; the caller removes those files when it rolls back.
 */
export const sqlCancellationDocuments = (
  db: Kysely<Database>,
  ownerUserId: string,
  keptAt: (receivedKey: string) => string,
): CancellationPorts['documents'] => ({
  keep: async (request, documents) => {
    for (const [index, document] of documents.entries()) {
      const id = `${request.id}-doc-${index + 1}`;
      const key = keptAt(document.receivedKey);
      await db
        .insertInto('uploads')
        .values({
          id,
          owner_user_id: ownerUserId,
          purpose: 'cancellation_document',
          deal_id: request.deal_id,
          file_name: document.filename.slice(0, 255),
          media_type: document.mediaType,
          size_bytes: document.size,
          storage_key: key,
        })
        .execute();
    }
  },
});
