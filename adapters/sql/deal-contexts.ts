import { type Kysely, sql } from 'kysely';
import { type DealSources, loadsHandover } from '../../core/deals/context.ts';
import { followUpIdOf } from '../../core/deals/follow-up.ts';
import type { StoredDeal } from '../../core/deals/ports.ts';
import type { DealState } from '../../core/deals/types.ts';
import { protectionOf } from '../../core/insurance/use-cases.ts';
import type { Database } from './schema.ts';

/**
 * What the BFF serves about a deal, read straight from the database for the support CLI: the same
 * sources the portal loads (deal, handover, delivery confidence, a bridging car's follow-up, return,
 * appraisal, protection, the customer's other deals), in batches so a whole company streams.
 * core/deals/context.ts turns them into the deal's context, for the portal and the CLI alike.
 *
 * Not here: banner dismissals, which live in the customer's browser; and a fleet car's other deals —
 * the business portal has neither account deletion nor the cancellation wizard, so a company's
 * deals are not read for each of its cars.
 */

/** Whose deal it is: a consumer's (by user id) or a company's. */
export type DealOwner =
  | { readonly kind: 'consumer'; readonly userId: string }
  | { readonly kind: 'company'; readonly companyId: string };

export type LoadedDeal = { readonly sources: DealSources; readonly owner: DealOwner | null };

const dateText = (column: string) =>
  sql<string | null>`${sql.ref(column)}::text`.as(column.split('.').pop() as string);

type DealRow = {
  id: string;
  owner_user_id: string | null;
  company_id: string | null;
  data: unknown;
};

const ownerOf = (row: DealRow): DealOwner | null => {
  if (row.company_id) return { kind: 'company', companyId: row.company_id };
  if (row.owner_user_id) return { kind: 'consumer', userId: row.owner_user_id };
  return null;
};

const byDeal = <T extends { deal_id: string }>(rows: readonly T[]): Map<string, T> =>
  new Map(rows.map((row) => [row.deal_id, row]));

/** The planned and preferred handover date of each deal: a fleet order's, else the consumer handover's. */
const handoverDatesOf = async (db: Kysely<Database>, ids: readonly string[]) => {
  const [consumer, fleet, orders] = await Promise.all([
    db
      .selectFrom('handover_appointments')
      .select([
        'deal_id',
        dateText('planned_delivery_date'),
        dateText('preferred_delivery_date'),
        dateText('actual_handover_date'),
        'deviation_in_weeks',
      ])
      .where('deal_id', 'in', ids)
      .execute(),
    db
      .selectFrom('fleet_handovers')
      .select(['deal_id', 'handover_date'])
      .where('deal_id', 'in', ids)
      .execute(),
    db
      .selectFrom('fleet_orders')
      .select(['deal_id', 'preliminary_delivery_date'])
      .where('deal_id', 'in', ids)
      .execute(),
  ]);
  return { consumer: byDeal(consumer), fleet: byDeal(fleet), orders: byDeal(orders) };
};
type HandoverDates = Awaited<ReturnType<typeof handoverDatesOf>>;

/**
 * A deal's handover as the portal reads it: a fleet car's from its order (the coordinated handover,
 * else the preliminary date), a consumer's from getHandover.
 */
const handoverOf = (dates: HandoverDates, deal: StoredDeal, owner: DealOwner | null) => {
  const consumer = dates.consumer.get(deal.id);
  if (owner?.kind === 'company')
    return {
      planned_delivery_date: dates.fleet.get(deal.id)?.handover_date ?? null,
      preferred_delivery_date: dates.orders.get(deal.id)?.preliminary_delivery_date ?? null,
      actual_handover_date: deal.actual_handover_date ?? null,
    };
  return {
    planned_delivery_date: consumer?.planned_delivery_date ?? null,
    preferred_delivery_date: consumer?.preferred_delivery_date ?? null,
    actual_handover_date: consumer?.actual_handover_date ?? deal.actual_handover_date ?? null,
  };
};

const dealRows = (db: Kysely<Database>, ids: readonly string[]) =>
  db
    .selectFrom('deals')
    .select(['id', 'owner_user_id', 'company_id', 'data'])
    .where('id', 'in', ids)
    .execute();

/** The sources of each deal, in the order of `ids`; an unknown id is left out. */
export const loadDeals = async (
  db: Kysely<Database>,
  ids: readonly string[],
  now: Date,
): Promise<LoadedDeal[]> => {
  if (ids.length === 0) return [];
  const rows = await dealRows(db, ids);
  const deals = new Map(
    rows.map((row) => [row.id, { row, deal: row.data as StoredDeal, owner: ownerOf(row) }]),
  );
  const followUpIds = [...deals.values()].flatMap(({ deal }) => followUpIdOf(deal) ?? []);
  const ownerIds = [
    ...new Set(
      [...deals.values()].flatMap(({ owner }) => (owner?.kind === 'consumer' ? [owner.userId] : [])),
    ),
  ];
  const [dates, followUps, returns, appraisals, bookings, owners, ownerDeals] = await Promise.all([
    handoverDatesOf(db, [...ids, ...followUpIds]),
    followUpIds.length ? dealRows(db, followUpIds) : [],
    db
      .selectFrom('return_appointments')
      .select(['deal_id', 'return_type', dateText('preferred_return_date'), dateText('planned_return_date')])
      .where('deal_id', 'in', ids)
      .execute(),
    db
      .selectFrom('pre_return_appraisals')
      .select(['deal_id', dateText('appointment_date')])
      .where('deal_id', 'in', ids)
      .execute(),
    db.selectFrom('insurance_bookings').select(['deal_id', 'addon_id']).where('deal_id', 'in', ids).execute(),
    ownerIds.length
      ? db.selectFrom('users').select(['id', 'kind']).where('id', 'in', ownerIds).execute()
      : [],
    ownerIds.length
      ? db
          .selectFrom('deals')
          .select(['id', 'state', 'owner_user_id'])
          .where('owner_user_id', 'in', ownerIds)
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .execute()
      : [],
  ]);
  const handovers = dates;
  const followUpDeals = new Map(followUps.map((row) => [row.id, row]));
  const returnsOf = byDeal(returns);
  const appraisalsOf = byDeal(appraisals);
  const kindOf = new Map(owners.map((user) => [user.id, user.kind]));

  return ids.flatMap((id): LoadedDeal[] => {
    const found = deals.get(id);
    if (!found) return [];
    const { deal, owner } = found;
    const followUpId = followUpIdOf(deal);
    const followUpRow = followUpId ? followUpDeals.get(followUpId) : undefined;
    const followUp = followUpRow ? (followUpRow.data as StoredDeal) : undefined;
    const booked = returnsOf.get(id);
    const kind = owner?.kind === 'consumer' ? (kindOf.get(owner.userId) ?? 'consumer') : 'business';
    const sources: DealSources = {
      deal,
      // The portal loads a consumer's handover only where core looks at it (consumer spec §4).
      handover: owner?.kind === 'company' || loadsHandover(deal) ? handoverOf(handovers, deal, owner) : null,
      handoverMetadata: {
        availability_confidence: {
          deviation_in_weeks: handovers.consumer.get(id)?.deviation_in_weeks ?? 0,
        },
      },
      followUp:
        followUp && followUpRow
          ? { deal: followUp, handover: handoverOf(handovers, followUp, ownerOf(followUpRow)) }
          : null,
      // As getReturn answers (core/return returnView): the booking, else the deal's own fields.
      returnData: booked
        ? {
            return_type: booked.return_type,
            preferred_delivery_date: booked.preferred_return_date,
            planned_delivery_date: booked.planned_return_date,
          }
        : {
            return_type: deal.return_type ?? null,
            preferred_delivery_date: deal.preferred_return_date ?? null,
            planned_delivery_date: null,
          },
      appraisal: { appointment_date: appraisalsOf.get(id)?.appointment_date ?? null },
      protection: protectionOf(
        { kind },
        deal,
        bookings.filter((booking) => booking.deal_id === id).map((booking) => booking.addon_id),
        now,
      ),
      deals:
        owner?.kind === 'consumer'
          ? ownerDeals
              .filter((other) => other.owner_user_id === owner.userId)
              .map((other) => ({ id: other.id, state: other.state as DealState }))
          : null,
    };
    return [{ sources, owner }];
  });
};

/** A deal's sources by its id; undefined for an unknown id. */
export const loadDeal = async (
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<LoadedDeal | undefined> => (await loadDeals(db, [id], now))[0];

export type Customer = { readonly id: string; readonly kind: 'consumer' | 'business' | 'support' };

/** The user with this e-mail address (without regard to case) and the ids of the deals they see. */
export const customerDeals = async (
  db: Kysely<Database>,
  email: string,
): Promise<{ readonly customer: Customer; readonly dealIds: string[] } | undefined> => {
  const user = await db
    .selectFrom('users')
    .select(['id', 'kind', 'company_id', 'role', 'contact_id'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) return undefined;
  let query = db.selectFrom('deals').select('id');
  if (user.kind === 'consumer') query = query.where('owner_user_id', '=', user.id);
  else if (user.company_id && (user.role === 'admin' || user.role === 'analyst'))
    query = query.where('company_id', '=', user.company_id);
  else if (user.company_id && user.role === 'driver' && user.contact_id)
    query = query.where('company_id', '=', user.company_id).where('contact_id', '=', user.contact_id);
  else return { customer: { id: user.id, kind: user.kind }, dealIds: [] };
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
  return { customer: { id: user.id, kind: user.kind }, dealIds: rows.map((row) => row.id) };
};

export type Company = { readonly id: string; readonly name: string };

/** The companies with this id, else those whose name contains the text (without regard to case). */
export const companiesNamed = async (
  db: Kysely<Database>,
  nameOrId: string,
  limit = 10,
): Promise<Company[]> => {
  const wanted = nameOrId.trim();
  const byId = await db.selectFrom('companies').select(['id', 'name']).where('id', '=', wanted).execute();
  if (byId.length > 0) return byId;
  const pattern = `%${wanted.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where(sql<string>`lower(name)`, 'like', pattern)
    .orderBy('name')
    .limit(limit)
    .execute();
};

/** The company with this id; undefined for an unknown id. */
export const companyOf = (db: Kysely<Database>, id: string): Promise<Company | undefined> =>
  db.selectFrom('companies').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

/** A page of a company's deal ids after `after`, in id order (keyset: each page one index range). */
export const companyDealIds = async (
  db: Kysely<Database>,
  companyId: string,
  after: string | null,
  limit: number,
): Promise<string[]> => {
  let query = db.selectFrom('deals').select('id').where('company_id', '=', companyId);
  if (after !== null) query = query.where('id', '>', after);
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map((row) => row.id);
};
