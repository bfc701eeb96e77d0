import { HASHING } from './hashing-queue.ts';

/**
 * libuv's thread pool runs the password hashing, compression and file reads. Its size is read once,
 * when the pool first starts, so main.ts imports this module before anything that might use it.
 * The hashing takes at most HASHING.running threads (hashing-queue.ts); four more stay for the rest,
 * as many as Node gives the whole pool by default. A size set from outside is kept.
 */
export const THREAD_POOL_SIZE = HASHING.running + 4;

process.env.UV_THREADPOOL_SIZE ??= String(THREAD_POOL_SIZE);
