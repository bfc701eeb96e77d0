import { DataDirInUse } from '../../sql/data-dir-lock.ts';

/**
 * A second BFF on a PGlite data directory another live process has open stops with one line, not a
 * stack trace (two processes on one PGlite directory can corrupt it; docs/operations.md "One
 * process per PGlite data directory"). Any other error is passed on.
 */
export const stopIfDataDirInUse = (error: unknown): never => {
  if (!(error instanceof DataDirInUse)) throw error;
  process.stderr.write(
    `The PGlite data directory ${error.dataDir} is in use by process ${error.pid}: stop it first, or start with another PORTAL_DATA_DIR.\n`,
  );
  process.exit(1);
};
