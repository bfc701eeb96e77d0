/**
 * Login attempts are limited per account and per client address: after too many failures within
 * the window, sign-in answers rate_limited until old failures leave the window. Kept in the
 * database, so every BFF instance counts the same failures.
 *
 * A try is counted before the password is checked (reserved), never after: a check read before a
 * separate write would let every guess of a burst through while the first ones are still hashing.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** One counter a try is counted under, and how many tries it takes within the window. */
export type AttemptLimit = { readonly key: string; readonly max: number };

export type LoginAttempts = {
  /**
   * Counts one try under every limit at once, or under none when any of them is reached within the
   * window since `since` — one step for all instances, so parallel tries never pass a limit. The
   * answer is the try's id (to give it back), or undefined when refused.
   */
  readonly reserve: (limits: readonly AttemptLimit[], since: Date, at: Date) => Promise<string | undefined>;
  /** Gives a reserved try back: it turned out not to be a failure, or it was never checked. */
  readonly release: (attempt: string) => Promise<void>;
  /** When each counter's failures since `since` happened (for saying how long a refusal lasts). */
  readonly failureTimes: (
    keys: readonly string[],
    since: Date,
  ) => Promise<ReadonlyMap<string, readonly Date[]>>;
};

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

export const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000);

/** The limits a sign-in is counted under: its account and its client address. */
export const signInLimits = (email: string, address: string): readonly AttemptLimit[] => [
  { key: accountKey(email), max: MAX_FAILURES_PER_ACCOUNT },
  { key: addressKey(address), max: MAX_FAILURES_PER_ADDRESS },
];

/**
 * When a refused try could next be counted: each reached limit opens again once enough of its
 * failures have left the window (the one that brings the count below its maximum), and all of them
 * must; none when no limit is reached. The sign-in says how long that is (consumer spec §8: the
 * login errors; "Bitte warte einen Moment." alone left the customer guessing).
 */
export const reopensAt = (
  limits: readonly AttemptLimit[],
  failures: ReadonlyMap<string, readonly Date[]>,
): Date | undefined => {
  let latest: number | undefined;
  for (const { key, max } of limits) {
    const times = [...(failures.get(key) ?? [])].map((at) => at.getTime()).sort((a, b) => a - b);
    if (times.length < max) continue;
    const leaves = (times[times.length - max] as number) + LOGIN_WINDOW_MINUTES * 60_000;
    latest = latest === undefined ? leaves : Math.max(latest, leaves);
  }
  return latest === undefined ? undefined : new Date(latest);
};
