import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isSchemaCurrent, migrate, readMigrations, statementsOf } from './migrate.ts';
import { PGliteDialect } from './pglite-dialect.ts';

const newDb = () => new Kysely<unknown>({ dialect: new PGliteDialect(new PGlite()) });

describe('migrations', () => {
  it('split a file into its statements, without comments', () => {
    expect(statementsOf('-- users\ncreate table a (id int);\n\ncreate index a_id on a (id);\n')).toEqual([
      'create table a (id int)',
      'create index a_id on a (id)',
    ]);
  });

  it("keep a function's body whole, semicolons and all", () => {
    const body = 'create function f() returns trigger language plpgsql as $$\nbegin\n  return null;\nend\n$$';
    expect(statementsOf(`${body};\ncreate table b (id int);\n`)).toEqual([body, 'create table b (id int)']);
  });

  it('keep a function body whole, its own statements with it', () => {
    const text =
      'create function f() returns trigger language plpgsql as $$\nbegin\n  perform 1;\n  return null;\nend\n$$;\ncreate table b (id int);\n';
    expect(statementsOf(text)).toEqual([
      'create function f() returns trigger language plpgsql as $$\nbegin\n  perform 1;\n  return null;\nend\n$$',
      'create table b (id int)',
    ]);
  });

  it('apply each version once, in order', async () => {
    const db = newDb();
    const migrations = [
      { version: '0001_a', statements: ['create table a (id int)'] },
      { version: '0002_b', statements: ['alter table a add column name text'] },
    ];
    expect(await migrate(db, migrations)).toEqual(['0001_a', '0002_b']);
    expect(await migrate(db, migrations)).toEqual([]);
    await sql`insert into a (id, name) values (1, 'x')`.execute(db);
    await db.destroy();
  });

  it("tell a database at the files' version from one that is behind or never migrated", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
    const db = newDb();
    try {
      writeFileSync(join(dir, '0001_a.sql'), 'create table a (id int);\n');
      expect(await isSchemaCurrent(db, dir)).toBe(false);
      await migrate(db, readMigrations(dir));
      expect(await isSchemaCurrent(db, dir)).toBe(true);
      writeFileSync(join(dir, '0002_b.sql'), 'alter table a add column name text;\n');
      expect(await isSchemaCurrent(db, dir)).toBe(false);
      expect(await migrate(db, readMigrations(dir))).toEqual(['0002_b']);
      expect(await isSchemaCurrent(db, dir)).toBe(true);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leave nothing of a failing version behind', async () => {
    const db = newDb();
    await expect(
      migrate(db, [
        { version: '0001_bad', statements: ['create table b (id int)', 'create table b (id int)'] },
      ]),
    ).rejects.toThrow();
    const tables = await sql<{
      n: number;
    }>`select count(*)::int as n from information_schema.tables where table_name = 'b'`.execute(db);
    expect(tables.rows[0]?.n).toBe(0);
    await db.destroy();
  });

  it('apply the project’s own migrations to an empty database', async () => {
    const db = newDb();
    await migrate(db);
    await db.destroy();
  });
});
