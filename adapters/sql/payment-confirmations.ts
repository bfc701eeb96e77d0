import { type Kysely, sql } from 'kysely';
import type { PaymentConfirmations } from '../../core/account/payment-confirmation.ts';
import type { Database } from './schema.ts';

/**
 * The payment provider's events applied in one transaction each. The database decides: the event's
 * id is inserted first (a second delivery, even at the same moment, finds it and changes nothing),
 * the change is settled by a conditional update (only while pending), and the profile follows.
 */
export const sqlPaymentConfirmations = (db: Kysely<Database>): PaymentConfirmations => ({
  process: (event, at) =>
    db.transaction().execute(async (trx) => {
      const first = await trx
        .insertInto('payment_provider_events')
        .values({ event_id: event.id, type: event.type, received_at: at })
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .returning('event_id')
        .executeTakeFirst();
      if (!first) return 'replayed';
      if (!event.settles) return 'unchanged';
      const settled = await trx
        .updateTable('payment_method_changes')
        .set({ status: event.settles.outcome, settled_at: at })
        .where('reference', '=', event.settles.reference)
        .where('status', '=', 'pending')
        .returning(['user_id', 'method', 'seq'])
        .executeTakeFirst();
      if (!settled) return 'unchanged';
      // The method of the newest confirmed change is in force, whatever order the events came in;
      // the pending method shown is that of the newest change still pending after this one's.
      await sql`
        update customer_profiles set
          payment_method = case when ${event.settles.outcome} = 'confirmed' and not exists (
              select 1 from payment_method_changes later
              where later.user_id = ${settled.user_id} and later.status = 'confirmed'
                and later.seq > ${settled.seq}
            ) then ${settled.method} else payment_method end,
          pending_payment_method = (
            select pending.method from payment_method_changes pending
            where pending.user_id = ${settled.user_id} and pending.status = 'pending'
              and not exists (
                select 1 from payment_method_changes later
                where later.user_id = ${settled.user_id} and later.status = 'confirmed'
                  and later.seq > pending.seq
              )
            order by pending.seq desc limit 1
          )
        where user_id = ${settled.user_id}`.execute(trx);
      return 'settled';
    }),
});
