/**
 * How many client-error reports an address may send: a token bucket per address, in this
 * instance's memory. Unlike the sign-in limit (in the database, shared by every instance, since
 * it guards accounts), this one guards only the log and a counter: behind N instances an address
 * may send N times as many reports, which costs a few log lines, and a restart forgets the
 * buckets, which costs nothing. Nothing is read from or written to the database per report.
 */
export type ClientErrorLimit = {
  /** Takes a token of the address's bucket: false when it is empty. */
  readonly take: (address: string) => boolean;
};

export const CLIENT_ERROR_LIMIT = {
  /** A page load reports at most a few errors (the portal's own cap is 3); a burst of two loads fits. */
  burst: 6,
  /** One more report per address every 10 seconds. */
  refillMs: 10_000,
  /** Addresses remembered at most; the least recently seen are forgotten first. */
  addresses: 10_000,
} as const;

export const clientErrorLimit = (
  { burst, refillMs, addresses }: { burst: number; refillMs: number; addresses: number } = CLIENT_ERROR_LIMIT,
  now: () => number = () => performance.now(),
): ClientErrorLimit => {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take: (address) => {
      const at = now();
      const bucket = buckets.get(address) ?? { tokens: burst, at };
      bucket.tokens = Math.min(burst, bucket.tokens + (at - bucket.at) / refillMs);
      bucket.at = at;
      // Re-inserted so that the map's order is the order of last use.
      buckets.delete(address);
      if (buckets.size >= addresses) buckets.delete(buckets.keys().next().value as string);
      buckets.set(address, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
};
