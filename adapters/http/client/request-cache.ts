import type { ResultAsync } from 'neverthrow';

/**
 * Deduplication and caching for calls whose route asks for it (consumer spec §7: deals list and deal
 * details 5 minutes, prolongation options 5 minutes, car inventory 5 minutes). Identical calls share
 * the request in flight and, once it succeeded, its answer until the time is up. Failures are never
 * kept, so the next call tries again.
 */
export type RequestCache = {
  readonly through: <T, E>(
    route: string,
    key: string,
    ttlMs: number,
    run: () => ResultAsync<T, E>,
  ) => ResultAsync<T, E>;
  /** Forget the answers of one route (after a write that changes them), or all. */
  readonly invalidate: (route?: string) => void;
};

type Entry = {
  readonly route: string;
  readonly expires: number;
  readonly result: ResultAsync<unknown, unknown>;
};

export const createRequestCache = (now: () => number = Date.now): RequestCache => {
  const entries = new Map<string, Entry>();
  return {
    through: (route, key, ttlMs, run) => {
      const cacheKey = `${route} ${key}`;
      const hit = entries.get(cacheKey);
      if (hit && hit.expires > now()) return hit.result as ReturnType<typeof run>;
      const result = run();
      entries.set(cacheKey, { route, expires: now() + ttlMs, result });
      // A failure is not an answer to keep.
      void result.then((settled) => {
        if (settled.isErr() && entries.get(cacheKey)?.result === result) entries.delete(cacheKey);
      });
      return result;
    },
    invalidate: (route) => {
      for (const [key, entry] of entries)
        if (route === undefined || entry.route === route) entries.delete(key);
    },
  };
};
