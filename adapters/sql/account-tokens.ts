import type { Kysely } from 'kysely';
import type { AccountTokenRepository, AccountUpdates } from '../../core/account/ports.ts';
import type { Database } from './schema.ts';

export const sqlAccountTokens = (db: Kysely<Database>): AccountTokenRepository => ({
  create: async (token) => {
    await db
      .insertInto('account_tokens')
      .values({
        id_hash: token.idHash,
        user_id: token.userId,
        purpose: token.purpose,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
        used_at: null,
      })
      .execute();
  },
  // One statement checks and spends the token: of two requests with it, only one gets the user.
  consume: async (idHash, purpose, now) => {
    const row = await db
      .updateTable('account_tokens')
      .set({ used_at: now })
      .where('id_hash', '=', idHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  },
  revokeAllOf: async (userId, purpose, now) => {
    await db
      .updateTable('account_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  },
});

export const sqlAccountUpdates = (db: Kysely<Database>): AccountUpdates => ({
  markEmailVerified: async (userId, at) => {
    await db
      .updateTable('users')
      .set({ email_verified_at: at })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .execute();
  },
  setNames: async (userId, names) => {
    await db
      .updateTable('users')
      .set({
        ...(names.firstName !== undefined ? { first_name: names.firstName } : {}),
        ...(names.lastName !== undefined ? { last_name: names.lastName } : {}),
      })
      .where('id', '=', userId)
      .execute();
  },
});
