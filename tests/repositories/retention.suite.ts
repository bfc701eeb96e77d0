/**
 * The retention sweep (adapters/sql/retention-sweep.ts) against PGlite and, in CI, PostgreSQL:
 * rows past their period go, rows within it stay, unsent mails and undelivered webhook posts stay
 * whatever their age, a backlog larger than a batch goes over several batches, and for any rows,
 * periods and moment the sweep removes exactly the rows due by the documented rules.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStore } from '../../adapters/files/local-file-store.ts';
import { DEFAULT_RETENTION, type RetentionName, type RetentionRule } from '../../adapters/sql/retention.ts';
import { pendingRetention, sweepRetention } from '../../adapters/sql/retention-sweep.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import {
  emptyKinds,
  gatedStore,
  KIND_NAMES,
  KINDS,
  labelsLeft,
  type Times,
  withParents,
} from './retention-rows.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const ruleOf = (name: RetentionName): RetentionRule => {
  const rule = DEFAULT_RETENTION.find((each) => each.name === name);
  if (!rule) throw new Error(`no rule ${name}`);
  return rule;
};

export const retentionSuite = (name: string, fresh: () => Promise<Kysely<Database>>) => {
  describe(`retention sweep: ${name}`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-retention-'));
    const files = localFileStore(dir);
    // One database for the suite (a fresh one is slow to migrate), its retention tables emptied
    // before each test.
    let shared: Kysely<Database> | undefined;
    const database = async () => {
      shared ??= await withParents(await fresh());
      await emptyKinds(shared);
      await shared.deleteFrom('uploads').execute();
      return shared;
    };
    afterAll(async () => {
      await shared?.destroy();
      rmSync(dir, { recursive: true, force: true });
    });

    it('removes the rows past their period and keeps those within it, table by table', async () => {
      const db = await database();
      for (const kind of KIND_NAMES) {
        const keep = ruleOf(kind).keepDays;
        // Both moments past: for the mails and posts `end` is when they were sent or delivered.
        await KINDS[kind].insert(db, `${kind}-old`, { at: daysAgo(keep + 1), end: daysAgo(keep + 2) });
        await KINDS[kind].insert(db, `${kind}-recent`, { at: daysAgo(keep - 1), end: daysAgo(keep - 1) });
      }
      const dryRun = await pendingRetention(db, files, DEFAULT_RETENTION, NOW);
      expect(dryRun.tables.map((table) => [table.name, table.rows])).toEqual(
        KIND_NAMES.map((kind) => [kind, 1]),
      );
      for (const kind of KIND_NAMES) expect(await labelsLeft(db, kind)).toHaveLength(2);

      const outcome = await sweepRetention(db, files, DEFAULT_RETENTION, NOW);
      expect(outcome.swept).toBe(true);
      if (outcome.swept) expect(outcome.report.tables.every((table) => table.rows === 1)).toBe(true);
      for (const kind of KIND_NAMES) expect(await labelsLeft(db, kind)).toEqual([`${kind}-recent`]);
    });

    it('never removes an unsent mail or an undelivered webhook post, whatever its age', async () => {
      const db = await database();
      const ancient: Times = { at: daysAgo(5_000), end: null };
      await KINDS.sent_mails.insert(db, 'unsent', ancient);
      await KINDS.delivered_webhooks.insert(db, 'undelivered', ancient);
      await KINDS.sent_mails.insert(db, 'sent', { at: daysAgo(5_000), end: daysAgo(4_999) });
      await sweepRetention(db, files, DEFAULT_RETENTION, NOW);
      expect(await labelsLeft(db, 'sent_mails')).toEqual(['unsent']);
      expect(await labelsLeft(db, 'delivered_webhooks')).toEqual(['undelivered']);
    });

    it('removes a backlog larger than a batch over several batches', async () => {
      const db = await database();
      await db
        .insertInto('login_failures')
        .values(
          Array.from({ length: 2_500 }, (_, i) => ({
            key: `ip:10.0.${i}`,
            failed_at: daysAgo(30 + (i % 7)),
          })),
        )
        .execute();
      await KINDS.login_failures.insert(db, 'today', { at: daysAgo(0.5), end: null });
      const rules = [ruleOf('login_failures')];
      // One batch only (the round asked to stop after it): a thousand rows went, no more.
      let asked = 0;
      await sweepRetention(db, files, rules, NOW, { batchSize: 1_000, stopping: () => ++asked > 1 });
      expect(await labelsLeft(db, 'login_failures')).toHaveLength(1_501);
      // A whole round: batch after batch until none is due.
      const outcome = await sweepRetention(db, files, rules, NOW, { batchSize: 1_000 });
      expect(outcome).toMatchObject({ swept: true, report: { tables: [{ rows: 1_500 }] } });
      expect(await labelsLeft(db, 'login_failures')).toEqual(['today']);
    });

    it('removes exactly the rows due for any rows, periods and moment', async () => {
      const db = await database();
      const now = fc.integer({ min: -48, max: 48 }).map((h) => new Date(NOW.getTime() + h * 3_600_000));
      const periods = fc.record(
        Object.fromEntries(KIND_NAMES.map((kind) => [kind, fc.integer({ min: 1, max: 400 })])) as Record<
          RetentionName,
          fc.Arbitrary<number>
        >,
      );
      // Moments around a kind's cut-off: exactly on it (the row stays), a millisecond or an hour
      // either side, or days away.
      const aroundCutoff = (cutoff: number) =>
        fc
          .oneof(
            fc.constant(0),
            fc.constantFrom(-1, 1, -3_600_000, 3_600_000),
            fc.integer({ min: -30, max: 30 }).map((days) => days * DAY),
          )
          .map((delta) => new Date(cutoff + delta));
      const scene = fc.tuple(now, periods).chain(([now, periods]) => {
        const row = fc.constantFrom(...KIND_NAMES).chain((kind) => {
          const moment = aroundCutoff(now.getTime() - periods[kind] * DAY);
          return fc.record({
            kind: fc.constant(kind),
            times: fc.record({ at: moment, end: fc.option(moment, { nil: null }) }),
          });
        });
        return fc.tuple(fc.constant(now), fc.constant(periods), fc.array(row, { maxLength: 24 }));
      });
      await fc.assert(
        fc.asyncProperty(scene, async ([now, periods, rows]) => {
          await emptyKinds(db);
          const rules = DEFAULT_RETENTION.map((rule) => ({ ...rule, keepDays: periods[rule.name] }));
          const labelled = rows.map((row, i) => ({ ...row, label: `${row.kind}-${i}` }));
          for (const row of labelled) await KINDS[row.kind].insert(db, row.label, row.times);
          const due = (row: (typeof labelled)[number]) => {
            const ended = KINDS[row.kind].ended(row.times);
            return ended !== null && ended.getTime() < now.getTime() - periods[row.kind] * DAY;
          };
          const pending = await pendingRetention(db, files, rules, now);
          const outcome = await sweepRetention(db, files, rules, now, { batchSize: 2 });
          for (const kind of KIND_NAMES) {
            const ofKind = labelled.filter((row) => row.kind === kind);
            expect(await labelsLeft(db, kind)).toEqual(
              ofKind
                .filter((row) => !due(row))
                .map((row) => row.label)
                .sort(),
            );
            const dueRows = ofKind.filter(due).length;
            expect(pending.tables.find((table) => table.name === kind)?.rows).toBe(dueRows);
            if (outcome.swept)
              expect(outcome.report.tables.find((table) => table.name === kind)?.rows).toBe(dueRows);
          }
          expect(outcome.swept).toBe(true);
        }),
        { numRuns: 25 },
      );
    }, 120_000);

    it('lets one of two sweeps started at once work, and the other skip without an error', async () => {
      const db = await database();
      await KINDS.login_failures.insert(db, 'old', { at: daysAgo(30), end: null });
      const { store, open } = gatedStore(files);
      const sweeps = [
        sweepRetention(db, store, [ruleOf('login_failures')], NOW),
        sweepRetention(db, store, [ruleOf('login_failures')], NOW),
      ];
      // The one that got the lock waits at the file store; the other is done meanwhile.
      expect(await Promise.race(sweeps)).toEqual({ swept: false });
      open();
      const outcomes = await Promise.all(sweeps);
      expect(outcomes.filter((outcome) => outcome.swept)).toHaveLength(1);
      expect(await labelsLeft(db, 'login_failures')).toEqual([]);
      // The lock was given back: the next round works.
      expect((await sweepRetention(db, files, [], NOW)).swept).toBe(true);
    });

    it('removes the files of interrupted uploads that no row names, after the safety margin', async () => {
      const db = await database();
      const store = localFileStore(mkdtempSync(join(dir, 'store-')));
      await store.put('received/left-over', new Uint8Array([1]));
      await store.put('licences/orphan.jpg', new Uint8Array([2]));
      await store.put('licences/kept.jpg', new Uint8Array([3]));
      await db
        .insertInto('uploads')
        .values({
          id: 'up-1',
          owner_user_id: 'u-1',
          purpose: 'driver_licence',
          deal_id: null,
          file_name: 'kept.jpg',
          media_type: 'image/jpeg',
          size_bytes: 1,
          storage_key: 'licences/kept.jpg',
        })
        .execute();
      // Within the safety margin nothing goes: an upload may still be under way.
      const soon = await sweepRetention(db, store, [], new Date());
      expect(soon).toEqual({ swept: true, report: { tables: [], files: expect.any(Array) } });
      expect(await store.get('licences/orphan.jpg')).toBeDefined();

      const later = new Date(Date.now() + 2 * 3_600_000);
      const pending = await pendingRetention(db, store, [], later);
      expect(pending.files).toEqual([
        { prefix: 'received/', files: 1 },
        { prefix: 'licences/', files: 1 },
        { prefix: 'damage-photos/', files: 0 },
        { prefix: 'cancellations/', files: 0 },
      ]);
      expect(await store.get('received/left-over')).toBeDefined();
      await sweepRetention(db, store, [], later);
      expect(await store.get('received/left-over')).toBeUndefined();
      expect(await store.get('licences/orphan.jpg')).toBeUndefined();
      expect(await store.get('licences/kept.jpg')).toBeDefined();
    });
  });
};
