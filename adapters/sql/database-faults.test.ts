import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isDatabaseUnavailable,
  isLostConnection,
  isStalePreparedStatement,
  wasNeverSent,
} from './database-faults.ts';

/** The error a statement of PGlite (PostgreSQL's own error, as PGlite hands it on) fails with. */
const pgliteError = async (db: PGlite, statement: string): Promise<unknown> => {
  try {
    await db.exec(statement);
  } catch (error) {
    return error;
  }
  throw new Error(`no error from ${statement}`);
};

const raising = (sqlState: string) =>
  `do $$ begin raise exception 'fault' using errcode = '${sqlState}'; end $$`;

const listening = (server: Server): Promise<number> =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );

const connectError = async (config: pg.PoolConfig): Promise<unknown> => {
  const pool = new pg.Pool({ ...config, max: 1 });
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
  throw new Error('the pool connected');
};

describe('isDatabaseUnavailable', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await db.waitReady;
  });
  afterAll(() => db.close());

  it.each([
    ['57P01', 'admin_shutdown (a stopped server, an ended backend)'],
    ['57P03', 'cannot_connect_now (a server starting or stopping)'],
    ['08006', 'connection_failure'],
    ['53100', 'disk_full'],
    ['53300', 'too_many_connections'],
    ['55P03', 'lock_not_available'],
    ['57014', 'query_canceled (the statement timeout)'],
    ['58030', 'io_error'],
  ])('takes SQLSTATE %s, %s, for a database out of reach', async (sqlState) => {
    const error = await pgliteError(db, raising(sqlState));
    expect((error as { code?: string }).code).toBe(sqlState);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['23505', 'a unique violation'],
    ['42P01', 'an undefined table'],
    ['22P02', 'invalid text for a type'],
    ['P0001', 'an exception a function raised'],
    ['0A000', 'a feature not supported'],
  ])('leaves SQLSTATE %s, %s, to the statement', async (sqlState) => {
    expect(isDatabaseUnavailable(await pgliteError(db, raising(sqlState)))).toBe(false);
  });

  it('takes a prepared statement a migration made stale for passing: another connection prepares it anew', async () => {
    await db.exec('create table stale_cars (plate text); prepare every_car as select * from stale_cars');
    await db.exec('alter table stale_cars add column colour text');
    const error = await pgliteError(db, 'execute every_car');
    expect(isStalePreparedStatement(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('leaves a syntax error to the statement', async () => {
    expect(isDatabaseUnavailable(await pgliteError(db, 'selec 1'))).toBe(false);
  });

  it('takes a full disk under the data directory for out of reach', () => {
    let error: unknown;
    try {
      writeFileSync('/dev/full', 'a row');
    } catch (caught) {
      error = caught;
    }
    expect((error as { code?: string }).code).toBe('ENOSPC');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('takes a refused connection for out of reach', async () => {
    const server = createServer();
    const port = await listening(server);
    await new Promise((resolve) => server.close(resolve));
    const error = await connectError({ host: '127.0.0.1', port });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("takes the pool's connect timeout against a server that never answers for out of reach", async () => {
    const sockets: import('node:net').Socket[] = [];
    const server = createServer((socket) => sockets.push(socket));
    const port = await listening(server);
    const error = await connectError({ host: '127.0.0.1', port, connectionTimeoutMillis: 200 });
    for (const socket of sockets) socket.destroy();
    server.close();
    expect((error as Error).message).toMatch(/timeout/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('takes a connection cut while it was made for out of reach', async () => {
    const server = createServer((socket) => socket.destroy());
    const port = await listening(server);
    const error = await connectError({ host: '127.0.0.1', port });
    server.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('knows nothing of values that are no errors', () => {
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(new Error('Die Eingaben sind ungültig.'))).toBe(false);
  });
});

describe('isLostConnection and wasNeverSent', () => {
  it('tell a connection that died from a statement refused before it was sent', () => {
    const refused = new Error('Client has encountered a connection error and is not queryable');
    const terminated = new Error('Connection terminated unexpectedly');
    expect([isLostConnection(refused), wasNeverSent(refused)]).toEqual([true, true]);
    expect([isLostConnection(terminated), wasNeverSent(terminated)]).toEqual([true, false]);
    // The statement timeout leaves the connection as it was.
    expect(isLostConnection(Object.assign(new Error('canceling statement'), { code: '57014' }))).toBe(false);
  });
});
