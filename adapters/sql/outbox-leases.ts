import { randomUUID } from 'node:crypto';
import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import { type BackOff, type RoundReport, retryDelayMs } from '../shared/delivery-rounds.ts';
import type { Database } from './schema.ts';

/**
 * Delivery of an outbox table with leases (migrations 0023 and 0038): a round claims a batch of due
 * rows in one short statement — the rows locked with FOR UPDATE SKIP LOCKED in a materialized CTE,
 * so the lock query runs once, then given a lease (`claimed_until`, `claim_token`) — and commits
 * at once. It sends outside any transaction; a row is marked sent, or failed with its back-off,
 * only by the round whose token it still carries. A lease that ran out (an instance crashed) is
 * claimed again by the next round anywhere. So no database connection waits on a mail relay or a
 * webhook receiver, and two instances never send the same row at the same time.
 */
export type LeasedOutbox = 'outbox' | 'webhook_outbox';

/** A claimed row: the table's columns, with the id and the attempts both tables have. */
export type LeasedRow<T extends LeasedOutbox> = Selectable<Database[T]> & {
  readonly id: string;
  readonly attempts: number;
};

/** The column that marks a row as gone out. */
const DONE: Record<LeasedOutbox, 'sent_at' | 'delivered_at'> = {
  outbox: 'sent_at',
  webhook_outbox: 'delivered_at',
};

/** The rows still to send: not gone out, and (the webhook outbox) not given up (migration 0039). */
const PENDING: Record<LeasedOutbox, RawBuilder<unknown>> = {
  outbox: sql`sent_at is null`,
  webhook_outbox: sql`delivered_at is null and gave_up_at is null`,
};

export type Lease = { readonly token: string; readonly until: Date };

export type SendOutcome = { readonly sent: true } | { readonly sent: false; readonly reason: string };

/** A round that fails this many rows in a row ends: the receiver is down, the rest waits. */
export const FAILURES_ENDING_A_ROUND = 3;

export type LeasedDelivery<T extends LeasedOutbox> = {
  readonly table: T;
  readonly now: () => Date;
  /** How long a claim holds its rows. */
  readonly leaseMs: number;
  /**
   * The longest one send may take (its timeouts); a row is sent only while the lease has at least
   * this much left, so a lease never runs out while its row is on the way.
   */
  readonly sendBudgetMs: number;
  readonly batchSize: number;
  readonly backOff: BackOff;
  /** A further condition on the rows claimed (the topics that have a receiver). */
  readonly only?: RawBuilder<unknown>;
  readonly send: (row: LeasedRow<T>) => Promise<SendOutcome>;
  /**
   * Whether a failed row is tried again (the default); false gives it up at its first failure, as
   * the car-inventory workflow wants ("no retries"). Only the webhook outbox can give a row up.
   */
  readonly retries?: (row: LeasedRow<T>) => boolean;
  readonly stopping?: () => boolean;
  readonly onLostLease?: (id: string) => void;
};

export const claimDue = async <T extends LeasedOutbox>(
  db: Kysely<Database>,
  table: T,
  options: {
    readonly now: Date;
    readonly leaseMs: number;
    readonly batchSize: number;
    readonly only?: RawBuilder<unknown>;
  },
): Promise<{ readonly lease: Lease; readonly rows: LeasedRow<T>[] }> => {
  const lease = { token: randomUUID(), until: new Date(options.now.getTime() + options.leaseMs) };
  const { rows } = await sql<LeasedRow<T>>`
    with due as materialized (
      select id from ${sql.table(table)}
      where ${PENDING[table]}
        and (next_attempt_at is null or next_attempt_at <= ${options.now})
        and (claimed_until is null or claimed_until < ${options.now})
        ${options.only ? sql`and ${options.only}` : sql``}
      order by id
      limit ${options.batchSize}
      for update skip locked
    )
    update ${sql.table(table)} as leased
    set claimed_until = ${lease.until}, claim_token = ${lease.token}, attempts = leased.attempts + 1
    from due
    where leased.id = due.id
    returning leased.*`.execute(db);
  return { lease, rows: rows.sort((a, b) => Number(a.id) - Number(b.id)) };
};

/** Marks a row gone out, if the lease is still this round's; false when another took it over. */
export const markSent = async (
  db: Kysely<Database>,
  table: LeasedOutbox,
  id: string,
  token: string,
  at: Date,
) => {
  const result = await sql`
    update ${sql.table(table)}
    set ${sql.ref(DONE[table])} = ${at}, claimed_until = null, claim_token = null, last_error = null
    where id = ${id} and claim_token = ${token}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
};

/** Records a failed send and when to try again, if the lease is still this round's. */
export const markFailed = async (
  db: Kysely<Database>,
  table: LeasedOutbox,
  row: { readonly id: string; readonly attempts: number },
  token: string,
  failure: { readonly reason: string; readonly at: Date; readonly backOff: BackOff },
) => {
  const next = new Date(failure.at.getTime() + retryDelayMs(row.attempts, failure.backOff));
  const result = await sql`
    update ${sql.table(table)}
    set claimed_until = null, claim_token = null, last_error = ${failure.reason.slice(0, 500)},
      next_attempt_at = ${next}
    where id = ${row.id} and claim_token = ${token}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
};

/**
 * Ends a webhook post that is not tried again (its one try failed), if the lease is still this
 * round's (or `token`'s, the request that sent it itself): no delivery claims it again.
 */
export const markGivenUp = async (
  db: Kysely<Database>,
  id: string,
  token: string,
  failure: { readonly reason: string; readonly at: Date },
) => {
  const result = await sql`
    update webhook_outbox
    set gave_up_at = ${failure.at}, claimed_until = null, claim_token = null,
      last_error = ${failure.reason.slice(0, 500)}
    where id = ${id} and claim_token = ${token}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
};

/** Gives the lease's unsent rows back, not counted as an attempt: the next round anywhere takes them. */
export const releaseLease = async (db: Kysely<Database>, table: LeasedOutbox, token: string) => {
  await sql`
    update ${sql.table(table)}
    set claimed_until = null, claim_token = null, attempts = greatest(attempts - 1, 0)
    where claim_token = ${token} and ${sql.ref(DONE[table])} is null`.execute(db);
};

/**
 * One round: claims, sends row by row (oldest first) outside any transaction, marks each, and gives
 * back the rows it did not send — when stopping, when the lease has too little time left for
 * another send, or after FAILURES_ENDING_A_ROUND failures in a row.
 */
export const deliverLeased = async <T extends LeasedOutbox>(
  db: Kysely<Database>,
  options: LeasedDelivery<T>,
): Promise<RoundReport> => {
  const { lease, rows } = await claimDue(db, options.table, {
    now: options.now(),
    leaseMs: options.leaseMs,
    batchSize: options.batchSize,
    ...(options.only ? { only: options.only } : {}),
  });
  let done = 0;
  let failed = 0;
  let failedInARow = 0;
  try {
    for (const row of rows) {
      if (options.stopping?.()) break;
      if (failedInARow >= FAILURES_ENDING_A_ROUND) break;
      if (options.now().getTime() + options.sendBudgetMs > lease.until.getTime()) break;
      const id = String(row.id);
      const outcome = await options.send(row).catch(
        (error: unknown): SendOutcome => ({
          sent: false,
          reason: error instanceof Error ? error.message : String(error),
        }),
      );
      const at = options.now();
      const kept = outcome.sent
        ? await markSent(db, options.table, id, lease.token, at)
        : options.table === 'webhook_outbox' && options.retries?.(row) === false
          ? await markGivenUp(db, id, lease.token, { reason: outcome.reason, at })
          : await markFailed(db, options.table, { id, attempts: Number(row.attempts) }, lease.token, {
              reason: outcome.reason,
              at,
              backOff: options.backOff,
            });
      if (!kept) options.onLostLease?.(id);
      if (outcome.sent) {
        done++;
        failedInARow = 0;
      } else {
        failed++;
        failedInARow++;
      }
    }
  } finally {
    if (done + failed < rows.length) await releaseLease(db, options.table, lease.token);
  }
  return { done, failed };
};
