import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * The support audit log (docs/security.md, migration 0031): every read of another person's data by a
 * support user — who, whose (a customer or a company), what, when and the reason given with the
 * call. Written in the transaction of the read itself; read by `portal audit list`.
 */

export type SupportRead = {
  readonly supportUserId: string;
  readonly subjectUserId: string | null;
  readonly subjectCompanyId: string | null;
  readonly what: string;
  readonly reason: string;
  readonly readAt: Date;
};

export const recordSupportRead = async (db: Kysely<Database>, read: SupportRead): Promise<void> => {
  await db
    .insertInto('support_audit')
    .values({
      support_user_id: read.supportUserId,
      subject_user_id: read.subjectUserId,
      subject_company_id: read.subjectCompanyId,
      what: read.what,
      reason: read.reason,
      read_at: read.readAt,
    })
    .execute();
};

export type AuditEntry = {
  readonly at: string;
  readonly support: string;
  readonly customer: string | null;
  readonly company: string | null;
  readonly what: string;
  readonly reason: string;
};

export type AuditFilter = {
  /** The support user's e-mail address (without regard to case). */
  readonly support?: string;
  /** The customer's e-mail address (without regard to case). */
  readonly customer?: string;
  readonly since?: Date;
};

/** The entries matching the filter, oldest first. */
export const listSupportAudit = async (db: Kysely<Database>, filter: AuditFilter): Promise<AuditEntry[]> => {
  let query = db
    .selectFrom('support_audit as a')
    .innerJoin('users as s', 's.id', 'a.support_user_id')
    .leftJoin('users as c', 'c.id', 'a.subject_user_id')
    .select([
      'a.read_at',
      's.email as support',
      'c.email as customer',
      'a.subject_company_id as company',
      'a.what',
      'a.reason',
    ]);
  if (filter.support)
    query = query.where((eb) => eb.fn('lower', ['s.email']), '=', filter.support.trim().toLowerCase());
  if (filter.customer)
    query = query.where((eb) => eb.fn('lower', ['c.email']), '=', filter.customer.trim().toLowerCase());
  if (filter.since) query = query.where('a.read_at', '>=', filter.since);
  const rows = await query.orderBy('a.read_at').orderBy('a.id').execute();
  return rows.map((row) => ({
    at: new Date(row.read_at).toISOString(),
    support: row.support,
    customer: row.customer,
    company: row.company,
    what: row.what,
    reason: row.reason,
  }));
};
