import { type LoginAttempts, windowStart } from './login-throttle.ts';

/**
 * Limits of the public account calls (register, mails, tokens), counted in the same store as the
 * sign-in failures and over the same 15-minute window, so every BFF instance sees the same counts.
 * Mails per address keep the calls from flooding an inbox; tokens per client address keep anyone
 * from guessing tokens (unguessable anyway) or probing with many addresses.
 */
export const MAX_MAILS_PER_ACCOUNT = 3;
export const MAX_REQUESTS_PER_ADDRESS = 20;

export const mailKey = (purpose: string, email: string) => `mail:${purpose}:${email.trim().toLowerCase()}`;
export const requestKey = (address: string) => `account-request:${address}`;

export const isOverLimit = async (attempts: LoginAttempts, key: string, max: number, now: Date) =>
  (await attempts.failuresSince(key, windowStart(now))) >= max;
