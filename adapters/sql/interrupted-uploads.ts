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

/** The files an interrupted call left under one prefix of the file store. */
export type InterruptedFiles = { readonly prefix: string; readonly keys: readonly string[] };

/**
 * What calls interrupted by a crash left in the file store, per prefix: files still under their
 * temporary key, and files moved to their own key whose row was never committed (an upload row
 * and its file are written in one transaction that moves the file before the commit) — or whose
 * row is gone. Only files older than INTERRUPTED_AFTER_MS.
 */
export const findInterruptedUploads = async (
  db: Kysely<Database>,
  files: FileStore,
  now: Date,
): Promise<InterruptedFiles[]> => {
  const cutoff = now.getTime() - INTERRUPTED_AFTER_MS;
  const settled = (list: readonly { key: string; writtenAt: Date }[]) =>
    list.filter((file) => file.writtenAt.getTime() < cutoff).map((file) => file.key);
  const found: InterruptedFiles[] = [
    { prefix: RECEIVED_FILES_PREFIX, keys: settled(await files.list(RECEIVED_FILES_PREFIX)) },
  ];
  for (const prefix of KEPT_PREFIXES) {
    const kept = settled(await files.list(prefix));
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
    found.push({ prefix, keys: orphans });
  }
  return found;
};

/**
 * Removes what calls interrupted by a crash left in the file store (findInterruptedUploads).
 * Answers the keys removed. Run at start (main.ts) and by the retention sweep.
 */
export const sweepInterruptedUploads = async (
  db: Kysely<Database>,
  files: FileStore,
  now: Date,
): Promise<string[]> => {
  const removed = (await findInterruptedUploads(db, files, now)).flatMap((found) => found.keys);
  for (const key of removed) await files.remove(key);
  return removed;
};
