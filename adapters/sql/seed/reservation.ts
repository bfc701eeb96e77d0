import type { Kysely } from 'kysely';
import { RESERVATION_LAPSED, RESERVATION_SIGNED } from '../../../contracts/routes/reservation.ts';
import type { Database } from '../schema.ts';

const RESERVED_DEAL = 'd-1003';

const patchDeal = async (db: Kysely<Database>, fields: Record<string, unknown>) => {
  const row = await db
    .selectFrom('deals')
    .select('data')
    .where('id', '=', RESERVED_DEAL)
    .executeTakeFirstOrThrow();
  const data = { ...(row.data as Record<string, unknown>), ...fields };
  await db
    .updateTable('deals')
    .set({
      data: JSON.stringify(data),
      ...(typeof fields.state === 'string' ? { state: fields.state } : {}),
      ...(typeof fields.created_at === 'string' ? { created_at: fields.created_at } : {}),
    })
    .where('id', '=', RESERVED_DEAL)
    .execute();
};

/** The states of the reservation contract's examples the seed alone does not show (d-1003 of seed.ts). */
export const RESERVATION_PROVIDER_STATES: Readonly<
  Record<string, (db: Kysely<Database>, now: Date) => Promise<void>>
> = {
  [RESERVATION_SIGNED]: async (db, now) => {
    await db
      .insertInto('reservation_signatures')
      .values({
        deal_id: RESERVED_DEAL,
        user_id: 'u-kunde',
        signer_name: 'Kim Kunde',
        signed_at: new Date(now.getTime() - 3_600_000),
      })
      .execute();
    await patchDeal(db, { state: 'SIGNED' });
  },
  // Ordered 80 hours ago: its three days are over.
  [RESERVATION_LAPSED]: async (db, now) => {
    await patchDeal(db, { created_at: new Date(now.getTime() - 80 * 3_600_000).toISOString() });
  },
};

export const reservationProviderStates = async (setup: {
  readonly state: string;
  readonly trx: Kysely<Database>;
  readonly now: Date;
}): Promise<void> => {
  await RESERVATION_PROVIDER_STATES[setup.state]?.(setup.trx, setup.now);
};
