import type { Kysely } from 'kysely';
import type { Clock, FileStore } from '../../core/shared/ports.ts';
import type { RetentionRule } from './retention.ts';
import { type SweepOutcome, sweepRetention } from './retention-sweep.ts';
import type { Database } from './schema.ts';

/** The first round waits this long after start: a start (and its migrations, its seed) comes first. */
export const FIRST_SWEEP_AFTER_MS = 5 * 60_000;

export type RetentionScheduleOptions = {
  readonly db: Kysely<Database>;
  readonly files: FileStore;
  readonly clock: Clock;
  readonly rules: readonly RetentionRule[];
  readonly intervalMs: number;
  readonly firstAfterMs?: number;
  readonly batchSize?: number;
  /** Each round's outcome (what was removed, or that another instance was sweeping). */
  readonly onRound?: (outcome: SweepOutcome) => void;
  /** A round that failed; the next round tries again. */
  readonly onError?: (error: unknown) => void;
};

/**
 * Sweeps on a schedule (main.ts): the first round a while after start, then one every interval,
 * never two at once in this process. A failing round is reported and the next one tries again.
 * `stop()` cancels the rounds to come and waits for one in progress, which ends after its batch.
 */
export const startRetentionSweep = (
  options: RetentionScheduleOptions,
): { readonly stop: () => Promise<void> } => {
  let stopped = false;
  let round: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = (afterMs: number) => {
    timer = setTimeout(() => {
      round = sweepRetention(options.db, options.files, options.rules, options.clock.now(), {
        ...(options.batchSize ? { batchSize: options.batchSize } : {}),
        stopping: () => stopped,
      })
        .then((outcome) => options.onRound?.(outcome))
        .catch((error) => options.onError?.(error))
        .finally(() => {
          if (!stopped) schedule(options.intervalMs);
        });
    }, afterMs);
    // The schedule alone keeps no process alive.
    timer.unref();
  };
  schedule(options.firstAfterMs ?? FIRST_SWEEP_AFTER_MS);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
};
