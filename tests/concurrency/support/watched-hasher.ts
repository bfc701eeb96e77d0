/**
 * A password hasher a parallel test can watch: it records every password checked and, while held,
 * keeps the checks waiting until the test lets them go. `until` waits for a condition on what the
 * test watches (checks, answers), re-judged whenever something is noted — never for a fixed time.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { PasswordHasher } from '../../../core/account/ports.ts';

export type WatchedHasher = {
  /** Wraps the demo BFF's hasher (`demoBff({ hasher: watched.wrap })`). */
  readonly wrap: (hasher: PasswordHasher) => PasswordHasher;
  /** The passwords checked so far, in the order the checks began. */
  readonly checked: () => readonly string[];
  /** Checks from now on wait until `release`. */
  readonly hold: () => void;
  readonly release: () => void;
  /** Keeps an answer for `answered` and re-judges the waits. */
  readonly note: (response: Promise<LightMyRequestResponse>) => Promise<LightMyRequestResponse>;
  readonly answered: () => readonly LightMyRequestResponse[];
  readonly until: (condition: () => boolean) => Promise<void>;
};

export const watchedHasher = (): WatchedHasher => {
  const checked: string[] = [];
  const answered: LightMyRequestResponse[] = [];
  const waits = new Set<() => void>();
  const judge = () => {
    for (const wait of [...waits]) wait();
  };
  let gate: { promise: Promise<void>; open: () => void } | undefined;
  return {
    wrap: (hasher) => ({
      hash: hasher.hash,
      verify: async (password, stored) => {
        checked.push(password);
        judge();
        if (gate) await gate.promise;
        return hasher.verify(password, stored);
      },
    }),
    checked: () => checked,
    hold: () => {
      let open = () => {};
      const promise = new Promise<void>((resolve) => {
        open = resolve;
      });
      gate = { promise, open };
    },
    release: () => {
      gate?.open();
      gate = undefined;
    },
    note: async (response) => {
      const answer = await response;
      answered.push(answer);
      judge();
      return answer;
    },
    answered: () => answered,
    until: (condition) =>
      new Promise((resolve) => {
        const wait = () => {
          if (!condition()) return;
          waits.delete(wait);
          resolve();
        };
        waits.add(wait);
        wait();
      }),
  };
};
