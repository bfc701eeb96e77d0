import type { PasswordHasher } from '../../../core/account/ports.ts';

/**
 * How many password hashes run at once, and how many may wait. scrypt runs on libuv's thread pool,
 * which compression and file reads share: unbounded, a burst of sign-ins (with known addresses or
 * not — an unknown one costs a hash too) takes every thread and every other request waits behind it.
 * Two running leave the pool's other threads free; 32 waiting are about eight seconds of hashing on
 * a slow machine, and whoever comes later is told to try again at once rather than wait longer.
 */
export const HASHING = { running: 2, waiting: 32 } as const;

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
  };
};
