/**
 * Login attempts are limited per account and per client address (issue #4): after too many failures
 * within the window, sign-in answers rate_limited until old failures leave the window. Kept in the
 * database, so every BFF instance counts the same failures.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export type LoginAttempts = {
  readonly failuresSince: (key: string, since: Date) => Promise<number>;
  readonly recordFailure: (key: string, at: Date) => Promise<void>;
  readonly clear: (key: string) => Promise<void>;
};

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

export const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000);

export const isThrottled = async (attempts: LoginAttempts, email: string, address: string, now: Date) => {
  const since = windowStart(now);
  const [byAccount, byAddress] = await Promise.all([
    attempts.failuresSince(accountKey(email), since),
    attempts.failuresSince(addressKey(address), since),
  ]);
  return byAccount >= MAX_FAILURES_PER_ACCOUNT || byAddress >= MAX_FAILURES_PER_ADDRESS;
};
