import { accountKey } from '../../../core/account/login-throttle.ts';
import { HASHING } from './hashing-queue.ts';

/**
 * Budgets of sign-ins in progress on this instance, checked before a sign-in is counted in the
 * database or waits for the password hashing (hashing-queue.ts). The database's limits (per
 * account and per address, login-throttle.ts) hold across instances but let up to twenty guesses
 * of one address wait in the shared line at once, and every sign-in in that line waits for all
 * before it: a flood from one address, or against one account, would keep everyone else waiting.
 * Here a sign-in that finds every hashing place taken is let in only while its client address and
 * its account have fewer sign-ins in progress than their budgets; refused, it is answered at once
 * with 429 and Retry-After. While a hashing place is free, nobody waits, and no budget applies.
 */
export type SignInBudgets = {
  /** Sign-ins of one client address in progress at once, beyond the free hashing places. */
  readonly perAddress: number;
  /** Sign-ins of one account in progress at once (the account's failure limit is five). */
  readonly perAccount: number;
};

// Five each: as many as an account's tries (login-throttle.ts), so sign-ins that fit the tries are
// never refused for their number alone; the database's twenty per address would fill the line.
export const SIGN_IN_BUDGETS: SignInBudgets = { perAddress: 5, perAccount: 5 };

/** What a sign-in refused by its budget is told to wait: about a few hashes' time. */
export const SIGN_IN_RETRY_AFTER_SECONDS = 2;

export type SignInGate = {
  /** A place for this sign-in (give it back with the function, once answered), or undefined. */
  readonly admit: (address: string, email: string) => (() => void) | undefined;
};

export const signInGate = (budgets: SignInBudgets, hashingPlaces: number): SignInGate => {
  const inProgress = new Map<string, number>();
  let total = 0;
  const countOf = (key: string) => inProgress.get(key) ?? 0;
  const add = (key: string, by: number) => {
    const next = countOf(key) + by;
    if (next === 0) inProgress.delete(key);
    else inProgress.set(key, next);
  };
  return {
    admit: (address, email) => {
      const keys = [`address:${address}`, accountKey(email)] as const;
      const free = total < hashingPlaces;
      if (!free && (countOf(keys[0]) >= budgets.perAddress || countOf(keys[1]) >= budgets.perAccount))
        return undefined;
      total++;
      for (const key of keys) add(key, 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        total--;
        for (const key of keys) add(key, -1);
      };
    },
  };
};

/**
 * The budgets and the hashing's longest wait from the environment (docs/operations.md "Sign-in
 * under load"), the defaults unless set; a setting that is not a whole number above 0 stops the start.
 */
export const signInLoadOf = (
  env: Readonly<Record<string, string | undefined>>,
): {
  readonly signInBudgets: SignInBudgets;
  readonly hashing: { readonly running: number; readonly waiting: number; readonly waitMs: number };
} => {
  const whole = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number above 0`);
    return number;
  };
  return {
    signInBudgets: {
      perAddress: whole('PORTAL_SIGN_IN_PER_ADDRESS', SIGN_IN_BUDGETS.perAddress),
      perAccount: whole('PORTAL_SIGN_IN_PER_ACCOUNT', SIGN_IN_BUDGETS.perAccount),
    },
    hashing: { ...HASHING, waitMs: whole('PORTAL_HASHING_WAIT_MS', HASHING.waitMs) },
  };
};
