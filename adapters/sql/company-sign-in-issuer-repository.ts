import type { Kysely } from 'kysely';
import type { CompanySignInIssuerRepository } from '../../core/company-settings/sign-in-issuer.ts';
import type { Database } from './schema.ts';

/** Each company's own OpenID issuer; the database keeps one per company (its primary key). */
export const sqlCompanySignInIssuers = (db: Kysely<Database>): CompanySignInIssuerRepository => ({
  find: async (companyId) => {
    const row = await db
      .selectFrom('company_sign_in_issuers')
      .select(['issuer', 'client_id', 'client_secret'])
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    return row ? { issuer: row.issuer, clientId: row.client_id, clientSecret: row.client_secret } : undefined;
  },
  save: async (companyId, issuer, now) => {
    const values = {
      issuer: issuer.issuer,
      client_id: issuer.clientId,
      client_secret: issuer.clientSecret,
      updated_at: now,
    };
    const row = await db
      .insertInto('company_sign_in_issuers')
      .values({ company_id: companyId, ...values })
      .onConflict((conflict) => conflict.column('company_id').doUpdateSet(values))
      .returning(['issuer', 'client_id', 'client_secret'])
      .executeTakeFirstOrThrow();
    return { issuer: row.issuer, clientId: row.client_id, clientSecret: row.client_secret };
  },
});
