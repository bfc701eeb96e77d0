import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { PROVIDER_STATES_PATH } from '../../../contracts/provider-states.ts';
import type { PasswordHasher, User } from '../../../core/account/ports.ts';
import type { Clock, FileStore } from '../../../core/shared/ports.ts';
import type { OutageSwitch } from '../../shared/outages.ts';
import { sqlUsers } from '../../sql/account-repositories.ts';
import type { Database } from '../../sql/schema.ts';
import { DEMO_PASSWORD, writeDemoData } from '../../sql/seed.ts';
import { PROVIDER_STATE_SETUPS } from './provider-state-setups.ts';

/**
 * Provider states for the Pact verification (`portal verify-pact`, tests/contract/provider.verify):
 * before each interaction the verifier posts `{ state, action }` here. Setup puts the database back
 * to the freshly seeded demo data and makes the state's user the signed-in user of the following
 * requests that carry no session cookie. Only with PORTAL_PROVIDER_STATES=on, never in production.
 */

/**
 * The user a state signs in: "customer kunde@demo.example is signed in", "… with an ACTIVE deal
 * d-1001", "business admin admin@nordflotte.example whose cart …", "customer neu@demo.example has
 * already requested …". States in which the user only exists ("customer kunde@demo.example exists",
 * "… has the password reset token …", "… has not confirmed the e-mail address") and "nobody is
 * signed in" sign nobody in: those calls are made without a session.
 */
const SIGNED_IN =
  /^(?:customer|business \w+|content editor) (\S+@\S+) (?:is signed in|with|whose|has already)\b/;

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

const takeSnapshot = async (trx: Kysely<Database>, tables: readonly string[]) => {
  await sql`drop schema if exists ${sql.id(SNAPSHOT)} cascade`.execute(trx);
  await sql`create schema ${sql.id(SNAPSHOT)}`.execute(trx);
  for (const table of tables)
    await sql`create table ${sql.id(SNAPSHOT, table)} as select * from ${sql.id(table)}`.execute(trx);
};

const restoreSnapshot = async (trx: Kysely<Database>, tables: readonly string[]) => {
  for (const table of tables)
    await sql`insert into ${sql.id(table)} overriding system value select * from ${sql.id(SNAPSHOT, table)}`.execute(
      trx,
    );
  // Serial and identity columns go on after the restored rows' highest values.
  const counters = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and (column_default like 'nextval(%' or is_identity = 'YES')`.execute(
    trx,
  );
  for (const { table_name, column_name } of counters.rows)
    await sql`select setval(pg_get_serial_sequence(${table_name}, ${column_name}),
      coalesce((select max(${sql.id(column_name)}) from ${sql.id(table_name)}), 0) + 1, false)`.execute(trx);
};

export type StateChange = { readonly state: string; readonly action: 'setup' | 'teardown' };

const stateChangeOf = (body: unknown): StateChange | undefined => {
  const { state, action = 'setup' } = (body ?? {}) as { state?: unknown; action?: unknown };
  if (typeof state !== 'string' || (action !== 'setup' && action !== 'teardown')) return undefined;
  return { state, action };
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
  // Hashed once: a full-cost hash per interaction would dominate the verification's time.
  let passwordHash: Promise<string> | undefined;

  /**
   * Every table emptied and the demo data back, in one transaction. The first reset writes the demo
   * data and keeps a copy of every table in a schema of its own; later resets copy it back with one
   * statement per table, which is many times faster than writing the data set again row by row.
   */
  let snapshotTaken = false;
  const reset = async (state: string) => {
    passwordHash ??= deps.hasher.hash(DEMO_PASSWORD);
    const hash = await passwordHash;
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      const tables = await tablesOf(trx);
      if (tables.length > 0)
        await sql`truncate table ${sql.join(tables.map((table) => sql.id(table)))} restart identity cascade`.execute(
          trx,
        );
      if (snapshotTaken) await restoreSnapshot(trx, tables);
      else {
        await writeDemoData(trx, hash, now);
        await takeSnapshot(trx, tables);
        snapshotTaken = true;
      }
      for (const setup of PROVIDER_STATE_SETUPS)
        await setup({ state, trx, now, outages: deps.outages, files: deps.files });
    });
  };

  return {
    currentUser: (sessionUser) => async (sessionId, now) =>
      sessionId ? sessionUser(sessionId, now) : signedIn,
    register: (app) => {
      app.post(PROVIDER_STATES_PATH, async (request, reply) => {
        const change = stateChangeOf(request.body);
        if (!change)
          return reply.code(400).send({
            error: {
              code: 'bad_request',
              message: 'Expected { "state": "…", "action": "setup" | "teardown" }.',
            },
          });
        signedIn = undefined;
        deps.outages.restoreAll();
        deps.clock.restore();
        if (change.action === 'teardown') return {};
        await reset(change.state);
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
