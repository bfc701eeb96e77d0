import type { Kysely } from 'kysely';
import { PREPONEMENT_DECLINED, PREPONEMENT_EXPIRED } from '../../../contracts/routes/preponement.ts';
import { berlinDayOfInstant, parseInstant, toIsoDate } from '../../../core/shared/calendar-days.ts';
import type { Database } from '../schema.ts';

/**
 * The preponement area's demo data: d-1008 (CREATED, delivery planned in 4 days,
 * seed/handover-return.ts) is offered delivery in 2 days; the offer holds through tomorrow.
 */
export const seedPreponement = async (db: Kysely<Database>, now: Date): Promise<void> => {
  const day = (offset: number) => toIsoDate(berlinDayOfInstant(now) + offset);
  await db
    .insertInto('preponement_offers')
    .values({
      id: 'pp-1008',
      deal_id: 'd-1008',
      offered_date: day(2),
      planned_date: day(4),
      expires_at: parseInstant(`${day(2)}T00:00:00`),
      created_at: new Date(now.getTime() - 3_600_000),
    })
    .execute();
};

/** The states of the contract's examples the seed alone does not show (provider-states.ts). */
export const PREPONEMENT_PROVIDER_STATES: Readonly<
  Record<string, (db: Kysely<Database>, now: Date) => Promise<void>>
> = {
  [PREPONEMENT_EXPIRED]: async (db, now) => {
    await db.updateTable('preponement_offers').set({ expires_at: now }).where('id', '=', 'pp-1008').execute();
  },
  [PREPONEMENT_DECLINED]: async (db, now) => {
    await db
      .updateTable('preponement_offers')
      .set({ answer: 'declined', answered_at: now })
      .where('id', '=', 'pp-1008')
      .execute();
  },
};

export const preponementProviderStates = async (setup: {
  readonly state: string;
  readonly trx: Kysely<Database>;
  readonly now: Date;
}): Promise<void> => {
  await PREPONEMENT_PROVIDER_STATES[setup.state]?.(setup.trx, setup.now);
};
