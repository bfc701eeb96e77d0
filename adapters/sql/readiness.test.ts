import { Kysely } from 'kysely';
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
});
