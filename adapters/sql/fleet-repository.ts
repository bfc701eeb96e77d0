import { type Kysely, type Selectable, sql } from 'kysely';
import type { DealScope } from '../../core/deals/access.ts';
import type { Announcement } from '../../core/fleet/announcements.ts';
import type { Contact } from '../../core/fleet/contacts.ts';
import type { FleetOrder } from '../../core/fleet/orders.ts';
import type { FleetRepository } from '../../core/fleet/ports.ts';
import { toB2bRole } from '../../core/fleet/roles.ts';
import { exportFleetList } from './fleet-export.ts';
import { type CarRow, carOf, fleetCarsQuery, queryFleetList, refreshFleetList } from './fleet-list.ts';
import { queryFleetOverview } from './fleet-overview.ts';
import type { Database } from './schema.ts';
import { sqlShopAccess } from './shop-access-repository.ts';
import { planSwapPickup } from './swap-store.ts';
import type { FleetContactsTable, FleetHandoversTable } from './tables/fleet.ts';

type BookedReturnRow = {
  return_type: 'PICKUP' | 'SELF_RETURN';
  preferred_return_date: string;
  planned_return_date: string | null;
  slot: string;
  firstname: string | null;
  lastname: string | null;
  street: string | null;
  house_number: string | null;
  zip: string | null;
  city: string | null;
  compound_street: string | null;
  compound_house_number: string | null;
  compound_zip: string | null;
  compound_city: string | null;
};

/** The fleet's storage: the deals of a company with their driver, company and order details. */

const carsIn = (db: Kysely<Database>, scope: DealScope) => {
  if (scope.kind !== 'company' && scope.kind !== 'assigned') return undefined;
  let query = fleetCarsQuery(db).where('d.company_id', '=', scope.companyId);
  if (scope.kind === 'assigned') query = query.where('d.contact_id', '=', scope.contactId);
  return query;
};

const contactOf = (row: Selectable<FleetContactsTable>): Contact => ({
  id: row.id,
  companyId: row.company_id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phoneNumber: row.phone_number,
  role: toB2bRole(row.role),
  status: row.status,
});

const handoverOf = (row: Selectable<FleetHandoversTable>) => ({
  contactId: row.contact_id,
  firstName: row.first_name,
  lastName: row.last_name,
  street: row.street,
  houseNumber: row.house_number,
  postalCode: row.postal_code,
  city: row.city,
  phoneNumber: row.phone_number,
  date: row.handover_date,
  slot: row.slot,
});

const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export const sqlFleet = (db: Kysely<Database>): FleetRepository => {
  // Insert, then update: a proposed insert row is checked against the table's constraints before
  // the conflict is found, and a partial row (a swap delivery without its swap) would fail them.
  const upsertOrder = async (dealId: string, values: Record<string, unknown>) => {
    await db
      .insertInto('fleet_orders')
      .values({ deal_id: dealId })
      .onConflict((conflict) => conflict.column('deal_id').doNothing())
      .execute();
    await db.updateTable('fleet_orders').set(values).where('deal_id', '=', dealId).execute();
  };

  const bookedReturnOf = (row: BookedReturnRow): NonNullable<FleetOrder['bookedReturn']> => {
    const pickup = row.return_type === 'PICKUP';
    const [street, houseNumber, postalCode, city] = pickup
      ? [row.street, row.house_number, row.zip, row.city]
      : [row.compound_street, row.compound_house_number, row.compound_zip, row.compound_city];
    return {
      returnType: row.return_type,
      date: row.planned_return_date ?? row.preferred_return_date,
      slot: row.slot,
      address:
        street && postalCode && city ? { street, houseNumber: houseNumber ?? '', postalCode, city } : null,
      contactName:
        pickup && (row.firstname || row.lastname)
          ? `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim()
          : null,
    };
  };

  const contactsOf = (companyId: string) =>
    db
      .selectFrom('fleet_contacts')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('last_name')
      .orderBy('first_name');

  const findCar = async (scope: DealScope, id: string) => {
    const row = await carsIn(db, scope)?.where('d.id', '=', id).executeTakeFirst();
    return row ? carOf(row as CarRow) : undefined;
  };

  const findOrder = async (scope: DealScope, id: string): Promise<FleetOrder | undefined> => {
    const car = await findCar(scope, id);
    if (!car) return undefined;
    const [details, handover, driver, transition, booked, replacing] = await Promise.all([
      db.selectFrom('fleet_orders').selectAll().where('deal_id', '=', id).executeTakeFirst(),
      db.selectFrom('fleet_handovers').selectAll().where('deal_id', '=', id).executeTakeFirst(),
      car.contact_id
        ? db.selectFrom('fleet_contacts').selectAll().where('id', '=', car.contact_id).executeTakeFirst()
        : undefined,
      db
        .selectFrom('fleet_transition_vehicles')
        .select('deal_id')
        .where('deal_id', '=', id)
        .executeTakeFirst(),
      db
        .selectFrom('return_appointments as r')
        .leftJoin('return_compounds as c', 'c.id', 'r.compound_id')
        .select([
          'r.return_type',
          sql<string>`r.preferred_return_date::text`.as('preferred_return_date'),
          sql<string | null>`r.planned_return_date::text`.as('planned_return_date'),
          'r.slot',
          'r.firstname',
          'r.lastname',
          'r.street',
          'r.house_number',
          'r.zip',
          'r.city',
          'c.street as compound_street',
          'c.house_number as compound_house_number',
          'c.zip as compound_zip',
          'c.city as compound_city',
        ])
        .where('r.deal_id', '=', id)
        .executeTakeFirst(),
      db
        .selectFrom('fleet_orders as o')
        .leftJoin('fleet_handovers as h', 'h.deal_id', 'o.deal_id')
        .select([
          'o.deal_id',
          sql<string | null>`coalesce(h.handover_date::text, o.preliminary_delivery_date::text)`.as(
            'delivery_date',
          ),
        ])
        .where('o.swap_subscription_id', '=', id)
        .executeTakeFirst(),
    ]);
    // The replaced subscription is the company's, whoever drives it.
    const swapped = details?.swap_subscription_id
      ? await findCar({ kind: 'company', companyId: car.company.id }, details.swap_subscription_id)
      : undefined;
    const term = (car as { term?: unknown }).term;
    return {
      car,
      term: typeof term === 'number' ? term : null,
      shared: details?.shared_car ?? false,
      driver: driver ? contactOf(driver) : null,
      preliminaryDeliveryDate: details?.preliminary_delivery_date ?? null,
      contractSignedAt: isoOf(details?.contract_signed_at ?? null),
      deliveryOption: details?.delivery_option ?? 'custom_delivery',
      deliveryAddress:
        details?.delivery_street &&
        details.delivery_house_number &&
        details.delivery_postal_code &&
        details.delivery_city
          ? {
              street: details.delivery_street,
              houseNumber: details.delivery_house_number,
              postalCode: details.delivery_postal_code,
              city: details.delivery_city,
            }
          : null,
      handover: handover ? handoverOf(handover) : null,
      swapSubscription: swapped ?? null,
      replacedBy: replacing ? { orderId: replacing.deal_id, deliveryDate: replacing.delivery_date } : null,
      transitionVehicleRequested: transition !== undefined,
      bookedReturn: booked ? bookedReturnOf(booked) : null,
    };
  };

  return {
    listCars: async (scope) => {
      const query = carsIn(db, scope);
      if (!query) return [];
      const rows = await query.orderBy('d.created_at', 'desc').orderBy('d.id').execute();
      return rows.map((row) => carOf(row as CarRow));
    },

    queryCars: (scope, query, now) => queryFleetList(db, scope, query, now),

    exportCars: (scope, query, now) => exportFleetList(db, scope, query, now),

    overviewFigures: (scope, now) => queryFleetOverview(db, scope, now),

    findOrder: (scope, id) => findOrder(scope, id),

    lockOrder: async (scope, id) => {
      // Only the deal's row: the joined rows (company, driver, handover) stay free.
      await carsIn(db, scope)?.where('d.id', '=', id).forUpdate('d').execute();
      return findOrder(scope, id);
    },

    swappedSubscriptions: async (companyId) => {
      const rows = await db
        .selectFrom('fleet_orders as o')
        .innerJoin('deals as d', 'd.id', 'o.deal_id')
        .select(['o.deal_id', 'o.swap_subscription_id'])
        .where('d.company_id', '=', companyId)
        .where('o.swap_subscription_id', 'is not', null)
        .execute();
      return new Map(rows.map((row) => [row.swap_subscription_id as string, row.deal_id]));
    },

    driversShopAccess: sqlShopAccess(db).driversShopAccess,

    contactsOf: async (companyId) => (await contactsOf(companyId).execute()).map(contactOf),

    lockContactsOf: async (companyId) => (await contactsOf(companyId).forUpdate().execute()).map(contactOf),

    findContact: async (companyId, id) => {
      const row = await db
        .selectFrom('fleet_contacts')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? contactOf(row) : undefined;
    },

    createContact: async (companyId, contact) => {
      const { rows } = await sql<{
        id: string;
      }>`select 'ct-' || nextval('fleet_contact_number') as id`.execute(db);
      const row = await db
        .insertInto('fleet_contacts')
        .values({
          id: rows[0]?.id as string,
          company_id: companyId,
          first_name: contact.firstName,
          last_name: contact.lastName,
          email: contact.email,
          phone_number: contact.phoneNumber ?? null,
          role: contact.role,
          status: 'INVITED',
        })
        // The unique index on lower(email) decides, also between two requests at once.
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ? contactOf(row) : undefined;
    },

    setRole: async (contact, role) => {
      await db.updateTable('fleet_contacts').set({ role }).where('id', '=', contact.id).execute();
      await db
        .updateTable('users')
        .set({ role })
        .where('contact_id', '=', contact.id)
        .where('company_id', '=', contact.companyId)
        .execute();
    },

    setOrderCompany: async (orderId, companyId) => {
      await db.updateTable('deals').set({ company_id: companyId }).where('id', '=', orderId).execute();
      await refreshFleetList(db, [orderId]);
    },

    assignDriver: async (orderId, driver) => {
      const contactId = 'contactId' in driver ? driver.contactId : null;
      await db
        .updateTable('deals')
        .set({
          contact_id: contactId,
          data: sql`data || jsonb_build_object('contact_id', ${contactId}::text)`,
        })
        .where('id', '=', orderId)
        .execute();
      await upsertOrder(orderId, { shared_car: contactId === null });
      await refreshFleetList(db, [orderId]);
    },

    saveHandover: async (orderId, handover) => {
      const values = {
        contact_id: handover.contactId,
        first_name: handover.firstName,
        last_name: handover.lastName,
        street: handover.street,
        house_number: handover.houseNumber,
        postal_code: handover.postalCode,
        city: handover.city,
        phone_number: handover.phoneNumber,
        handover_date: handover.date,
        slot: handover.slot,
        updated_at: new Date(),
      };
      await db
        .insertInto('fleet_handovers')
        .values({ deal_id: orderId, ...values })
        .onConflict((conflict) => conflict.column('deal_id').doUpdateSet(values))
        .execute();
      // The handover date takes the action dot off the car.
      await refreshFleetList(db, [orderId]);
    },

    setSwap: async (orderId, subscriptionId, pickup) => {
      await upsertOrder(orderId, { swap_subscription_id: subscriptionId });
      await planSwapPickup(db, pickup);
    },

    planSwapPickup: (pickup) => planSwapPickup(db, pickup),

    setDelivery: async (orderId, option, address) => {
      await upsertOrder(orderId, {
        delivery_option: option,
        delivery_street: address?.street ?? null,
        delivery_house_number: address?.houseNumber ?? null,
        delivery_postal_code: address?.postalCode ?? null,
        delivery_city: address?.city ?? null,
      });
    },

    addComment: async (orderId, authorUserId, comment, at) => {
      await db
        .insertInto('fleet_order_comments')
        .values({ deal_id: orderId, author_user_id: authorUserId, comment, created_at: at })
        .execute();
    },

    lastCommentBy: async (orderId, authorUserId) => {
      const row = await db
        .selectFrom('fleet_order_comments')
        .select(['comment', 'created_at'])
        .where('deal_id', '=', orderId)
        .where('author_user_id', '=', authorUserId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? { comment: row.comment, at: new Date(row.created_at) } : undefined;
    },

    saveTransitionVehicle: async (orderId, requestedBy, terms) => {
      await db
        .insertInto('fleet_transition_vehicles')
        .values({
          deal_id: orderId,
          requested_by: requestedBy,
          protection: terms.protection,
          tire_and_windshield: terms.tireAndWindshieldDeductible !== null,
          deliver_by: terms.deliveryBy,
          kilometres_per_month: terms.kilometresPerMonth,
          full_coverage_deductible: terms.fullCoverageDeductible,
          partial_coverage_deductible: terms.partialCoverageDeductible,
          tire_and_windshield_deductible: terms.tireAndWindshieldDeductible,
        })
        .execute();
    },

    addPurchaseOfferRequest: async (orderId, requestedBy, comment) =>
      (await db
        .insertInto('fleet_purchase_offer_requests')
        .values({ deal_id: orderId, requested_by: requestedBy, comment })
        // The partial unique index holds one open request per car. Its condition is written out, not
        // a parameter: a prepared statement's generic plan could not match the index by a parameter.
        .onConflict((conflict) =>
          conflict.column('deal_id').where('status', '=', sql.lit('open')).doNothing(),
        )
        .returning('id')
        .executeTakeFirst()) !== undefined,

    announcements: async () =>
      (await db.selectFrom('fleet_announcements').selectAll().orderBy('position').execute()).map(
        (row): Announcement => ({
          title: row.title,
          description: row.description,
          translations: row.translations,
          ...(row.cta_label !== null && row.cta_url !== null
            ? {
                cta: {
                  label: row.cta_label,
                  url: row.cta_url,
                  ...(row.cta_action !== null ? { action: row.cta_action } : {}),
                },
              }
            : {}),
          config: {
            id: row.id,
            startDate: row.start_date,
            endDate: row.end_date,
            allowedRoles: row.allowed_roles.map(toB2bRole),
            ...(row.exempted_companies ? { exemptedCompanies: row.exempted_companies } : {}),
            ...(row.affected_companies ? { affectedCompanies: row.affected_companies } : {}),
          },
        }),
      ),
  };
};
