import type { Kysely } from 'kysely';
import { CONSUMER_WITH_VOUCHER, NEXT_CAR_BOOKED } from '../../../contracts/routes/next-car.ts';
import { voucherValidUntil } from '../../../core/loyalty/rules.ts';
import { berlinDayOfInstant, toIsoDate } from '../../../core/shared/calendar-days.ts';
import type { Database } from '../schema.ts';

/** The voucher of the next car's examples: Kim's, issued today and unused (its points already taken). */
export const KIMS_VOUCHER = 'TREUE-4K-KIM00001';

const addKimsVoucher = async (db: Kysely<Database>, now: Date) => {
  const issuedOn = toIsoDate(berlinDayOfInstant(now));
  await db
    .insertInto('loyalty_vouchers')
    .values({
      code: KIMS_VOUCHER,
      user_id: 'u-kunde',
      points: 4_000,
      issued_on: issuedOn,
      valid_until: voucherValidUntil(issuedOn),
      used_on: null,
      used_for_deal_id: null,
    })
    .execute();
};

/** The states of the next car's examples that the demo data alone does not show. */
const NEXT_CAR_PROVIDER_STATES: Readonly<Record<string, (db: Kysely<Database>, now: Date) => Promise<void>>> =
  {
    [CONSUMER_WITH_VOUCHER]: addKimsVoucher,
    // d-1001 followed by the reservation d-1003, as a booking of the portal would have linked them.
    [NEXT_CAR_BOOKED]: async (db, now) => {
      await addKimsVoucher(db, now);
      const row = await db
        .selectFrom('deals')
        .select('data')
        .where('id', '=', 'd-1001')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('deals')
        .set({ data: JSON.stringify({ ...(row.data as object), followup_subscription_id: 'd-1003' }) })
        .where('id', '=', 'd-1001')
        .execute();
    },
  };

export const nextCarProviderStates = async (setup: {
  readonly state: string;
  readonly trx: Kysely<Database>;
  readonly now: Date;
}): Promise<void> => {
  await NEXT_CAR_PROVIDER_STATES[setup.state]?.(setup.trx, setup.now);
};
