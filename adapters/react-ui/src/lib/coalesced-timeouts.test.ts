import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coalescedTimeouts, type TimerHost } from './coalesced-timeouts.ts';

/** A browser's timers on a clock the test moves: what is set, and each firing in its time's order. */
const simulatedHost = () => {
  let now = 0;
  let lastHandle = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  let browserTimersSet = 0;
  const host: TimerHost = {
    now: () => now,
    setTimeout: (callback, delay) => {
      browserTimersSet += 1;
      lastHandle += 1;
      pending.set(lastHandle, { at: now + delay, callback });
      return lastHandle;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
    },
  };
  /** Moves the clock to `until`, firing every browser timer due on the way, one task each. */
  const advance = (until: number) => {
    for (;;) {
      const next = [...pending].sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
      if (!next || next[1].at > until) break;
      pending.delete(next[0]);
      now = Math.max(now, next[1].at);
      next[1].callback();
    }
    now = until;
  };
  return { host, advance, browserTimersSet: () => browserTimersSet };
};

const steps = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('set' as const), delay: fc.integer({ min: 0, max: 400 }) }),
    fc.record({ kind: fc.constant('clear' as const), which: fc.nat() }),
    fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 300 }) }),
  ),
  { maxLength: 60 },
);

describe('TanStack Query’s timeouts on one browser timer', () => {
  it('fires each timeout not cleared once, at its time, in the order of the times and their setting', () => {
    fc.assert(
      fc.property(steps, (plan) => {
        const { host, advance } = simulatedHost();
        const timeouts = coalescedTimeouts(host);
        const set: { id: number; at: number; cleared: boolean }[] = [];
        const fired: { index: number; at: number }[] = [];
        let clock = 0;
        for (const step of plan) {
          if (step.kind === 'set') {
            const index = set.length;
            const id = timeouts.setTimeout(() => fired.push({ index, at: host.now() }), step.delay);
            set.push({ id, at: clock + step.delay, cleared: false });
          } else if (step.kind === 'clear' && set.length > 0) {
            const timer = set[step.which % set.length];
            if (timer && !fired.some((firing) => firing.index === step.which % set.length)) {
              timeouts.clearTimeout(timer.id);
              timer.cleared = true;
            }
          } else if (step.kind === 'wait') {
            clock += step.ms;
            advance(clock);
          }
        }
        clock += 1000;
        advance(clock);
        const expected = set
          .map((timer, index) => ({ ...timer, index }))
          .filter((timer) => !timer.cleared)
          .sort((a, b) => a.at - b.at || a.index - b.index);
        // Each once, at its own time (the simulated browser is punctual), and in order.
        expect(fired.map((firing) => firing.index)).toEqual(expected.map((timer) => timer.index));
        for (const firing of fired) expect(firing.at).toBe(set[firing.index]?.at);
      }),
    );
  });

  it('sets one browser timer for many timeouts set while a page hydrates', () => {
    const { host, advance, browserTimersSet } = simulatedHost();
    const timeouts = coalescedTimeouts(host);
    let fired = 0;
    const ids = Array.from({ length: 150 }, () => timeouts.setTimeout(() => (fired += 1), 300_000));
    for (const id of ids.slice(0, 50)) timeouts.clearTimeout(id);
    expect(browserTimersSet()).toBe(1);
    advance(300_000);
    expect(fired).toBe(100);
  });

  it('runs the others when one throws, and reports its error as a timer of its own', () => {
    const { host, advance } = simulatedHost();
    const timeouts = coalescedTimeouts(host);
    const ran: string[] = [];
    timeouts.setTimeout(() => {
      ran.push('first');
      throw new Error('broken');
    }, 10);
    timeouts.setTimeout(() => ran.push('second'), 10);
    expect(() => advance(10)).toThrow('broken');
    expect(ran).toEqual(['first', 'second']);
  });

  it('runs a timeout set by one that fires in a later task, not in the same one', () => {
    const { host, advance } = simulatedHost();
    const timeouts = coalescedTimeouts(host);
    const ran: string[] = [];
    timeouts.setTimeout(() => {
      ran.push('outer');
      timeouts.setTimeout(() => ran.push('inner'), 0);
      expect(ran).toEqual(['outer']);
    }, 5);
    advance(5);
    expect(ran).toEqual(['outer', 'inner']);
  });

  it('runs a timeout whose delay is not a finite, positive number at once, as the browser would', () => {
    const { host, advance, browserTimersSet } = simulatedHost();
    const timeouts = coalescedTimeouts(host);
    const ran: number[] = [];
    for (const delay of [Number.NaN, -5, Number.POSITIVE_INFINITY])
      timeouts.setTimeout(() => ran.push(delay), delay);
    advance(0);
    expect(ran).toEqual([Number.NaN, -5, Number.POSITIVE_INFINITY]);
    expect(browserTimersSet()).toBe(1);
  });
});
