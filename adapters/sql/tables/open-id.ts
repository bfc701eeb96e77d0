/** Sign-in through an OpenID issuer as Kysely sees it (migration 0044_open_id_sign_in.sql). */
import type { Timestamp } from '../schema.ts';

export type SignInFlowsTable = {
  state_hash: string;
  binding_hash: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  spent_at: Timestamp | null;
};

export type UserIdentitiesTable = {
  provider: string;
  subject: string;
  user_id: string;
  created_at: Timestamp;
};

/** A company's own issuer (migration …_company_sign_in_issuers.sql); the secret never leaves the BFF. */
export type CompanySignInIssuersTable = {
  company_id: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  updated_at: Timestamp;
};

export type OpenIdTables = {
  sign_in_flows: SignInFlowsTable;
  user_identities: UserIdentitiesTable;
  company_sign_in_issuers: CompanySignInIssuersTable;
};
