import { type Kysely, sql } from 'kysely';
import type {
  IdentityOutcome,
  OpenIdAccounts,
  OpenIdIdentity,
  OpenIdProvider,
  SignInFlow,
  SignInFlowRepository,
} from '../../core/account/open-id.ts';
import type { User } from '../../core/account/ports.ts';
import { toUser, userRowOf } from './account-repositories.ts';
import type { Database } from './schema.ts';

/** The flows of OpenID sign-ins (migration 0044): spent by one conditional update. */
export const sqlSignInFlows = (db: Kysely<Database>): SignInFlowRepository => ({
  create: async (flow) => {
    await db
      .insertInto('sign_in_flows')
      .values({
        state_hash: flow.stateHash,
        binding_hash: flow.bindingHash,
        provider: flow.provider,
        nonce: flow.nonce,
        code_verifier: flow.codeVerifier,
        created_at: flow.createdAt,
        expires_at: flow.expiresAt,
      })
      .execute();
  },
  spend: async (stateHash, provider, now) => {
    const row = await db
      .updateTable('sign_in_flows')
      .set({ spent_at: now })
      .where('state_hash', '=', stateHash)
      .where('provider', '=', provider)
      .where('spent_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    const flow: SignInFlow = {
      stateHash: row.state_hash,
      bindingHash: row.binding_hash,
      provider: row.provider as OpenIdProvider,
      nonce: row.nonce,
      codeVerifier: row.code_verifier,
      createdAt: new Date(row.created_at),
      expiresAt: new Date(row.expires_at),
    };
    return flow;
  },
});

const userOfIdentity = async (db: Kysely<Database>, identity: OpenIdIdentity): Promise<User | undefined> => {
  const row = await db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .selectAll('users')
    .where('user_identities.provider', '=', identity.provider)
    .where('user_identities.subject', '=', identity.subject)
    .executeTakeFirst();
  return row ? toUser(row) : undefined;
};

/**
 * Finds, links or creates the user of an identity in one transaction where the constraints decide
 * (the unique address, the identity's primary key): inserts that lose a race do nothing, and what
 * is read afterwards is what won.
 */
export const sqlOpenIdAccounts = (db: Kysely<Database>): Pick<OpenIdAccounts, 'userOf'> => ({
  userOf: (identity, newUser, now) =>
    db.transaction().execute(async (trx): Promise<IdentityOutcome> => {
      const known = await userOfIdentity(trx, identity);
      if (known) return { user: known, how: 'known' };
      // An address the issuer has not verified may belong to someone else: it neither links an
      // account nor claims the address for a new one.
      if (!identity.emailVerified) return { refused: 'email_not_verified' };
      const created = await trx
        .insertInto('users')
        .values(userRowOf(newUser))
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      const owner = await trx
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', identity.email.toLowerCase())
        .executeTakeFirst();
      if (!owner) throw new Error('sqlOpenIdAccounts: the address has no user after its insert');
      // An account whose address was never confirmed may have been opened by someone else with
      // this address (to take over the account later): its password goes, the issuer's sign-in stays.
      await trx
        .updateTable('users')
        .set({
          password_hash: null,
          login_provider: identity.provider as 'google' | 'apple',
          email_verified_at: now,
        })
        .where('id', '=', owner.id)
        .where('email_verified_at', 'is', null)
        .execute();
      await trx
        .insertInto('user_identities')
        .values({
          provider: identity.provider,
          subject: identity.subject,
          user_id: owner.id,
          created_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      const user = await userOfIdentity(trx, identity);
      if (!user) throw new Error('sqlOpenIdAccounts: the identity has no user after its insert');
      return { user, how: created && created.id === user.id ? 'created' : 'linked' };
    }),
});

/**
 * The staff member of a company an identity of the company's own issuer is, in one transaction.
 * Linked only to the company's business user with the address the issuer verified; from then on the
 * company's issuer decides who of its staff gets in: the user's password goes (a leaver disabled at
 * the issuer keeps no way in) and the account says it signs in through the company.
 */
export const sqlCompanyStaffOf =
  (db: Kysely<Database>): OpenIdAccounts['staffOf'] =>
  (identity, companyId, now) =>
    db.transaction().execute(async (trx): Promise<IdentityOutcome> => {
      const isStaff = (user: User) => user.kind === 'business' && user.companyId === companyId;
      const known = await userOfIdentity(trx, identity);
      if (known) return isStaff(known) ? { user: known, how: 'known' } : { refused: 'not_company_staff' };
      if (!identity.emailVerified) return { refused: 'email_not_verified' };
      const staff = await trx
        .updateTable('users')
        .set({
          password_hash: null,
          login_provider: 'company',
          email_verified_at: sql<Date>`coalesce(email_verified_at, ${now})`,
        })
        .where(sql<string>`lower(email)`, '=', identity.email.toLowerCase())
        .where('company_id', '=', companyId)
        .where('kind', '=', 'business')
        .returning('id')
        .executeTakeFirst();
      if (!staff) return { refused: 'not_company_staff' };
      await trx
        .insertInto('user_identities')
        .values({
          provider: identity.provider,
          subject: identity.subject,
          user_id: staff.id,
          created_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      const user = await userOfIdentity(trx, identity);
      if (!user || !isStaff(user)) return { refused: 'not_company_staff' };
      return { user, how: user.id === staff.id ? 'linked' : 'known' };
    });
