import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DealScope } from '../../core/deals/access.ts';
import type { DealRepository, StoredDeal } from '../../core/deals/ports.ts';
import { refreshFleetList } from './fleet-list.ts';
import type { Database } from './schema.ts';

type DealsQuery = SelectQueryBuilder<Database, 'deals', { data: Record<string, unknown> }>;

/** The deals of a scope (core's dealScopeOf) as a query's conditions; none for no scope. */
export const within = <O>(
  query: SelectQueryBuilder<Database, 'deals', O>,
  scope: DealScope,
): SelectQueryBuilder<Database, 'deals', O> | undefined => {
  switch (scope.kind) {
    case 'owner':
      return query.where('owner_user_id', '=', scope.userId);
    case 'company':
      return query.where('company_id', '=', scope.companyId);
    case 'assigned':
      return query.where('company_id', '=', scope.companyId).where('contact_id', '=', scope.contactId);
    case 'none':
      return undefined;
  }
};

const lockedRow = async (query: DealsQuery | undefined, id: string): Promise<StoredDeal | undefined> => {
  const row = await query?.where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? (row.data as StoredDeal) : undefined;
};

/**
 * The deal in the scope with its row locked until the transaction ends: a second write of the same
 * deal waits for the first to commit and then checks against its result (not found: undefined).
 */
export const lockedDealIn = (
  trx: Kysely<Database>,
  scope: DealScope,
  id: string,
): Promise<StoredDeal | undefined> => lockedRow(within(trx.selectFrom('deals').select('data'), scope), id);

/** As lockedDealIn, for callers that have checked the caller's access to the deal before. */
export const lockedDeal = (trx: Kysely<Database>, id: string): Promise<StoredDeal | undefined> =>
  lockedRow(trx.selectFrom('deals').select('data'), id);

export const sqlDeals = (db: Kysely<Database>): DealRepository => ({
  listIn: async (scope) => {
    const query = within(db.selectFrom('deals').select('data'), scope);
    if (!query) return [];
    const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map((row) => row.data as StoredDeal);
  },
  findIn: async (scope, id) => {
    const query = within(db.selectFrom('deals').select('data'), scope);
    const row = await query?.where('id', '=', id).executeTakeFirst();
    return row ? (row.data as StoredDeal) : undefined;
  },
  save: async (deal, ownership) => {
    const values = {
      id: deal.id,
      owner_user_id: ownership.ownerUserId,
      company_id: ownership.companyId,
      contact_id: ownership.contactId,
      state: deal.state,
      data: JSON.stringify(deal),
      created_at: deal.created_at ?? new Date(),
    };
    await db
      .insertInto('deals')
      .values(values)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
      .execute();
    // A fleet car's row of the fleet list (read model, fleet-list.ts) follows its deal.
    if (ownership.companyId !== null) await refreshFleetList(db, [deal.id]);
  },
});
