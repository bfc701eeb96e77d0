import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGIN_WINDOW_MINUTES, reopensAt } from './login-throttle.ts';

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;
const T0 = Date.parse('2026-12-06T09:00:00Z');
const countSince = (times: readonly number[], since: number) => times.filter((at) => at >= since).length;

describe('when a locked sign-in opens again', () => {
  it('is nothing while no limit is reached', () => {
    const failures = new Map([['account:a', [new Date(T0)]]]);
    expect(reopensAt([{ key: 'account:a', max: 5 }], failures)).toBeUndefined();
  });

  it('is the first moment at which every limit has room for a try, and none earlier', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: WINDOW_MS - 1 }), { minLength: 5, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: WINDOW_MS - 1 }), { minLength: 0, maxLength: 25 }),
        (accountOffsets, addressOffsets) => {
          const account = accountOffsets.map((offset) => T0 + offset);
          const address = addressOffsets.map((offset) => T0 + offset);
          const limits = [
            { key: 'account:a', max: 5 },
            { key: 'address:x', max: 20 },
          ];
          const failures = new Map([
            ['account:a', account.map((at) => new Date(at))],
            ['address:x', address.map((at) => new Date(at))],
          ]);
          const at = reopensAt(limits, failures)?.getTime();
          expect(at).toBeDefined();
          const open = (moment: number) =>
            countSince(account, moment - WINDOW_MS) < 5 && countSince(address, moment - WINDOW_MS) < 20;
          // A failure counts while failed_at >= now − window: at `at` + 1 ms every limit has room.
          expect(open((at as number) + 1)).toBe(true);
          expect(open((at as number) - 1)).toBe(false);
        },
      ),
    );
  });
});
