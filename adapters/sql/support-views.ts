import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A support user's read-only view of a customer's portal (consumer spec §6 "impersonation"; migration 0033), kept on the
 * support user's session row: a private customer's portal, or a company user's business portal as
 * that user's role sees it (its audit entries then name the company too). Starting, ending and
 * every page read of a view are written to the support audit log (support-audit.ts) with the
 * view's id and its reason: the start and the end once each, every page read once per view (the
 * route and its resource, unique per view).
 */

/** What the audit log's `what` says of a view's start and end. */
export const VIEW_STARTED = 'view as customer: started';
export const VIEW_ENDED = 'view as customer: ended';
export const VIEW_ENDED_AT_SIGN_OUT = 'view as customer: ended at sign-out';

export type StartedView = {
  readonly customer: { readonly email: string; readonly firstName: string; readonly lastName: string };
  readonly reason: string;
  readonly startedAt: Date;
};

export type StartViewOutcome =
  | { readonly started: StartedView }
  | { readonly problem: 'no_customer' | 'not_a_customer' | 'other_view' | 'no_session' };

/**
 * Marks the session as viewing the customer, in one transaction with the audit entry of the
 * start. Only a session without a view is marked (a conditional update): of many starts at once
 * one marks it and writes the entry; the others find the view running and answer it, when it is
 * the same customer's, or refuse it, when it is another's (ended first, then started anew).
 */
export const startView = (
  db: Kysely<Database>,
  start: {
    readonly sessionIdHash: string;
    readonly supportUserId: string;
    readonly email: string;
    readonly reason: string;
    readonly viewId: string;
    readonly now: Date;
  },
): Promise<StartViewOutcome> =>
  db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('users')
      .select(['id', 'email', 'kind', 'company_id', 'first_name', 'last_name'])
      .where((eb) => eb.fn('lower', ['email']), '=', start.email.trim().toLowerCase())
      .executeTakeFirst();
    if (!customer) return { problem: 'no_customer' };
    // Private customers and the users of a company (fleet admin, driver, analyst); not staff.
    if (customer.kind === 'support') return { problem: 'not_a_customer' };
    const marked = await trx
      .updateTable('sessions')
      .set({
        view_id: start.viewId,
        view_customer_id: customer.id,
        view_reason: start.reason,
        view_started_at: start.now,
      })
      .where('id_hash', '=', start.sessionIdHash)
      .where('user_id', '=', start.supportUserId)
      .where('revoked_at', 'is', null)
      .where('view_id', 'is', null)
      .executeTakeFirst();
    const asCustomer = {
      email: customer.email,
      firstName: customer.first_name,
      lastName: customer.last_name,
    };
    if (marked.numUpdatedRows > 0n) {
      await trx
        .insertInto('support_audit')
        .values({
          support_user_id: start.supportUserId,
          subject_user_id: customer.id,
          subject_company_id: customer.company_id,
          what: VIEW_STARTED,
          reason: start.reason,
          read_at: start.now,
          view_id: start.viewId,
        })
        .execute();
      return { started: { customer: asCustomer, reason: start.reason, startedAt: start.now } };
    }
    const running = await trx
      .selectFrom('sessions')
      .select(['view_customer_id', 'view_reason', 'view_started_at'])
      .where('id_hash', '=', start.sessionIdHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!running) return { problem: 'no_session' };
    if (running.view_customer_id !== customer.id || !running.view_reason || !running.view_started_at)
      return { problem: 'other_view' };
    return {
      started: {
        customer: asCustomer,
        reason: running.view_reason,
        startedAt: new Date(running.view_started_at),
      },
    };
  });

/**
 * Clears the session's view, with the audit entry of its end, in one statement: only a session
 * that holds a view is changed, so of many ends at once (or an end and a sign-out) one writes it.
 * Answers whether this call ended a view.
 */
export const endView = async (
  db: Kysely<Database>,
  end: { readonly sessionIdHash: string; readonly now: Date; readonly revoke?: boolean },
): Promise<boolean> => {
  const what = end.revoke ? VIEW_ENDED_AT_SIGN_OUT : VIEW_ENDED;
  const revokedAt = end.revoke ? sql`${end.now}::timestamptz` : sql`revoked_at`;
  const result = await sql<{ ended: number }>`
    with ended as (
      select id_hash, user_id, view_id, view_customer_id, view_reason
      from sessions
      where id_hash = ${end.sessionIdHash} and revoked_at is null
      for update
    ),
    cleared as (
      update sessions s
      set revoked_at = ${revokedAt}, view_id = null, view_customer_id = null,
        view_reason = null, view_started_at = null
      from ended
      where s.id_hash = ended.id_hash
      returning s.id_hash
    ),
    logged as (
      insert into support_audit (support_user_id, subject_user_id, subject_company_id, what, reason, read_at, view_id)
      select ended.user_id, ended.view_customer_id, viewed.company_id, ${what}, ended.view_reason, ${end.now}, ended.view_id
      from ended
      left join users viewed on viewed.id = ended.view_customer_id
      where ended.view_id is not null
      returning id
    )
    select (select count(*) from logged)::int as ended`.execute(db);
  return (result.rows[0]?.ended ?? 0) > 0;
};

/**
 * A page read in a view: written once per view and read (`what`: the route and its resource),
 * the first time it is made; a repeated read finds its entry there (a unique key of the view).
 */
export const recordViewRead = async (
  db: Kysely<Database>,
  read: {
    readonly supportUserId: string;
    readonly customerId: string;
    /** The viewed user's company, for a company user's view; null for a private customer's. */
    readonly companyId: string | null;
    readonly viewId: string;
    readonly reason: string;
    readonly what: string;
    readonly now: Date;
  },
): Promise<void> => {
  await db
    .insertInto('support_audit')
    .values({
      support_user_id: read.supportUserId,
      subject_user_id: read.customerId,
      subject_company_id: read.companyId,
      what: read.what,
      reason: read.reason,
      read_at: read.now,
      view_id: read.viewId,
    })
    .onConflict((oc) => oc.columns(['view_id', 'what']).where('view_id', 'is not', null).doNothing())
    .execute();
};
