import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process at a time on a PGlite data directory: PGlite is Postgres in the process, with no
 * server between it and the files, and two processes on one directory can corrupt it. The process
 * that opens the directory writes its pid into `portal.lock` there and removes the file when it
 * closes the database (or exits); another process finds the file and is refused while that pid
 * lives. A lock whose pid is gone (a crash, a kill) is taken over.
 */

export const LOCK_FILE = 'portal.lock';

/** The directory is open in another live process. */
export class DataDirInUse extends Error {
  readonly pid: number;
  readonly dataDir: string;
  constructor(dataDir: string, pid: number) {
    super(`the PGlite data directory ${dataDir} is open in process ${pid}`);
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

export type DataDirLock = { readonly release: () => void };

/** Locks held by this process, by directory, with how many opens share each (tests open one twice). */
const held = new Map<string, { count: number }>();

const lockPathOf = (dataDir: string): string => join(dataDir, LOCK_FILE);

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid in the directory's lock file; undefined when there is none or it holds no pid. */
export const lockHolderOf = (dataDir: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(lockPathOf(dataDir), 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/** The live process other than this one that holds the directory, if any. */
export const liveHolderOf = (dataDir: string): number | undefined => {
  const pid = lockHolderOf(dataDir);
  return pid !== undefined && pid !== process.pid && isAlive(pid) ? pid : undefined;
};

/**
 * Takes the directory's lock, or throws DataDirInUse when a live process holds it. The file appears
 * whole or not at all (written aside, then linked in place, which fails when one is there), so a
 * reader never sees it half written.
 */
export const lockDataDir = (dataDir: string): DataDirLock => {
  const path = lockPathOf(dataDir);
  const mine = held.get(path);
  if (mine) {
    mine.count += 1;
    return { release: releaseOnce(path) };
  }
  const aside = `${path}.${process.pid}`;
  writeFileSync(aside, `${process.pid}\n`);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(aside, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
        const holder = liveHolderOf(dataDir);
        if (holder !== undefined) throw new DataDirInUse(dataDir, holder);
        // Stale (its process is gone) or this process's own from before a restart in one pid.
        rmSync(path, { force: true });
      }
    }
  } finally {
    rmSync(aside, { force: true });
  }
  held.set(path, { count: 1 });
  return { release: releaseOnce(path) };
};

const releaseOnce = (path: string): (() => void) => {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const mine = held.get(path);
    if (!mine) return;
    mine.count -= 1;
    if (mine.count > 0) return;
    held.delete(path);
    removeIfMine(path);
  };
};

const removeIfMine = (path: string): void => {
  try {
    if (Number.parseInt(readFileSync(path, 'utf8'), 10) === process.pid) unlinkSync(path);
  } catch {
    // Already gone.
  }
};

// A process that ends without closing its database leaves no lock behind either.
process.once('exit', () => {
  for (const path of held.keys()) removeIfMine(path);
});
