import type { Kysely } from 'kysely';
import { berlinDayOfInstant, toIsoDate } from '../../../core/shared/calendar-days.ts';
import type { Database } from '../schema.ts';

/**
 * The power-of-attorney part of the demo data: Kim Kunde has authorised a neighbour for d-1001
 * (ACTIVE, return in 28 days) from three days ago to the return date, so the modal and the
 * contract's example show a current authorisation. Kim's other deals have none.
 */
export const seedPowersOfAttorney = async (db: Kysely<Database>, now: Date): Promise<void> => {
  const day = (offset: number) => toIsoDate(berlinDayOfInstant(now) + offset);
  await db
    .insertInto('powers_of_attorney')
    .values({
      deal_id: 'd-1001',
      granted_by: 'u-kunde',
      first_name: 'Lea',
      last_name: 'Nachbar',
      date_of_birth: '1990-03-14',
      phone: '+4915123456789',
      email: 'lea.nachbar@example.org',
      valid_from: day(-3),
      valid_until: day(28),
      granted_at: new Date(now.getTime() - 5 * 86_400_000),
    })
    .execute();
};
