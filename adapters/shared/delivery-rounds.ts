/**
 * The rhythm of an outbox's delivery (the mails, the webhook posts): one round at a time, every
 * interval and when nudged after a commit, and longer pauses while the receiver keeps failing, so
 * a dead mail relay or webhook receiver is not hammered and delivery resumes by itself once it
 * answers again.
 */

/** The wait before the n-th retry: `firstMs`, doubled with each attempt, at most `maxMs`. */
export type BackOff = { readonly firstMs: number; readonly maxMs: number };

export const retryDelayMs = (attempts: number, { firstMs, maxMs }: BackOff): number =>
  Math.min(firstMs * 2 ** Math.max(0, attempts - 1), maxMs);

/** What a round did: how many rows went out and how many failed. */
export type RoundReport = { readonly done: number; readonly failed: number };

/** A round; it asks `stopping()` between rows and, once true, gives back what it has not sent. */
export type Round = (stopping: () => boolean) => Promise<RoundReport>;

export type DeliveryRounds = {
  /** A round soon, without waiting for the interval (a commit queued a row); not while paused. */
  readonly nudge: () => void;
  /** No new round; waits for the one in flight, which gives its unsent rows back. */
  readonly stop: () => Promise<void>;
};

export const startDeliveryRounds = (options: {
  readonly round: Round;
  readonly intervalMs: number;
  /** The pause after rounds in which nothing went out and something failed (or the round threw). */
  readonly pause: BackOff;
  readonly onReport?: (report: RoundReport) => void;
  readonly onError?: (error: unknown) => void;
}): DeliveryRounds => {
  let inFlight: Promise<void> = Promise.resolve();
  let running = false;
  let again = false;
  let stopped = false;
  let failedRounds = 0;
  let pausedUntil = 0;
  const settle = (failed: boolean) => {
    failedRounds = failed ? failedRounds + 1 : 0;
    pausedUntil = failed ? Date.now() + retryDelayMs(failedRounds, options.pause) : 0;
  };
  const run = () => {
    if (stopped || Date.now() < pausedUntil) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    inFlight = options
      .round(() => stopped)
      .then((report) => {
        settle(report.done === 0 && report.failed > 0);
        options.onReport?.(report);
      })
      .catch((error) => {
        settle(true);
        options.onError?.(error);
      })
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, options.intervalMs);
  return {
    nudge: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
};
