import type { Kysely } from 'kysely';
import type { ReferralLinks } from '../../core/referral/ports.ts';
import type { Database } from './schema.ts';

export const sqlReferralLinks = (db: Kysely<Database>): ReferralLinks => {
  const slugOf = async (userId: string) =>
    (await db.selectFrom('referral_links').select('slug').where('user_id', '=', userId).executeTakeFirst())
      ?.slug;
  return {
    slugOf,
    claim: async (userId, slug) => {
      // Two first calls at once: the second insert does nothing and both read the first one's slug.
      // A slug another customer holds is not inserted either, and the user still has none.
      await db
        .insertInto('referral_links')
        .values({ user_id: userId, slug })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return slugOf(userId);
    },
  };
};
