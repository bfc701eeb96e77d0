import { type Kysely, sql } from 'kysely';
import type { ProfileRepository } from '../../core/account/ports.ts';
import { lockUserRow } from './account-repositories.ts';
import type { Database } from './schema.ts';

const ensureRow = (db: Kysely<Database>, userId: string) =>
  db
    .insertInto('customer_profiles')
    .values({ user_id: userId } as never)
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();

export const sqlProfiles = (db: Kysely<Database>): ProfileRepository => ({
  lock: (userId) => lockUserRow(db, userId),
  find: async (userId) => {
    const row = await db
      .selectFrom('customer_profiles')
      .select([
        'phone',
        'mobilephone',
        // A date column as its text: drivers would turn it into a Date at local midnight.
        sql<string | null>`date_of_birth::text`.as('date_of_birth'),
        'invoice_street',
        'invoice_house_number',
        'zip',
        'city',
        'payment_method',
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row
      ? {
          phone: row.phone,
          mobilephone: row.mobilephone,
          dateOfBirth: row.date_of_birth,
          invoiceStreet: row.invoice_street,
          invoiceHouseNumber: row.invoice_house_number,
          zip: row.zip,
          city: row.city,
          paymentMethod: row.payment_method,
        }
      : undefined;
  },
  saveContact: async (userId, profile) => {
    const values = {
      phone: profile.phone,
      mobilephone: profile.mobilephone,
      date_of_birth: profile.dateOfBirth,
      invoice_street: profile.invoiceStreet,
      invoice_house_number: profile.invoiceHouseNumber,
      zip: profile.zip,
      city: profile.city,
    };
    await db
      .insertInto('customer_profiles')
      .values({ user_id: userId, ...values } as never)
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
  },
  setSepaDebit: async (userId, mandate) => {
    await ensureRow(db, userId);
    await db
      .updateTable('customer_profiles')
      .set({
        payment_method: 'sepa_debit',
        sepa_iban: mandate.iban,
        sepa_account_holder: mandate.accountHolder,
        pending_payment_method: null,
      })
      .where('user_id', '=', userId)
      .execute();
  },
  // One statement: the change the provider will settle and the profile's pending method together.
  setPendingPaymentMethod: async (userId, change) => {
    await sql`
      with started as (
        insert into payment_method_changes (reference, user_id, method, started_at)
        values (${change.reference}, ${userId}, ${change.method}, ${change.at})
        on conflict (reference) do nothing
      )
      insert into customer_profiles (user_id, pending_payment_method)
      values (${userId}, ${change.method})
      on conflict (user_id) do update set pending_payment_method = excluded.pending_payment_method`.execute(
      db,
    );
  },
  deletionRequestedAt: async (userId) => {
    const row = await db
      .selectFrom('account_deletion_requests')
      .select('requested_at')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? new Date(row.requested_at) : undefined;
  },
  requestDeletion: async (userId, at) => {
    const inserted = await db
      .insertInto('account_deletion_requests')
      .values({ user_id: userId, requested_at: at })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return inserted !== undefined;
  },
});
