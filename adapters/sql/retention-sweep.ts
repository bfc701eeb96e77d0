import { type Kysely, sql } from 'kysely';
import type { FileStore } from '../../core/shared/ports.ts';
import { findInterruptedUploads } from './interrupted-uploads.ts';
import { isEmbedded } from './pglite-dialect.ts';
import { cutoffOf, type RetentionName, type RetentionRule } from './retention.ts';
import type { Database } from './schema.ts';

/**
 * The retention sweep (docs/operations.md "Retention"): removes the rows the retention table
 * (retention.ts) says are due, and the files interrupted uploads left (interrupted-uploads.ts).
 * Rows go in batches, each one DELETE statement of its own — its own short transaction — so a
 * large backlog never holds a lock for long and requests go on between the batches. One sweep at
 * a time across every instance on the database: a round takes a PostgreSQL advisory lock, and a
 * round that does not get it skips (another instance is sweeping).
 */

/** Rows removed per statement. */
export const RETENTION_BATCH = 1_000;

/** The advisory lock's key: the same text on every instance. */
const SWEEP_LOCK = 'portal:retention-sweep';

export type RuleReport = {
  readonly name: RetentionName;
  readonly table: string;
  readonly keepDays: number;
  readonly rows: number;
  /** When the purpose of the oldest due row ended (dry run), or null when none is due. */
  readonly oldest?: Date | null;
};
export type FilesReport = { readonly prefix: string; readonly files: number };
export type RetentionReport = {
  readonly tables: readonly RuleReport[];
  readonly files: readonly FilesReport[];
};

export type SweepOutcome =
  | { readonly swept: true; readonly report: RetentionReport }
  /** Another sweep held the lock: nothing was done. */
  | { readonly swept: false };

export type SweepOptions = {
  readonly batchSize?: number;
  /** Asked between batches: true ends the round early (the process stops). */
  readonly stopping?: () => boolean;
};

const dueCondition = (rule: RetentionRule, now: Date) =>
  sql`${sql.raw(rule.endedAt)} < ${cutoffOf(rule, now)}`;

/** Removes one batch of the rule's due rows; answers how many. */
const removeBatch = async (db: Kysely<Database>, rule: RetentionRule, now: Date, batch: number) => {
  const table = sql.table(rule.table);
  // ctid: the table's physical row address, so tables without a key (login_failures) work alike;
  // `= any(array(…))` makes the delete a TID scan of exactly the rows the index found.
  const result = await sql`
    delete from ${table}
    where ctid = any(array(select ctid from ${table} where ${dueCondition(rule, now)} limit ${batch}))
  `.execute(db);
  return Number(result.numAffectedRows ?? 0n);
};

const removeDue = async (
  db: Kysely<Database>,
  rule: RetentionRule,
  now: Date,
  options: SweepOptions,
): Promise<number> => {
  const batch = options.batchSize ?? RETENTION_BATCH;
  let removed = 0;
  for (;;) {
    const n = await removeBatch(db, rule, now, batch);
    removed += n;
    if (n < batch || options.stopping?.()) return removed;
  }
};

/** What a sweep at `now` would remove, removing nothing: per table the rows and the oldest, per prefix the files. */
export const pendingRetention = async (
  db: Kysely<Database>,
  files: FileStore,
  rules: readonly RetentionRule[],
  now: Date,
): Promise<RetentionReport> => {
  const tables: RuleReport[] = [];
  for (const rule of rules) {
    const { rows } = await sql<{ n: string | number; oldest: Date | string | null }>`
      select count(*) as n, min(${sql.raw(rule.endedAt)}) as oldest
      from ${sql.table(rule.table)} where ${dueCondition(rule, now)}
    `.execute(db);
    const row = rows[0];
    tables.push({
      name: rule.name,
      table: rule.table,
      keepDays: rule.keepDays,
      rows: Number(row?.n ?? 0),
      oldest: row?.oldest ? new Date(row.oldest) : null,
    });
  }
  const interrupted = await findInterruptedUploads(db, files, now);
  return { tables, files: interrupted.map((found) => ({ prefix: found.prefix, files: found.keys.length })) };
};

const sweepWith = async (
  db: Kysely<Database>,
  files: FileStore,
  rules: readonly RetentionRule[],
  now: Date,
  options: SweepOptions,
): Promise<RetentionReport> => {
  const tables: RuleReport[] = [];
  for (const rule of rules) {
    if (options.stopping?.()) break;
    tables.push({
      name: rule.name,
      table: rule.table,
      keepDays: rule.keepDays,
      rows: await removeDue(db, rule, now, options),
    });
  }
  const removedFiles: FilesReport[] = [];
  if (!options.stopping?.())
    for (const found of await findInterruptedUploads(db, files, now)) {
      for (const key of found.keys) await files.remove(key);
      removedFiles.push({ prefix: found.prefix, files: found.keys.length });
    }
  return { tables, files: removedFiles };
};

/** Databases of this process with a sweep in progress (PGlite's one session cannot tell them apart). */
const sweepingHere = new WeakSet<object>();

/**
 * Runs `work` while holding the sweep's advisory lock, or answers undefined when another sweep
 * holds it. On PostgreSQL the lock belongs to one connection of the pool: it is taken, held and
 * given back on that connection, and the work runs on it too. PGlite has a single session that
 * every caller in the process shares, so the lock is taken there through the pool, which lends the
 * connection out between batches: a round never blocks the requests for longer than a batch.
 */
const withSweepLock = async <T>(
  db: Kysely<Database>,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T | undefined> => {
  const lockOn = async (on: Kysely<Database>) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(hashtextextended(${SWEEP_LOCK}, 0)) as locked
    `.execute(on);
    return rows[0]?.locked === true;
  };
  const unlockOn = (on: Kysely<Database>) =>
    sql`select pg_advisory_unlock(hashtextextended(${SWEEP_LOCK}, 0))`.execute(on);
  if (isEmbedded(db)) {
    if (sweepingHere.has(db)) return undefined;
    sweepingHere.add(db);
    try {
      if (!(await lockOn(db))) return undefined;
      try {
        return await work(db);
      } finally {
        await unlockOn(db);
      }
    } finally {
      sweepingHere.delete(db);
    }
  }
  return db.connection().execute(async (connection) => {
    if (!(await lockOn(connection))) return undefined;
    try {
      return await work(connection);
    } finally {
      await unlockOn(connection);
    }
  });
};

/**
 * Removes what is due at `now`: every rule's due rows in batches, then the interrupted uploads'
 * files. Skips (swept: false) when another sweep — another instance's, or `portal db prune` — is
 * in progress.
 */
export const sweepRetention = async (
  db: Kysely<Database>,
  files: FileStore,
  rules: readonly RetentionRule[],
  now: Date,
  options: SweepOptions = {},
): Promise<SweepOutcome> => {
  const report = await withSweepLock(db, (locked) => sweepWith(locked, files, rules, now, options));
  return report ? { swept: true, report } : { swept: false };
};
