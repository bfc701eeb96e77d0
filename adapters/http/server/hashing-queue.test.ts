import { describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../../../core/account/ports.ts';
import { boundedHasher, HashingBusy } from './hashing-queue.ts';

/** A hasher whose checks end only when the test ends them, in the order they began. */
const heldHasher = () => {
  const pending: (() => void)[] = [];
  const hasher: PasswordHasher = {
    hash: async (password) => {
      await new Promise<void>((resolve) => pending.push(resolve));
      return `hash:${password}`;
    },
    verify: async (password, stored) => {
      await new Promise<void>((resolve) => pending.push(resolve));
      return stored === `hash:${password}`;
    },
  };
  return { hasher, started: () => pending.length, endNext: () => pending.shift()?.() };
};

describe('the password hashing queue', () => {
  it('runs at most its limit at once, keeps a bounded line and refuses beyond it', async () => {
    const held = heldHasher();
    const queue = boundedHasher(held.hasher, { running: 2, waiting: 3 });
    const accepted = Array.from({ length: 5 }, (_, i) => queue.verify(`p${i}`, `hash:p${i}`));
    expect(held.started()).toBe(2);
    expect(queue.isFull()).toBe(true);
    expect(queue.load()).toEqual({ running: 2, waiting: 3, maxRunning: 2, maxWaiting: 3 });
    await expect(queue.verify('p5', 'hash:p5')).rejects.toBeInstanceOf(HashingBusy);
    await expect(queue.hash('p6')).rejects.toMatchObject({ statusCode: 429 });
    for (let i = 0; i < 5; i++) {
      held.endNext();
      await accepted[i];
    }
    expect(await Promise.all(accepted)).toEqual([true, true, true, true, true]);
    expect(queue.isFull()).toBe(false);
    expect(queue.load()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('passes a place to the next in line when a check fails', async () => {
    const failing: PasswordHasher = {
      hash: async () => {
        throw new Error('broken');
      },
      verify: async () => {
        throw new Error('broken');
      },
    };
    const queue = boundedHasher(failing, { running: 1, waiting: 1 });
    const first = queue.verify('a', 'b');
    const second = queue.verify('a', 'b');
    await expect(first).rejects.toThrow('broken');
    await expect(second).rejects.toThrow('broken');
    expect(queue.isFull()).toBe(false);
    await expect(queue.hash('a')).rejects.toThrow('broken');
  });

  it('refuses a hash that waited its longest in line, and keeps the line moving', async () => {
    const held = heldHasher();
    const queue = boundedHasher(held.hasher, { running: 1, waiting: 5, waitMs: 50 });
    const running = queue.verify('a', 'hash:a');
    const waiting = queue.verify('b', 'hash:b');
    await expect(waiting).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 5 });
    // The refused one left the line: the next hash gets the place when the running one ends.
    const next = queue.verify('c', 'hash:c');
    held.endNext();
    expect(await running).toBe(true);
    await expect.poll(() => held.started()).toBe(1);
    held.endNext();
    expect(await next).toBe(true);
  });
});
