import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate, statementsOf } from './migrate.ts';
import { PGliteDialect } from './pglite-dialect.ts';

const newDb = () => new Kysely<unknown>({ dialect: new PGliteDialect(new PGlite()) });

describe('migrations', () => {
  it('split a file into its statements, without comments', () => {
    expect(statementsOf('-- users\ncreate table a (id int);\n\ncreate index a_id on a (id);\n')).toEqual([
      'create table a (id int)',
      'create index a_id on a (id)',
    ]);
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
