/**
 * Two BFF instances on one PostgreSQL sweep at once: each with its own pool, as two processes
 * would have. The advisory lock lets one work; the other skips its round without an error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStore } from '../../adapters/files/local-file-store.ts';
import { migrate } from '../../adapters/sql/migrate.ts';
import { DEFAULT_RETENTION } from '../../adapters/sql/retention.ts';
import { sweepRetention } from '../../adapters/sql/retention-sweep.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { newDatabaseName, POSTGRES_URL } from './databases.ts';
import { gatedStore, KINDS, labelsLeft, withParents } from './retention-rows.ts';

const NOW = new Date('2026-11-22T10:00:00Z');

describe.skipIf(!POSTGRES_URL)('retention sweep: two instances on one PostgreSQL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-retention-'));
  const files = localFileStore(dir);
  const instances: Kysely<Database>[] = [];
  let url: URL;

  beforeAll(async () => {
    const name = newDatabaseName();
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    url = new URL(POSTGRES_URL ?? '');
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i++)
      instances.push(
        new Kysely<Database>({
          dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 4 }) }),
        }),
      );
    const [first] = instances;
    if (!first) throw new Error('no instance');
    await migrate(first as Kysely<unknown>);
    await withParents(first);
  });
  afterAll(async () => {
    for (const db of instances) await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets one instance sweep and the other skip its round, both without an error', async () => {
    const [a, b] = instances as [Kysely<Database>, Kysely<Database>];
    for (let i = 0; i < 50; i++)
      await KINDS.sessions.insert(a, `s-${i}`, { at: new Date('2026-01-01T00:00:00Z'), end: null });
    const { store, open } = gatedStore(files);
    const sweeps = [a, b].map((db) => sweepRetention(db, store, DEFAULT_RETENTION, NOW, { batchSize: 10 }));
    expect(await Promise.race(sweeps)).toEqual({ swept: false });
    open();
    const outcomes = await Promise.all(sweeps);
    expect(outcomes.map((outcome) => outcome.swept).sort()).toEqual([false, true]);
    expect(await labelsLeft(b, 'sessions')).toEqual([]);
  });

  it('skips while another process holds the lock, and sweeps once it is given back', async () => {
    const [a] = instances as [Kysely<Database>];
    await KINDS.login_failures.insert(a, 'old', { at: new Date('2026-01-01T00:00:00Z'), end: null });
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    await other.query(`select pg_advisory_lock(hashtextextended('portal:retention-sweep', 0))`);
    expect(await sweepRetention(a, files, DEFAULT_RETENTION, NOW)).toEqual({ swept: false });
    expect(await labelsLeft(a, 'login_failures')).toEqual(['old']);
    // A process that dies gives its session's lock back with its connection.
    await other.end();
    expect((await sweepRetention(a, files, DEFAULT_RETENTION, NOW)).swept).toBe(true);
    expect(await labelsLeft(a, 'login_failures')).toEqual([]);
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from pg_locks where locktype = 'advisory'`.execute(a);
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
