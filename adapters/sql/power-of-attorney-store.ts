import { type Kysely, sql } from 'kysely';
import type { PowerOfAttorney, PowerOfAttorneyStore } from '../../core/power-of-attorney/ports.ts';
import type { Database } from './schema.ts';

const asDate = (column: string) => sql<string>`cast(${sql.ref(column)} as text)`;

/** The deals' powers of attorney (migration 0014): one row per deal, replaced on grant. */
export const sqlPowersOfAttorney = (db: Kysely<Database>): PowerOfAttorneyStore => ({
  currentOf: async (dealId) => {
    const row = await db
      .selectFrom('powers_of_attorney')
      .select([
        'first_name',
        'last_name',
        asDate('date_of_birth').as('date_of_birth'),
        'phone',
        'email',
        asDate('valid_from').as('valid_from'),
        asDate('valid_until').as('valid_until'),
        'granted_at',
      ])
      .where('deal_id', '=', dealId)
      .executeTakeFirst();
    return row
      ? ({ ...row, granted_at: new Date(row.granted_at).toISOString() } satisfies PowerOfAttorney)
      : undefined;
  },
  grant: async (dealId, grantedBy, power) => {
    const row = { ...power, granted_by: grantedBy, granted_at: power.granted_at };
    await db
      .insertInto('powers_of_attorney')
      .values({ deal_id: dealId, ...row })
      .onConflict((conflict) => conflict.column('deal_id').doUpdateSet(row))
      .execute();
  },
  revoke: async (dealId) => {
    const result = await db.deleteFrom('powers_of_attorney').where('deal_id', '=', dealId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
});
