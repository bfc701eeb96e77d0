/**
 * Every wait of a test is for a condition; its deadline only tells a hang from a busy machine.
 * Testing Library's own default (one second for `findBy…` and `waitFor`) is a time a page of the
 * portal needs on an idle machine, not on one running two test files beside other work
 * (docs/testing.md "Waiting for conditions"). Set once for every component test; a test's own
 * limit, where it has one, still wins.
 */
export const PATIENT_WAIT_MS = 20_000;

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: PATIENT_WAIT_MS });
}

/** For `vi.waitFor`, whose own default is one second. */
export const PATIENTLY = { timeout: PATIENT_WAIT_MS, interval: 20 } as const;
