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
  waitMs: 20_000,
} as const;

/** What the caller is told to wait before trying again when the hashing has no room. */
export const HASHING_RETRY_AFTER_SECONDS = 5;

/**
 * The hashing's wait is full, or a hash waited its longest in line: answered 429 rate_limited with
 * Retry-After, like any limit the caller may retry after — never a request left hanging.
 */
export class HashingBusy extends Error {
  readonly statusCode = 429;
  readonly retryAfterSeconds = HASHING_RETRY_AFTER_SECONDS;
  constructor(message = 'too many password checks at once') {
    super(message);
  }
}

export type BoundedHasher = PasswordHasher & {
  /** True while a new hash would be refused: the running and the waiting places are all taken. */
  readonly isFull: () => boolean;
  /** The hashes running and waiting now, and the queue's places (for metrics; read-only). */
  readonly load: () => HashingLoad;
  /** How many hashes run at once. */
  readonly running: number;
};

export type HashingLoad = {
  readonly running: number;
  readonly waiting: number;
  readonly maxRunning: number;
  readonly maxWaiting: number;
};

/**
 * The hasher behind a queue: at most `running` hashes at once, `waiting` more in line, refusing
 * beyond; a hash that waited `waitMs` in line without its turn leaves the line refused (the
 * product's HASHING has one; a queue given without it lets a hash wait for its turn as long as it takes).
 */
export const boundedHasher = (
  hasher: PasswordHasher,
  {
    running,
    waiting,
    waitMs,
  }: { readonly running: number; readonly waiting: number; readonly waitMs?: number } = HASHING,
): BoundedHasher => {
  let active = 0;
  const line: (() => void)[] = [];
  const isFull = () => active >= running && line.length >= waiting;
  const waitInLine = () =>
    new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer =
        waitMs === undefined
          ? undefined
          : setTimeout(() => {
              line.splice(line.indexOf(turn), 1);
              reject(new HashingBusy('a password check waited too long for its turn'));
            }, waitMs);
      line.push(turn);
    });
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    if (active < running) active++;
    else if (line.length < waiting) await waitInLine();
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
    running,
  };
};
