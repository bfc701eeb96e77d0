/** The support area's table as Kysely sees it (migration 0031_support.sql). */
import type { Generated } from 'kysely';
import type { Timestamp } from '../schema.ts';

export type SupportAuditTable = {
  id: Generated<string>;
  support_user_id: string;
  subject_user_id: string | null;
  subject_company_id: string | null;
  what: string;
  reason: string;
  read_at: Timestamp;
  /** The view the read was made in (migration 0033); null for the support routes' reads. */
  view_id: string | null;
};

export type SupportTables = { support_audit: SupportAuditTable };
