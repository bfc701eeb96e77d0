import { useIsFetching } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useState } from 'react';

/** Calls `run` when the browser is next idle (at the latest after `timeout` ms); returns a cancel. */
const whenIdle = (run: () => void, timeout: number): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1);
  return () => window.clearTimeout(handle);
};

// A page whose calls take longer than this does not hold the frame's late parts back any further.
const LONGEST_WAIT_MS = 3_000;

/**
 * Whether the first page has its data — no call of the portal running, or the longest wait passed —
 * and the browser has since been idle: from then on the frame's parts a page does not need for
 * its first paint may load. Stays true.
 */
export const useFirstPageSettled = (): boolean => {
  const fetching = useIsFetching();
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const handle = window.setTimeout(() => setWaitedLongEnough(true), LONGEST_WAIT_MS);
    return () => window.clearTimeout(handle);
  }, []);
  const quiet = fetching === 0 || waitedLongEnough;
  useEffect(() => {
    if (settled || !quiet) return;
    return whenIdle(() => setSettled(true), 1_000);
  }, [settled, quiet]);
  return settled;
};

/**
 * Mounts its children (lazy parts of the frame a page does not need for its first paint: the chat
 * launcher, the toaster) once the first page is settled. Their chunks
 * are then asked for, evaluated and rendered after the page is on screen, not in the start every
 * page pays.
 */
export const AfterFirstPage = ({ children }: { children: ReactNode }) =>
  useFirstPageSettled() ? <Suspense fallback={null}>{children}</Suspense> : null;
