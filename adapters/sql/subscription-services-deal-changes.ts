import type { Kysely } from 'kysely';
import type { DealChanges } from '../../core/deals/deal-for-user.ts';
import { lockedDeal } from './deal-repository.ts';
import { refreshFleetList } from './fleet-list.ts';
import type { Database } from './schema.ts';

/**
 * The deal inside a transaction: read again with a row lock (a second change of the same deal waits
 * until the first is committed, then sees its result), and written back with owner and company as
 * they are.
 */
export const sqlDealChanges = (trx: Kysely<Database>): DealChanges => ({
  lockDeal: (id) => lockedDeal(trx, id),
  saveDeal: async (deal) => {
    await trx
      .updateTable('deals')
      .set({ data: JSON.stringify(deal), state: deal.state })
      .where('id', '=', deal.id)
      .execute();
    await refreshFleetList(trx, [deal.id]);
  },
});
