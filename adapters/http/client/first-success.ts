import { errAsync, ResultAsync } from 'neverthrow';

/**
 * Races alternative ways to the same data; the first success wins and the others are aborted
 * (business spec §7: "Several alternative paths can be raced and the first success wins").
 * When every attempt fails, the error of the first attempt is the answer.
 */
export const firstSuccess = <T, E>(
  attempts: readonly ((signal: AbortSignal) => ResultAsync<T, E>)[],
): ResultAsync<T, E> => {
  if (attempts.length === 0) return errAsync(new Error('nothing to race') as E);
  const controllers = attempts.map(() => new AbortController());
  const promise = new Promise<{ ok: true; value: T } | { ok: false; error: E }>((resolve) => {
    const errors: (E | undefined)[] = new Array(attempts.length);
    let failed = 0;
    attempts.forEach((attempt, index) => {
      void attempt((controllers[index] as AbortController).signal).then((result) => {
        if (result.isOk()) {
          controllers.forEach((controller, other) => {
            if (other !== index) controller.abort();
          });
          resolve({ ok: true, value: result.value });
          return;
        }
        errors[index] = result.error;
        failed++;
        if (failed === attempts.length) resolve({ ok: false, error: errors[0] as E });
      });
    });
  });
  return ResultAsync.fromSafePromise(promise).andThen((outcome) =>
    outcome.ok ? ResultAsync.fromSafePromise(Promise.resolve(outcome.value)) : errAsync(outcome.error),
  );
};
