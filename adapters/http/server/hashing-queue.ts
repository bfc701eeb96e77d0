import { availableParallelism } from 'node:os';
import type { PasswordHasher } from '../../../core/account/ports.ts';

/**
 * How many password hashes run at once, and how many may wait. scrypt runs on libuv's thread pool,
 * which compression and file reads share, and takes a core while it runs: unbounded, a burst of
 * sign-ins (with known addresses or not — an unknown one costs a hash too) takes every thread and
 * every core, and every other request waits behind it. One core stays for everything else (up to
 * four hash at once on larger machines); 64 waiting are a few seconds of hashing there, and whoever
 * comes later is told at once to try again rather than wait longer.
 */
export const HASHING = {
  running: Math.max(1, Math.min(4, availableParallelism() - 1)),
  waiting: 64,
} as const;

/** The hashing's wait is full: answered 429 rate_limited, like any limit the caller may retry after. */
export class HashingBusy extends Error {
  readonly statusCode = 429;
  constructor() {
    super('too many password checks at once');
  }
}

export type BoundedHasher = PasswordHasher & {
  /** True while a new hash would be refused: the running and the waiting places are all taken. */
  readonly isFull: () => boolean;
  /** The hashes running and waiting now, and the queue's places (for metrics; read-only). */
  readonly load: () => HashingLoad;
};

export type HashingLoad = {
  readonly running: number;
  readonly waiting: number;
  readonly maxRunning: number;
  readonly maxWaiting: number;
};

/** The hasher behind a queue: at most `running` hashes at once, `waiting` more in line, refusing beyond. */
export const boundedHasher = (
  hasher: PasswordHasher,
  { running, waiting }: { readonly running: number; readonly waiting: number } = HASHING,
): BoundedHasher => {
  let active = 0;
  const line: (() => void)[] = [];
  const isFull = () => active >= running && line.length >= waiting;
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    if (active < running) active++;
    else if (line.length < waiting) await new Promise<void>((resolve) => line.push(resolve));
    else throw new HashingBusy();
    try {
      return await work();
    } finally {
      // The place passes to the next in line, or is freed.
      const next = line.shift();
      if (next) next();
      else active--;
    }
  };
  return {
    hash: (password) => inTurn(() => hasher.hash(password)),
    verify: (password, stored) => inTurn(() => hasher.verify(password, stored)),
    isFull,
    load: () => ({ running: active, waiting: line.length, maxRunning: running, maxWaiting: waiting }),
  };
};
