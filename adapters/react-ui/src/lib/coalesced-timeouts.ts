import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** The browser's timer, and the clock its delays are measured against. */
export type TimerHost = {
  readonly now: () => number;
  readonly setTimeout: (callback: () => void, delay: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
};

const browserTimers = (): TimerHost => ({
  now: () => performance.now(),
  setTimeout: (callback, delay) => globalThis.setTimeout(callback, delay),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
});

type Due = { readonly at: number; readonly callback: TimeoutCallback };

/**
 * TanStack Query's timeouts (each query's garbage collection, each observer's staleness: well over
 * a hundred set and cleared while a page hydrates) kept in a list, with one browser timer for the
 * earliest of them. A browser timer is cheap, but not free: each one set or cleared is recorded by
 * the browser's tracing with its stack, and Lighthouse's trace of /mycars showed 15–20 ms of them
 * in the one task that runs the hydration's effects. The library documents this provider for the
 * purpose (`timeoutManager.setTimeoutProvider`, "a custom TimeoutProvider that coalesces timeouts").
 *
 * Each callback runs no earlier than its delay, in the order of their times (and of their setting
 * where two are due at once), each in its own try: one that throws does not keep the others from
 * running, and its error is reported as a timer's would be. Intervals (no query of the portal polls)
 * stay the browser's own.
 */
export const coalescedTimeouts = (host: TimerHost = browserTimers()): TimeoutProvider<number> => {
  const due = new Map<number, Due>();
  let lastId = 0;
  let armedAt = Number.POSITIVE_INFINITY;
  let armed: unknown;

  const arm = () => {
    let at = Number.POSITIVE_INFINITY;
    for (const entry of due.values()) at = Math.min(at, entry.at);
    if (at >= armedAt) return;
    if (armedAt < Number.POSITIVE_INFINITY) host.clearTimeout(armed);
    armedAt = at;
    armed = host.setTimeout(fire, at - host.now());
  };

  function fire() {
    armedAt = Number.POSITIVE_INFINITY;
    const now = host.now();
    // Those due now, taken out before any runs (in the order of their times, then of their ids):
    // what they set in turn waits for a later task.
    const ready = [...due]
      .filter(([, entry]) => entry.at <= now)
      .sort(([a, x], [b, y]) => x.at - y.at || a - b);
    for (const [id] of ready) due.delete(id);
    for (const [, entry] of ready)
      try {
        entry.callback();
      } catch (error) {
        host.setTimeout(() => {
          throw error;
        }, 0);
      }
    arm();
  }

  return {
    setTimeout: (callback, delay) => {
      // As the browser's own: a delay that is not a finite, positive number means now.
      due.set(++lastId, { at: host.now() + (Number.isFinite(delay) && delay > 0 ? delay : 0), callback });
      arm();
      return lastId;
    },
    // The browser's timer stays set when its entry goes: it finds nothing due then, and sets the next.
    clearTimeout: (id) => due.delete(Number(id)),
    setInterval: (callback, delay) => Number(setInterval(callback, delay)),
    clearInterval: (id) => clearInterval(Number(id)),
  };
};
