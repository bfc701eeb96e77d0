import type { Kysely } from 'kysely';
import { type FileStore, RECEIVED_FILES_PREFIX } from '../../core/shared/ports.ts';
import type { Database } from './schema.ts';

/** Where uploaded files are kept, each named by a row of `uploads` once its call went through. */
const KEPT_PREFIXES = ['licences/', 'damage-photos/', 'cancellations/'] as const;

/**
 * A file this much older than the sweep is no longer part of a call in progress (on this instance
 * or another sharing the store): the longest upload the limits allow takes far less.
 */
export const INTERRUPTED_AFTER_MS = 60 * 60_000;

/** Rows are looked up in batches of this many keys. */
const BATCH = 500;

/**
 * Removes what calls interrupted by a crash left in the file store: files still under their
 * temporary key, and files moved to their own key whose row was never committed (an upload row
 * and its file are written in one transaction that moves the file before the commit). Answers the
 * keys removed. Run at start (main.ts).
 */
export const sweepInterruptedUploads = async (
  db: Kysely<Database>,
  files: FileStore,
  now: Date,
): Promise<string[]> => {
  const cutoff = now.getTime() - INTERRUPTED_AFTER_MS;
  const settled = (list: readonly { key: string; writtenAt: Date }[]) =>
    list.filter((file) => file.writtenAt.getTime() < cutoff).map((file) => file.key);
  const received = settled(await files.list(RECEIVED_FILES_PREFIX));
  const kept = settled((await Promise.all(KEPT_PREFIXES.map((prefix) => files.list(prefix)))).flat());
  const orphans: string[] = [];
  for (let start = 0; start < kept.length; start += BATCH) {
    const keys = kept.slice(start, start + BATCH);
    const named = new Set(
      (await db.selectFrom('uploads').select('storage_key').where('storage_key', 'in', keys).execute()).map(
        (row) => row.storage_key,
      ),
    );
    orphans.push(...keys.filter((key) => !named.has(key)));
  }
  const removed = [...received, ...orphans];
  for (const key of removed) await files.remove(key);
  return removed;
};
