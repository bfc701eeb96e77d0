import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { type Generated, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  noPrivatePostgres,
  type PrivatePostgres,
  startPrivatePostgres,
} from '../../tests/support/private-postgres.ts';
import { isDatabaseUnavailable } from './database-faults.ts';
import { MAX_PREPARED_PARAMETERS } from './prepared-statements.ts';
import { resilientPool } from './resilient-pool.ts';

/**
 * A TCP hop between the pool and PostgreSQL that can make every open connection die unseen: the
 * server's side is ended, the pool's side stays open until it sends again (as behind a firewall
 * or a balancer that forgot the connection), so the pool lends it as if it were sound.
 */
const hop = async (target: number) => {
  const pairs = new Set<{ readonly client: Socket; readonly server: Socket; dead: boolean }>();
  const listener: Server = createServer((client) => {
    const server = tcpConnect(target, '127.0.0.1');
    const pair = { client, server, dead: false };
    pairs.add(pair);
    client.on('data', (chunk) => {
      if (pair.dead) client.destroy();
      else server.write(chunk);
    });
    server.pipe(client);
    client.on('error', () => {});
    server.on('error', () => {});
    client.on('close', () => server.destroy());
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return {
    port: (listener.address() as { port: number }).port,
    /** Every connection open now dies, unseen by the pool until it sends. */
    cutUnseen: () => {
      for (const pair of pairs) {
        pair.dead = true;
        pair.server.unpipe(pair.client);
        pair.server.destroy();
      }
    },
    close: () => {
      for (const pair of pairs) pair.client.destroy();
      listener.close();
    },
  };
};

describe.skipIf(noPrivatePostgres())('resilientPool', () => {
  let postgres: PrivatePostgres;
  let tcp: Awaited<ReturnType<typeof hop>>;
  let db: Kysely<{ notes: { id: Generated<number>; text: string } }>;
  const failures: Error[] = [];

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    tcp = await hop(postgres.port);
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${tcp.port}/postgres`,
      max: 3,
      connectionTimeoutMillis: 2_000,
    });
    db = new Kysely({
      dialect: new PostgresDialect({
        pool: resilientPool(pool, { onConnectionError: (error) => failures.push(error) }),
      }),
    });
    await sql`create table notes (id serial primary key, text text not null)`.execute(db);
  }, 60_000);

  afterAll(async () => {
    await db?.destroy();
    tcp?.close();
    await postgres?.remove();
  });

  /** Every connection of the pool opened and given back idle. */
  const fillPool = () => Promise.all(Array.from({ length: 3 }, () => sql`select pg_sleep(0.05)`.execute(db)));

  it('sends a read once more on a fresh connection when its connection died unseen', async () => {
    await fillPool();
    tcp.cutUnseen();
    const { rows } = await sql<{ answer: number }>`select 41 + 1 as answer`.execute(db);
    expect(rows).toEqual([{ answer: 42 }]);
  });

  it('begins a transaction on a fresh connection and runs all of it there', async () => {
    await fillPool();
    tcp.cutUnseen();
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('notes')
        .values({ text: 'in a transaction' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    expect(await db.selectFrom('notes').select('text').where('id', '=', id).execute()).toEqual([
      { text: 'in a transaction' },
    ]);
  });

  it('does not repeat a write outside a transaction whose connection broke: it may have run', async () => {
    const count = async () =>
      (await db.selectFrom('notes').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    await fillPool();
    tcp.cutUnseen();
    // Each write meets one of the pool's dead connections.
    const written = await Promise.allSettled(
      Array.from({ length: 3 }, () => db.insertInto('notes').values({ text: 'once' }).execute()),
    );
    const refused = written.filter((each) => each.status === 'rejected');
    expect(refused).toHaveLength(3);
    expect(refused.every((each) => isDatabaseUnavailable(each.reason))).toBe(true);
    expect(await count()).toBe(before);
  });

  it('does not repeat a statement inside a transaction whose connection broke', async () => {
    let error: unknown;
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'rolled back' }).execute();
        tcp.cutUnseen();
        await sql`select 1`.execute(trx);
      });
    } catch (caught) {
      error = caught;
    }
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await db.selectFrom('notes').select('id').where('text', '=', 'rolled back').execute()).toEqual([]);
  });

  it('prepares a statement once on a connection and then only runs it', async () => {
    const plans = await db.transaction().execute(async (trx) => {
      for (const id of [1, 2, 3]) await trx.selectFrom('notes').select('text').where('id', '=', id).execute();
      const { rows } = await sql<{ statement: string; plans: number }>`
        select statement, (generic_plans + custom_plans)::int as plans from pg_prepared_statements`.execute(
        trx,
      );
      return rows;
    });
    const compiled = db.selectFrom('notes').select('text').where('id', '=', 1).compile().sql;
    // One statement on the connection, run three times; the transaction's begin is not prepared.
    expect(plans.filter((row) => row.statement === compiled)).toEqual([{ statement: compiled, plans: 3 }]);
    expect(plans.some((row) => /^begin/i.test(row.statement))).toBe(false);
  });

  it('leaves a list of more ids than a prepared statement takes unprepared', async () => {
    const ids = Array.from({ length: MAX_PREPARED_PARAMETERS + 1 }, (_, index) => index + 1);
    const statements = await db.transaction().execute(async (trx) => {
      await trx.selectFrom('notes').select('id').where('id', 'in', ids).execute();
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        trx,
      );
      return rows.map((row) => row.statement);
    });
    expect(statements.some((statement) => statement.includes(`$${ids.length}`))).toBe(false);
  });

  it('prepares anew on another connection when a migration changed what a statement answers', async () => {
    await sql`create table cars (plate text not null)`.execute(db);
    await sql`insert into cars values ('M-AB 1234')`.execute(db);
    const everyColumn = () => sql<Record<string, unknown>>`select * from cars`.execute(db);
    // Every connection of the pool prepares the statement: three at once, each holding its connection.
    await Promise.all(
      Array.from({ length: 3 }, () =>
        db.transaction().execute(async (trx) => {
          await sql`select * from cars`.execute(trx);
          await sql`select pg_sleep(0.05)`.execute(trx);
        }),
      ),
    );
    await sql`alter table cars add column colour text not null default 'blau'`.execute(db);
    expect((await everyColumn()).rows).toEqual([{ plate: 'M-AB 1234', colour: 'blau' }]);
    expect((await everyColumn()).rows).toEqual([{ plate: 'M-AB 1234', colour: 'blau' }]);
  });

  it('drops a connection that fails while idle, reports it, and goes on', async () => {
    await fillPool();
    const seen = failures.length;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
      );
    } finally {
      await admin.end();
    }
    const deadline = Date.now() + 10_000;
    while (failures.length === seen && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(failures.length).toBeGreaterThan(seen);
    expect(isDatabaseUnavailable(failures[failures.length - 1])).toBe(true);
    const { rows } = await sql<{ answer: number }>`select 1 as answer`.execute(db);
    expect(rows).toEqual([{ answer: 1 }]);
  });
});
