import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect.ts';

type Db = { counters: { id: string; value: number } };

let db: Kysely<Db>;

beforeAll(async () => {
  db = new Kysely<Db>({ dialect: new PGliteDialect(new PGlite()) });
  await sql`create table counters (id text primary key, value integer not null)`.execute(db);
});

afterAll(async () => {
  await db.destroy();
});

describe('Kysely over PGlite', () => {
  it('writes and reads rows with parameters', async () => {
    await db.insertInto('counters').values({ id: 'a', value: 1 }).execute();
    expect(await db.selectFrom('counters').selectAll().where('id', '=', 'a').execute()).toEqual([
      { id: 'a', value: 1 },
    ]);
  });

  it('reports the rows a statement changed', async () => {
    const result = await db
      .updateTable('counters')
      .set({ value: 2 })
      .where('id', '=', 'a')
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('counters').values({ id: 'b', value: 1 }).execute();
        await trx.insertInto('counters').values({ id: 'b', value: 2 }).execute();
      }),
    ).rejects.toThrow();
    expect(await db.selectFrom('counters').select('id').where('id', '=', 'b').execute()).toEqual([]);
  });

  it('keeps concurrent transactions apart: every increment counts', async () => {
    await db.insertInto('counters').values({ id: 'c', value: 0 }).execute();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom('counters')
            .select('value')
            .where('id', '=', 'c')
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('counters')
            .set({ value: row.value + 1 })
            .where('id', '=', 'c')
            .execute();
        }),
      ),
    );
    expect(
      (await db.selectFrom('counters').select('value').where('id', '=', 'c').executeTakeFirstOrThrow()).value,
    ).toBe(20);
  });
});
