import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { PROVIDER_STATES_PATH } from '../../../contracts/provider-states.ts';
import type { PasswordHasher, User } from '../../../core/account/ports.ts';
import type { Clock, FileStore } from '../../../core/shared/ports.ts';
import type { DownstreamSystem, OutageSwitch } from '../../shared/outages.ts';
import { findSupportSession, sqlUsers } from '../../sql/account-repositories.ts';
import type { Database } from '../../sql/schema.ts';
import { SUPPORT_STATE_SESSION } from '../../sql/seed/support-states.ts';
import { DEMO_PASSWORD, writeDemoData } from '../../sql/seed.ts';
import { PROVIDER_STATE_SETUPS } from './provider-state-setups.ts';

/**
 * Provider states for the Pact verification (`portal verify-pact`, tests/contract/provider.verify):
 * before each interaction the verifier posts `{ state, params, action }` here. Setup sets the BFF's
 * clock to the contract's moment (`params.now`), puts the database back to the freshly seeded demo
 * data and makes the state's user the signed-in user of the following requests that carry no
 * session cookie. Only with PORTAL_PROVIDER_STATES=on, never in production.
 */

/**
 * The user a state signs in: "customer kunde@demo.example is signed in", "… with an ACTIVE deal
 * d-1001", "business admin admin@nordflotte.example whose cart …", "customer neu@demo.example has
 * already requested …". States in which the user only exists ("customer kunde@demo.example exists",
 * "… has the password reset token …", "… has not confirmed the e-mail address") and "nobody is
 * signed in" sign nobody in: those calls are made without a session.
 */
const SIGNED_IN =
  /^(?:customer|business \w+|content editor|support agent) (\S+@\S+) (?:is signed in|with|whose|has already|views)\b/;

export const signedInEmailOf = (state: string): string | undefined => SIGNED_IN.exec(state)?.[1];

/**
 * The day a state is set on ("business driver fahrer@nordflotte.example is signed in on
 * 2025-11-01"): the BFF's clock reads that Berlin day for the following requests. Midday in
 * Berlin, in summer and winter time alike.
 */
const ON_DAY = /\bon (\d{4}-\d{2}-\d{2})$/;

export const stateDayOf = (state: string): Date | undefined => {
  const day = ON_DAY.exec(state)?.[1];
  return day ? new Date(`${day}T11:00:00Z`) : undefined;
};

/** The BFF's clock while provider states are served: the real one, or the day a state names. */
export type ClockSwitch = Clock & {
  readonly setTo: (now: Date) => void;
  readonly restore: () => void;
};

export const clockSwitch = (clock: Clock): ClockSwitch => {
  let fixed: Date | undefined;
  return {
    now: () => fixed ?? clock.now(),
    setTo: (now) => {
      fixed = now;
    },
    restore: () => {
      fixed = undefined;
    },
  };
};

const SNAPSHOT = 'portal_provider_state_snapshot';

/** The application's tables in the order they were created, which is an order their keys allow. */
const tablesOf = async (trx: Kysely<Database>): Promise<string[]> =>
  (
    await sql<{ name: string }>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r' and c.relname <> 'schema_migrations'
      order by c.oid`.execute(trx)
  ).rows.map((row) => row.name);

/**
 * The copy of the demo data and what putting it back needs: the tables in an order their keys
 * allow, which tables refer to which, and the serial columns to move on after the restored rows.
 */
type Snapshot = {
  readonly tables: readonly string[];
  readonly referencedBy: ReadonlyMap<string, readonly string[]>;
  readonly counters: readonly { readonly table: string; readonly column: string }[];
  /** The tables with a primary key: their rows are unique, so putting back can compare rows. */
  readonly keyed: ReadonlySet<string>;
  /**
   * Whether the database lets this session switch its triggers and foreign-key checks off for a
   * transaction (`session_replication_role`, a superuser's setting: PGlite's user, a local
   * PostgreSQL's). Then a changed table is put back on its own; otherwise with every table that
   * refers to it.
   */
  readonly triggersSwitchable: boolean;
};

/**
 * Which tables changed since the copy was last put back: a statement trigger on every table
 * advances that table's sequence. A sequence takes no lock and ignores rollbacks, so a write waits
 * for nothing and a write rolled back counts as a change (a restore too many, never one too few).
 */
const changeCounter = (index: number) => `changes_${index}`;

const takeSnapshot = async (trx: Kysely<Database>, tables: readonly string[]): Promise<Snapshot> => {
  await sql`drop schema if exists ${sql.id(SNAPSHOT)} cascade`.execute(trx);
  await sql`create schema ${sql.id(SNAPSHOT)}`.execute(trx);
  await sql`create function ${sql.id(SNAPSHOT, 'count_change')}() returns trigger language plpgsql as $$
    begin
      perform nextval(tg_argv[0]);
      return null;
    end $$`.execute(trx);
  for (const [index, table] of tables.entries()) {
    await sql`create table ${sql.id(SNAPSHOT, table)} as select * from ${sql.id(table)}`.execute(trx);
    await sql`create sequence ${sql.id(SNAPSHOT, changeCounter(index))}`.execute(trx);
    await sql`create trigger portal_provider_state_change
      after insert or update or delete or truncate on ${sql.id(table)}
      for each statement execute function ${sql.id(SNAPSHOT, 'count_change')}(${sql.lit(`${SNAPSHOT}.${changeCounter(index)}`)})`.execute(
      trx,
    );
  }
  const keys = await sql<{ referencing: string; referenced: string }>`
    select src.relname as referencing, dst.relname as referenced
    from pg_constraint c
      join pg_class src on src.oid = c.conrelid
      join pg_class dst on dst.oid = c.confrelid
      join pg_namespace n on n.oid = src.relnamespace
    where c.contype = 'f' and n.nspname = current_schema()`.execute(trx);
  const referencedBy = new Map<string, string[]>();
  for (const { referencing, referenced } of keys.rows)
    referencedBy.set(referenced, [...(referencedBy.get(referenced) ?? []), referencing]);
  const counters = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and (column_default like 'nextval(%' or is_identity = 'YES')`.execute(
    trx,
  );
  const keyed = await sql<{ name: string }>`
    select c.relname as name from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'p' and n.nspname = current_schema()`.execute(trx);
  const superuser = await sql<{ on: boolean }>`select current_setting('is_superuser') = 'on' as on`.execute(
    trx,
  );
  return {
    tables,
    referencedBy,
    counters: counters.rows.map((row) => ({ table: row.table_name, column: row.column_name })),
    keyed: new Set(keyed.rows.map((row) => row.name)),
    triggersSwitchable: superuser.rows[0]?.on === true,
  };
};

/** The tables written since the copy was last put back, with how many statements wrote each. */
const changesOf = async (trx: Kysely<Database>, snapshot: Snapshot): Promise<Map<string, number>> => {
  const rows = await sql<{ sequencename: string; last_value: string }>`
    select sequencename, last_value from pg_sequences
    where schemaname = ${sql.lit(SNAPSHOT)} and last_value is not null`.execute(trx);
  return new Map(
    rows.rows.map((row) => [
      snapshot.tables[Number(row.sequencename.slice('changes_'.length))] ?? row.sequencename,
      Number(row.last_value),
    ]),
  );
};

const signatureOf = (changes: ReadonlyMap<string, number>) =>
  [...changes]
    .map(([table, count]) => `${table}:${count}`)
    .sort()
    .join(',');

/**
 * The changed tables back as in the copy; then every table counts as unchanged again.
 *
 * With triggers switchable, each changed table is put back on its own and only in the rows that
 * differ from the copy: the foreign-key checks (triggers) are off meanwhile, which is sound because
 * every table written since is put back and every other one still is as in the copy, so the data
 * is the copy's, whose keys hold. Emptying a table instead would need every table that refers to it
 * emptied too — a change to `users` put back some fifty tables — and an emptied table gets new
 * files, which PGlite writes through its file system. Without the switch: every changed table and
 * every table that refers to it emptied and filled from the copy.
 */
const restoreSnapshot = async (trx: Kysely<Database>, snapshot: Snapshot, changed: Iterable<string>) => {
  const restore = new Set<string>(changed);
  if (snapshot.triggersSwitchable) {
    await sql`set local session_replication_role = replica`.execute(trx);
    for (const table of snapshot.tables.filter((name) => restore.has(name))) {
      const [live, copy] = [sql.id(table), sql.id(SNAPSHOT, table)];
      if (snapshot.keyed.has(table)) {
        // A row is its text: the same text, the same row (json columns have no equality).
        await sql`delete from ${live} as live
          where not exists (select from ${copy} as copy where (copy.*)::text = (live.*)::text)`.execute(trx);
        await sql`insert into ${live} overriding system value select * from ${copy} as copy
          where not exists (select from ${live} as live where (live.*)::text = (copy.*)::text)`.execute(trx);
      } else {
        // Rows without a key may repeat: the table anew.
        await sql`delete from ${live}`.execute(trx);
        await sql`insert into ${live} overriding system value select * from ${copy}`.execute(trx);
      }
    }
    await sql`set local session_replication_role = origin`.execute(trx);
  } else {
    const pending = [...restore];
    for (let table = pending.pop(); table !== undefined; table = pending.pop())
      for (const referring of snapshot.referencedBy.get(table) ?? [])
        if (!restore.has(referring)) {
          restore.add(referring);
          pending.push(referring);
        }
    const tables = snapshot.tables.filter((table) => restore.has(table));
    await sql`truncate table ${sql.join(tables.map((table) => sql.id(table)))} restart identity cascade`.execute(
      trx,
    );
    for (const table of tables)
      await sql`insert into ${sql.id(table)} overriding system value select * from ${sql.id(SNAPSHOT, table)}`.execute(
        trx,
      );
  }
  // Serial and identity columns go on after the restored rows' highest values.
  for (const { table, column } of snapshot.counters.filter((counter) => restore.has(counter.table)))
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce((select max(${sql.id(column)}) from ${sql.id(table)}), 0) + 1, false)`.execute(trx);
  await sql`select setval(format('%I.%I', schemaname, sequencename), 1, false) from pg_sequences
    where schemaname = ${sql.lit(SNAPSHOT)} and last_value is not null`.execute(trx);
};

export type StateChange = {
  readonly state: string;
  readonly action: 'setup' | 'teardown';
  /** The moment the contract was recorded at (`params.now`), which the BFF's clock reads meanwhile. */
  readonly now?: Date;
};

/**
 * `{ state, action, params }` as the Pact verifier posts it; `params.now`, an ISO instant, is the
 * moment the interaction was recorded at (contracts/provider-states.ts).
 */
export const stateChangeOf = (body: unknown): StateChange | undefined => {
  const {
    state,
    action = 'setup',
    params,
  } = (body ?? {}) as {
    state?: unknown;
    action?: unknown;
    params?: unknown;
  };
  if (typeof state !== 'string' || (action !== 'setup' && action !== 'teardown')) return undefined;
  const given = (params ?? {}) as { now?: unknown };
  if (given.now === undefined) return { state, action };
  const now = typeof given.now === 'string' ? new Date(given.now) : undefined;
  if (!now || Number.isNaN(now.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(given.now as string))
    return undefined;
  return { state, action, now };
};

export const PROVIDER_STATES_IN_PRODUCTION =
  'PORTAL_PROVIDER_STATES=on is refused with NODE_ENV=production: it resets the database and lets any caller act as a demo user.';

/** Provider states are for verification runs only, never in production. */
export const providerStatesAllowed = (nodeEnv: string | undefined): boolean => nodeEnv !== 'production';

export type ProviderStates = {
  /** The session's user, or — for a request without a session cookie — the state's user. */
  readonly currentUser: (
    sessionUser: (sessionId: string | undefined, now: Date) => Promise<User | undefined>,
  ) => (sessionId: string | undefined, now: Date) => Promise<User | undefined>;
  readonly register: (app: FastifyInstance) => void;
};

export const providerStates = (deps: {
  readonly db: Kysely<Database>;
  readonly hasher: PasswordHasher;
  readonly clock: ClockSwitch;
  readonly outages: OutageSwitch;
  readonly files: FileStore;
}): ProviderStates => {
  if (!providerStatesAllowed(process.env.NODE_ENV)) throw new Error(PROVIDER_STATES_IN_PRODUCTION);
  let signedIn: User | undefined;
  // Hashed once, and from the start, while the BFF starts and waits for the first state: a
  // full-cost hash per interaction would dominate the verification's time.
  const passwordHash = deps.hasher.hash(DEMO_PASSWORD);
  // A failed hash is the first reset's error, not an unhandled rejection.
  passwordHash.catch(() => {});

  /**
   * The demo data back and the state's setups run, in one transaction. The first reset writes the
   * demo data and keeps a copy of every table in a schema of its own; later resets copy it back with
   * one statement per table, which is many times faster than writing the data set again row by row.
   * Only as much is done as the data needs, so that the reads of a verification run (most of its
   * interactions) cost next to nothing: nothing at all when the state is the one set up last and
   * nothing wrote since; only the state's setups when the data is the untouched copy. The copy is
   * written again when a state asks for another moment (`params.now`) than it was written at.
   */
  let applied:
    | {
        readonly moment: string;
        readonly state: string;
        readonly snapshot: Snapshot;
        readonly changes: string;
        readonly down: DownstreamSystem[];
      }
    | undefined;
  const reset = async (state: string, moment: string) => {
    const hash = await passwordHash;
    const now = deps.clock.now();
    const before = applied;
    // Until this reset commits, the data is whatever it is: after a failed one, everything anew.
    applied = undefined;
    const down: DownstreamSystem[] = [];
    const outages: OutageSwitch = {
      ...deps.outages,
      takeDown: (system) => {
        down.push(system);
        deps.outages.takeDown(system);
      },
    };
    applied = await deps.db.transaction().execute(async (trx) => {
      let snapshot: Snapshot;
      if (before?.moment !== moment) {
        const tables = await tablesOf(trx);
        if (tables.length > 0)
          await sql`truncate table ${sql.join(tables.map((table) => sql.id(table)))} restart identity cascade`.execute(
            trx,
          );
        await writeDemoData(trx, hash, now);
        snapshot = await takeSnapshot(trx, tables);
      } else {
        snapshot = before.snapshot;
        const since = await changesOf(trx, snapshot);
        if (before.state === state && signatureOf(since) === before.changes) {
          for (const system of before.down) outages.takeDown(system);
          return before;
        }
        if (since.size > 0) await restoreSnapshot(trx, snapshot, since.keys());
      }
      for (const setup of PROVIDER_STATE_SETUPS) await setup({ state, trx, now, outages, files: deps.files });
      const changes = signatureOf(await changesOf(trx, snapshot));
      return { moment, state, snapshot, changes, down };
    });
  };

  return {
    // A support agent's state signs in with the session its setup wrote (seed/support-states.ts).
    currentUser: (sessionUser) => async (sessionId, now) => {
      if (sessionId) return sessionUser(sessionId, now);
      if (signedIn?.kind !== 'support') return signedIn;
      const supportSession = await findSupportSession(deps.db, SUPPORT_STATE_SESSION);
      return supportSession ? { ...signedIn, supportSession } : signedIn;
    },
    register: (app) => {
      app.post(PROVIDER_STATES_PATH, async (request, reply) => {
        const change = stateChangeOf(request.body);
        if (!change)
          return reply.code(400).send({
            error: {
              code: 'bad_request',
              message:
                'Expected { "state": "…", "action": "setup" | "teardown", "params"?: { "now"?: ISO instant } }.',
            },
          });
        signedIn = undefined;
        deps.outages.restoreAll();
        deps.clock.restore();
        if (change.action === 'teardown') return {};
        if (change.now) deps.clock.setTo(change.now);
        // Without a moment the data stays written at the first reset's, as the clock goes on.
        await reset(change.state, change.now?.toISOString() ?? 'the first reset');
        const day = stateDayOf(change.state);
        if (day) deps.clock.setTo(day);
        const email = signedInEmailOf(change.state);
        if (email) {
          signedIn = await sqlUsers(deps.db).findByEmail(email);
          if (!signedIn)
            return reply.code(400).send({
              error: {
                code: 'bad_request',
                message: `The state names ${email}, who is not in the demo data.`,
              },
            });
        }
        return {};
      });
    },
  };
};
