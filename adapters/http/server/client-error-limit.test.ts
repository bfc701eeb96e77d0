import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientErrorLimit } from './client-error-limit.ts';

describe('the limit of client-error reports', () => {
  it('lets a burst through, refuses beyond it and lets one more through per refill', () => {
    let now = 0;
    const limit = clientErrorLimit({ burst: 3, refillMs: 1_000, addresses: 10 }, () => now);
    expect([1, 2, 3, 4].map(() => limit.take('192.0.2.1'))).toEqual([true, true, true, false]);
    // Another address has its own bucket.
    expect(limit.take('192.0.2.2')).toBe(true);
    now = 999;
    expect(limit.take('192.0.2.1')).toBe(false);
    now = 1_000;
    expect(limit.take('192.0.2.1')).toBe(true);
    expect(limit.take('192.0.2.1')).toBe(false);
  });

  it('forgets the least recently seen address when it remembers too many', () => {
    const limit = clientErrorLimit({ burst: 1, refillMs: 1_000_000, addresses: 2 }, () => 0);
    expect(limit.take('a')).toBe(true);
    expect(limit.take('b')).toBe(true);
    expect(limit.take('c')).toBe(true);
    // 'a' was forgotten: a full bucket again; 'c' is still remembered and empty.
    expect(limit.take('a')).toBe(true);
    expect(limit.take('c')).toBe(false);
  });

  it('never lets more through than the burst and the refills of the time passed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 200 }), (steps) => {
        let now = 0;
        const limit = clientErrorLimit({ burst: 5, refillMs: 1_000, addresses: 10 }, () => now);
        let taken = 0;
        for (const step of steps) {
          now += step;
          if (limit.take('192.0.2.1')) taken++;
        }
        expect(taken).toBeLessThanOrEqual(5 + Math.floor(now / 1_000));
      }),
    );
  });
});
