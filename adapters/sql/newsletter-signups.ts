import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Newsletter sign-ups: one row per address; signing up again renews the consent. */
export const sqlNewsletter = (db: Kysely<Database>) => ({
  signUp: async (signup: { email: string; firstName: string; lastName: string; at: Date }) => {
    const values = { first_name: signup.firstName, last_name: signup.lastName, consented_at: signup.at };
    await db
      .insertInto('newsletter_signups')
      .values({ email: signup.email.toLowerCase(), ...values })
      .onConflict((conflict) => conflict.column('email').doUpdateSet(values))
      .execute();
  },
});
