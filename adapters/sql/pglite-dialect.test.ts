import { PGlite } from '@electric-sql/pglite';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_DATABASE_BUSY, isDatabaseUnavailable } from './database-faults.ts';
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

  it('keeps the database error and its code for the caller', async () => {
    await db.insertInto('counters').values({ id: 'd', value: 1 }).execute();
    await expect(db.insertInto('counters').values({ id: 'd', value: 2 }).execute()).rejects.toMatchObject({
      code: '23505',
    });
  });

  it('reads correctly after the table a kept statement reads was changed', async () => {
    const read = () => db.selectFrom('counters').selectAll().where('id', '=', 'a').executeTakeFirst();
    await read();
    await sql`alter table counters add column note text`.execute(db);
    expect(await read()).toEqual({ id: 'a', value: 2, note: null });
    await sql`alter table counters drop column note`.execute(db);
    expect(await read()).toEqual({ id: 'a', value: 2 });
  });

  it('answers right when more statements are used than it keeps prepared', async () => {
    for (let width = 1; width <= 230; width++) {
      const ids = Array.from({ length: width }, (_, index) => `missing-${index}`).concat('a');
      const rows = await db.selectFrom('counters').select('value').where('id', 'in', ids).execute();
      expect(rows).toEqual([{ value: 2 }]);
    }
    expect(await db.selectFrom('counters').select('value').where('id', 'in', ['a']).execute()).toEqual([
      { value: 2 },
    ]);
  });

  it('passes dates, JSON and nulls through as PGlite query() does', async () => {
    await sql`create table typed (id text primary key, at timestamptz, data jsonb, n integer)`.execute(db);
    const at = new Date('2026-03-01T10:00:00.000Z');
    await sql`insert into typed values (${'x'}, ${at}, ${JSON.stringify({ a: [1, 'ü'] })}, ${null})`.execute(
      db,
    );
    const { rows } = await sql<Record<string, unknown>>`select * from typed where id = ${'x'}`.execute(db);
    expect(rows).toEqual([{ id: 'x', at, data: { a: [1, 'ü'] }, n: null }]);
  });
});

describe('PGlite held too long', () => {
  it('answers a statement that waited past the limit for the one connection as out of reach, and goes on after', async () => {
    const held = new Kysely<Db>({ dialect: new PGliteDialect(new PGlite(), { acquireTimeoutMs: 200 }) });
    try {
      let letGo!: () => void;
      const holding = new Promise<void>((resolve) => {
        letGo = resolve;
      });
      let inside!: () => void;
      const entered = new Promise<void>((resolve) => {
        inside = resolve;
      });
      const transaction = held.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        inside();
        await holding;
      });
      await entered;
      const waited = await sql`select 2`.execute(held).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect((waited as { code?: string }).code).toBe(EMBEDDED_DATABASE_BUSY);
      expect(isDatabaseUnavailable(waited)).toBe(true);
      letGo();
      await transaction;
      expect((await sql<{ n: number }>`select 3 as n`.execute(held)).rows).toEqual([{ n: 3 }]);
    } finally {
      await held.destroy();
    }
  });
});

describe('its spans while tracing runs', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });

  beforeAll(() => {
    provider.register();
  });

  afterAll(async () => {
    await provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  });

  const inRequest = <T>(run: () => Promise<T>) =>
    trace.getTracer('test').startActiveSpan('request', async (request) => {
      try {
        return { result: await run(), request };
      } finally {
        request.end();
      }
    });

  it('gives each statement of a traced request a span as the pg instrumentation names its own, without the values', async () => {
    exporter.reset();
    const { request } = await inRequest(() =>
      db
        .transaction()
        .execute((trx) => trx.selectFrom('counters').selectAll().where('id', '=', 'geheim-4711').execute()),
    );
    const statements = exporter.getFinishedSpans().filter((span) => span.name.startsWith('pg.query:'));
    expect(statements.map((span) => span.name)).toEqual([
      'pg.query:BEGIN',
      'pg.query:SELECT',
      'pg.query:COMMIT',
    ]);
    const select = statements[1];
    expect(select?.kind).toBe(SpanKind.CLIENT);
    expect(select?.attributes).toEqual({
      'db.system.name': 'postgresql',
      'db.query.text': 'select * from "counters" where "id" = $1',
    });
    for (const span of statements) expect(span.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(JSON.stringify(statements.map((span) => span.attributes))).not.toContain('geheim');
  });

  it("marks a failed statement with its SQLSTATE, not the database's message", async () => {
    exporter.reset();
    await db.insertInto('counters').values({ id: 'e', value: 1 }).execute();
    await expect(
      inRequest(() => db.insertInto('counters').values({ id: 'e', value: 2 }).execute()),
    ).rejects.toMatchObject({ code: '23505' });
    const [failed] = exporter.getFinishedSpans().filter((span) => span.name === 'pg.query:INSERT');
    expect(failed?.status.code).toBe(SpanStatusCode.ERROR);
    expect(failed?.attributes['error.type']).toBe('23505');
    expect(JSON.stringify([failed?.attributes, failed?.status, failed?.events])).not.toMatch(
      /duplicate key|\(e\)/,
    );
    expect(failed?.events.map((event) => event.name)).toEqual(['exception']);
  });

  it('makes no span for SQL outside a traced request', async () => {
    exporter.reset();
    await db.selectFrom('counters').selectAll().execute();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});
