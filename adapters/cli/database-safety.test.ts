import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDatabaseName, POSTGRES_URL } from '../../tests/repositories/databases.ts';
import { LOCK_FILE } from '../sql/data-dir-lock.ts';
import { openDatabase } from '../sql/database.ts';
import { openCliDatabase } from './database-options.ts';
import { runCli } from './program.ts';
import { memoryIo } from './test-io.ts';

/**
 * The CLI's database commands beside a running BFF: a PGlite directory it holds is refused, and the
 * lookups' connections cannot write.
 */

const NOW = new Date('2026-11-22T10:00:00Z');

const run = async (args: string[]) => {
  const { io, stdout, stderr } = memoryIo('', NOW);
  const code = await runCli(args, io);
  return { code, stdout: stdout(), stderr: stderr() };
};

/** A write that a read-only transaction refuses. */
const aWrite = (db: Awaited<ReturnType<typeof openDatabase>>) =>
  db
    .insertInto('companies')
    .values({ id: 'co-written', name: 'Written GmbH' } as never)
    .execute();

describe('a PGlite data directory a running BFF holds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-cli-lock-'));
  let server: ChildProcess;

  beforeAll(async () => {
    await (await openDatabase({ dataDir: dir })).destroy();
    // Stands in for the BFF: a live process whose pid is in the lock.
    server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    writeFileSync(join(dir, LOCK_FILE), `${server.pid}\n`);
  }, 120_000);

  afterAll(() => {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    [['deal', 'd-1001']],
    [['customer', 'kunde@demo.example']],
    [['company', 'Nordflotte']],
    [['db', 'migrate']],
  ])('is refused by portal %j with one line that names --portal-url, exit 2', async (args) => {
    const command =
      args[0] === 'db' ? ['db', '--data-dir', dir, ...args.slice(1)] : [...args, '--data-dir', dir];
    const { code, stdout, stderr } = await run(command);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `error: ${dir} is in use by a running BFF (pid ${server.pid}): ask it with --portal-url instead, or stop it first\n`,
    );
  });
});

describe("the lookups' connections are read-only", () => {
  it('on PGlite: a write through them fails, a read works', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-cli-ro-'));
    try {
      await (await openDatabase({ dataDir: dir })).destroy();
      const { io } = memoryIo('', NOW);
      const db = await openCliDatabase({ dataDir: dir }, io, { readOnly: true });
      try {
        await expect(aWrite(db)).rejects.toThrow(/read-only transaction/);
        await expect(sql`SELECT 1 AS one`.execute(db)).resolves.toBeDefined();
      } finally {
        await db.destroy();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it.skipIf(!POSTGRES_URL)(
    'on PostgreSQL: a write through them fails on every connection',
    async () => {
      const name = newDatabaseName();
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(POSTGRES_URL as string);
      url.pathname = `/${name}`;
      try {
        await (await openDatabase({ databaseUrl: url.toString(), dataDir: '' })).destroy();
        const { io } = memoryIo('', NOW);
        const db = await openCliDatabase({ databaseUrl: url.toString() }, io, { readOnly: true });
        try {
          // Several at once, so more than one of the pool's connections is asked.
          const writes = await Promise.allSettled([aWrite(db), aWrite(db), aWrite(db)]);
          for (const write of writes) {
            expect(write.status).toBe('rejected');
            expect(String((write as PromiseRejectedResult).reason)).toMatch(/read-only transaction/);
          }
        } finally {
          await db.destroy();
        }
      } finally {
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      }
    },
    120_000,
  );
});
