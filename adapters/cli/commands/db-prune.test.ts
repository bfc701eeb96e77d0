import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KINDS, withParents } from '../../../tests/repositories/retention-rows.ts';
import { localFileStore } from '../../files/local-file-store.ts';
import { openDatabase } from '../../sql/database.ts';
import type { Database } from '../../sql/schema.ts';
import { runCli } from '../program.ts';
import { installedPortal, memoryIo } from '../test-io.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const run = async (args: string[]) => {
  const { io, stdout, stderr } = memoryIo('', NOW);
  const code = await runCli(args, io);
  return { code, stdout: stdout(), stderr: stderr() };
};

/** Every row of every table of the database, to compare a database before and after. */
const snapshot = async (db: Kysely<Database>) => {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
  `.execute(db);
  const all: Record<string, unknown[]> = {};
  for (const { name } of tables)
    all[name] = (await sql`select * from ${sql.table(name)}`.execute(db)).rows
      .map((row) => JSON.stringify(row))
      .sort();
  return all;
};

describe('portal db prune (PGlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-prune-'));
  const data = ['--data-dir', dir];
  const withDatabase = async <T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> => {
    const db = await openDatabase({ dataDir: dir });
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  };

  beforeAll(async () => {
    await withDatabase(async (db) => {
      await withParents(db);
      await KINDS.sessions.insert(db, 'ended-long-ago', { at: daysAgo(30), end: daysAgo(40) });
      await KINDS.sessions.insert(db, 'ended-yesterday', { at: daysAgo(1), end: null });
      await KINDS.login_failures.insert(db, 'ip:10.0.0.1', { at: daysAgo(8), end: null });
      await KINDS.login_failures.insert(db, 'ip:10.0.0.2', { at: daysAgo(9), end: null });
      await KINDS.sent_mails.insert(db, 'unsent', { at: daysAgo(400), end: null });
    });
    // An upload interrupted a day before NOW.
    await localFileStore(join(dir, 'files')).put('received/left-over', new Uint8Array([1]));
    utimesSync(join(dir, 'files', 'received', 'left-over'), daysAgo(1), daysAgo(1));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints with --dry-run what is due per table and per file prefix, and changes nothing', async () => {
    const before = await withDatabase(snapshot);
    const { code, stdout } = await run(['db', 'prune', '--dry-run', ...data, '--format', 'json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.dryRun).toBe(true);
    const byName = Object.fromEntries(
      report.tables.map((t: { name: string; rows: number; oldest: string | null }) => [t.name, t]),
    );
    expect(byName.sessions).toMatchObject({ rows: 1, oldest: daysAgo(40).toISOString(), keepDays: 7 });
    expect(byName.login_failures).toMatchObject({ rows: 2, oldest: daysAgo(9).toISOString() });
    expect(byName.sent_mails).toMatchObject({ rows: 0, oldest: null });
    expect(report.files).toContainEqual({ prefix: 'received/', files: 1 });

    const text = await run(['db', 'prune', '--dry-run', ...data, '--now', NOW.toISOString()]);
    expect(text.stdout).toContain('nothing removed; due now:');
    expect(text.stdout).toMatch(/login_failures\s+2 rows\s+oldest ended 2026-11-13T10:00:00.000Z/);

    expect(await withDatabase(snapshot)).toEqual(before);
    expect(await localFileStore(join(dir, 'files')).get('received/left-over')).toBeDefined();
  });

  it('prints the same through the installed portal binary', async () => {
    const args = ['db', 'prune', '--dry-run', ...data, '--now', NOW.toISOString()];
    const inProcess = await run(args);
    expect(inProcess.code).toBe(0);
    expect(installedPortal(args)).toEqual(inProcess);
  }, 60_000);

  it('removes what is due, and only that', async () => {
    const { code, stdout } = await run(['db', 'prune', ...data]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/removed\n/);
    expect(stdout).toMatch(/login_failures\s+2 rows/);
    await withDatabase(async (db) => {
      expect((await db.selectFrom('sessions').select('id_hash').execute()).map((r) => r.id_hash)).toEqual([
        'ended-yesterday',
      ]);
      expect(await db.selectFrom('login_failures').selectAll().execute()).toEqual([]);
      expect((await db.selectFrom('outbox').select('subject').execute()).map((r) => r.subject)).toEqual([
        'unsent',
      ]);
    });
    expect(await localFileStore(join(dir, 'files')).get('received/left-over')).toBeUndefined();
    const again = await run(['db', 'prune', '--dry-run', ...data, '--format', 'json']);
    expect(JSON.parse(again.stdout).tables.every((t: { rows: number }) => t.rows === 0)).toBe(true);
  });

  it('refuses a bad --now, --format or retention setting with exit 2, and shows examples in --help', async () => {
    expect((await run(['db', 'prune', ...data, '--now', 'gestern'])).code).toBe(2);
    expect((await run(['db', 'prune', ...data, '--format', 'csv'])).code).toBe(2);
    process.env.PORTAL_RETENTION_SESSIONS_DAYS = 'eine Woche';
    try {
      const refused = await run(['db', 'prune', ...data, '--dry-run']);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('PORTAL_RETENTION_SESSIONS_DAYS must be a whole number of days');
    } finally {
      delete process.env.PORTAL_RETENTION_SESSIONS_DAYS;
    }
    const help = await run(['db', 'prune', '--help']);
    expect(help.stdout).toContain('$ portal db prune --dry-run');
  });
});
