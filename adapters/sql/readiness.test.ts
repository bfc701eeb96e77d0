import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testPGlite } from '../../tests/repositories/databases.ts';
import { migrate } from './migrate.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { databaseReadiness } from './readiness.ts';

describe('databaseReadiness', () => {
  it('is not ready while the schema is behind the migration files, ready once it is current, and not when the database is gone', async () => {
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(testPGlite()) });
    const ready = databaseReadiness(db);
    expect(await ready()).toBe(false);
    await migrate(db);
    expect(await ready()).toBe(true);
    await db.destroy();
    expect(await ready()).toBe(false);
  });

  it('answers probes that arrive together with one check', async () => {
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(testPGlite()) });
    try {
      const ready = databaseReadiness(db);
      const probes = [ready(), ready(), ready()];
      expect(probes[1]).toBe(probes[0]);
      expect(await Promise.all(probes)).toEqual([false, false, false]);
    } finally {
      await db.destroy();
    }
  });

  it('lets probes that come while a slow check is still under way share it instead of piling up', async () => {
    let checks = 0;
    const db = new Kysely<unknown>({
      dialect: new PGliteDialect(testPGlite()),
      log: (event) => {
        if (event.query.sql === 'select 1') checks += 1;
      },
    });
    try {
      await migrate(db);
      // The embedded database lends its one connection to one caller at a time: the checks wait
      // while a transaction holds it.
      let finish = () => {};
      const held = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const busy = db.transaction().execute(async (trx) => {
        await sql`select 2`.execute(trx);
        await held;
      });
      const ready = databaseReadiness(db, 50);
      expect([await ready(), await ready(), await ready()]).toEqual([false, false, false]);
      finish();
      await busy;
      await expect.poll(() => ready()).toBe(true);
      // The first check, once the database was free, and at most the one probe that found it done.
      expect(checks).toBeLessThanOrEqual(2);
    } finally {
      await db.destroy();
    }
  });
});
