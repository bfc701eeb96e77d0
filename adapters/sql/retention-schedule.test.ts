import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPGlite } from '../../tests/repositories/databases.ts';
import { gatedStore, KINDS, labelsLeft } from '../../tests/repositories/retention-rows.ts';
import { localFileStore } from '../files/local-file-store.ts';
import { DEFAULT_RETENTION } from './retention.ts';
import { startRetentionSweep } from './retention-schedule.ts';
import type { SweepOutcome } from './retention-sweep.ts';
import type { Database } from './schema.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const old = { at: new Date('2026-01-01T00:00:00Z'), end: null };
const rules = DEFAULT_RETENTION.filter((rule) => rule.name === 'login_failures');

/** Waits for a condition, polling, up to a deadline. */
const until = async (condition: () => boolean | Promise<boolean>, what: string, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the retention sweep on its schedule', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-retention-schedule-'));
  const files = localFileStore(dir);
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = await freshPGlite();
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sweeps a while after the start and then every interval', async () => {
    await KINDS.login_failures.insert(db, 'first', old);
    const rounds: SweepOutcome[] = [];
    const sweep = startRetentionSweep({
      db,
      files,
      clock: { now: () => NOW },
      rules,
      firstAfterMs: 20,
      intervalMs: 20,
      onRound: (outcome) => rounds.push(outcome),
    });
    await until(() => rounds.length >= 1, 'the first round');
    expect(rounds[0]).toMatchObject({
      swept: true,
      report: { tables: [{ name: 'login_failures', rows: 1 }] },
    });
    await KINDS.login_failures.insert(db, 'second', old);
    await until(async () => (await labelsLeft(db, 'login_failures')).length === 0, 'a later round');
    await sweep.stop();
  });

  it('reports a failing round and tries again in the next', async () => {
    await KINDS.login_failures.insert(db, 'after-failure', old);
    await sql`alter table login_failures rename to login_failures_away`.execute(db);
    const errors: unknown[] = [];
    const rounds: SweepOutcome[] = [];
    const sweep = startRetentionSweep({
      db,
      files,
      clock: { now: () => NOW },
      rules,
      firstAfterMs: 10,
      intervalMs: 10,
      onRound: (outcome) => rounds.push(outcome),
      onError: (error) => errors.push(error),
    });
    await until(() => errors.length >= 2, 'two failed rounds');
    await sql`alter table login_failures_away rename to login_failures`.execute(db);
    await until(() => rounds.length >= 1, 'a round after the table is back');
    expect(await labelsLeft(db, 'login_failures')).toEqual([]);
    await sweep.stop();
  });

  it('stops after the round in progress, and starts no other', async () => {
    const { store, open } = gatedStore(files);
    let listed = false;
    const rounds: SweepOutcome[] = [];
    const sweep = startRetentionSweep({
      db,
      files: {
        ...store,
        list: (prefix) => {
          listed = true;
          return store.list(prefix);
        },
      },
      clock: { now: () => NOW },
      rules,
      firstAfterMs: 10,
      intervalMs: 10,
      onRound: (outcome) => rounds.push(outcome),
    });
    await until(() => listed, 'a round at the file store');
    let stopped = false;
    const stopping = sweep.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    open();
    await stopping;
    expect(rounds).toHaveLength(1);
    // No round after the stop: the table's lock is free, and a round started by hand works.
    const { sweepRetention } = await import('./retention-sweep.ts');
    expect((await sweepRetention(db, files, rules, NOW)).swept).toBe(true);
    expect(rounds).toHaveLength(1);
  });
});
