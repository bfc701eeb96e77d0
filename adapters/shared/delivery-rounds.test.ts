import { describe, expect, it } from 'vitest';
import { retryDelayMs, startDeliveryRounds } from './delivery-rounds.ts';

describe('the rhythm of an outbox’s delivery', () => {
  it('waits longer after each failure, up to its cap', () => {
    const backOff = { firstMs: 30_000, maxMs: 600_000 };
    expect([1, 2, 3, 4, 5, 6, 10].map((attempts) => retryDelayMs(attempts, backOff))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 600_000, 600_000,
    ]);
  });

  it('pauses its rounds while they only fail, ignores nudges meanwhile, and resumes once one succeeds', async () => {
    const began: number[] = [];
    let failing = true;
    const rounds = startDeliveryRounds({
      intervalMs: 20,
      pause: { firstMs: 400, maxMs: 400 },
      round: async () => {
        began.push(Date.now());
        return failing ? { done: 0, failed: 1 } : { done: 1, failed: 0 };
      },
    });
    rounds.nudge();
    await expect.poll(() => began.length).toBe(1);
    rounds.nudge();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Paused: neither the 20 ms interval nor the nudge started another round.
    expect(began).toHaveLength(1);
    failing = false;
    await expect.poll(() => began.length).toBeGreaterThanOrEqual(3);
    expect((began[1] ?? 0) - (began[0] ?? 0)).toBeGreaterThanOrEqual(390);
    await rounds.stop();
  });

  it('tells the round in flight to stop and waits for it', async () => {
    let stoppingSeen = false;
    let finish: () => void = () => {};
    const rounds = startDeliveryRounds({
      intervalMs: 3_600_000,
      pause: { firstMs: 1_000, maxMs: 1_000 },
      round: async (stopping) => {
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        stoppingSeen = stopping();
        return { done: 0, failed: 0 };
      },
    });
    rounds.nudge();
    let stopped = false;
    const stop = rounds.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    finish();
    await stop;
    expect(stoppingSeen).toBe(true);
  });
});
