import type { Kysely } from 'kysely';
import type { NewsletterSignups } from '../../core/account/newsletter-opt-in.ts';
import type { Database } from './schema.ts';

/**
 * Newsletter sign-ups (migrations 0005 and 0045): one row per address in lower case. Each method is
 * one statement; the upsert locks the address's row, so parallel sign-ups of one address take their
 * turns and the next one sees the mail the first one sent.
 */
export const sqlNewsletter = (db: Kysely<Database>): NewsletterSignups => ({
  signUp: async (signup) => {
    const values = { first_name: signup.firstName, last_name: signup.lastName, consented_at: signup.at };
    await db
      .insertInto('newsletter_signups')
      .values({ email: signup.email.toLowerCase(), ...values })
      .onConflict((conflict) =>
        conflict
          .column('email')
          .doUpdateSet(values)
          // A confirmed address keeps the names it confirmed; anyone may type an address.
          .where('newsletter_signups.confirmed_at', 'is', null),
      )
      .execute();
  },
  renewConfirmation: async (renewal) => {
    const row = await db
      .updateTable('newsletter_signups')
      .set({
        confirm_token_hash: renewal.tokenHash,
        confirm_token_expires_at: renewal.expiresAt,
        confirmation_mailed_at: renewal.at,
      })
      .where('email', '=', renewal.email.toLowerCase())
      .where('confirmed_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('confirmation_mailed_at', 'is', null),
          eb('confirmation_mailed_at', '<=', renewal.mailedBefore),
        ]),
      )
      .returning(['email', 'first_name'])
      .executeTakeFirst();
    return row ? { email: row.email, firstName: row.first_name } : undefined;
  },
  confirm: async (tokenHash, at) => {
    const row = await db
      .updateTable('newsletter_signups')
      .set({ confirmed_at: at })
      .where('confirm_token_hash', '=', tokenHash)
      .where('confirmed_at', 'is', null)
      .where('confirm_token_expires_at', '>', at)
      .returning(['email', 'first_name', 'last_name'])
      .executeTakeFirst();
    if (row) return { confirmed: { email: row.email, firstName: row.first_name, lastName: row.last_name } };
    // Not confirmed by this call: only to say why (the page tells a used link from an unknown one).
    const known = await db
      .selectFrom('newsletter_signups')
      .select('confirmed_at')
      .where('confirm_token_hash', '=', tokenHash)
      .executeTakeFirst();
    return { refused: known?.confirmed_at ? 'already_confirmed' : 'token_invalid' };
  },
});
