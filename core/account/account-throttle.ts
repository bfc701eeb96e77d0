import type { AttemptLimit } from './login-throttle.ts';

/**
 * Limits of the public account calls (register, mails, tokens), counted in the same store as the
 * sign-in failures and over the same 15-minute window, so every BFF instance sees the same counts.
 * Mails per address keep the calls from flooding an inbox; tokens per client address keep anyone
 * from guessing tokens (unguessable anyway) or probing with many addresses. A call is counted
 * before its work (reserve), so calls sent at once cannot pass a limit together.
 */
export const MAX_MAILS_PER_ACCOUNT = 3;
export const MAX_REQUESTS_PER_ADDRESS = 20;

export const mailKey = (purpose: string, email: string) => `mail:${purpose}:${email.trim().toLowerCase()}`;
export const requestKey = (address: string) => `account-request:${address}`;

export const requestLimit = (address: string): AttemptLimit => ({
  key: requestKey(address),
  max: MAX_REQUESTS_PER_ADDRESS,
});
export const mailLimit = (purpose: string, email: string): AttemptLimit => ({
  key: mailKey(purpose, email),
  max: MAX_MAILS_PER_ACCOUNT,
});
