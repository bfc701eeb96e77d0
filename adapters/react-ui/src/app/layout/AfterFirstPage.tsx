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
 * its first paint may load. Stays true. With `load` (a late part's `preload`), its chunks are asked
 * for in that idle callback and the answer turns true once they are here (or failed: the part's
 * own render then meets the error): each late part's import runs in a task of its own, and its
 * first render does not also do the import's work — on a phone, the chat's and the toaster's
 * imports and renders together were one task of 100–150 ms after hydration.
 */
export const useFirstPageSettled = (load?: () => Promise<unknown>): boolean => {
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
    let current = true;
    const settle = () => {
      if (current) setSettled(true);
    };
    const cancel = whenIdle(() => {
      if (load) void load().then(settle, settle);
      else settle();
    }, 1_000);
    return () => {
      current = false;
      cancel();
    };
  }, [settled, quiet, load]);
  return settled;
};

/**
 * Mounts its children (lazy parts of the frame a page does not need for its first paint: the chat
 * launcher, the toaster) once the first page is settled. Their chunks
 * are then asked for, evaluated and rendered after the page is on screen, not in the start every
 * page pays; with `load`, the chunks are asked for first and the children mount once they are here.
 */
export const AfterFirstPage = ({ children, load }: { children: ReactNode; load?: () => Promise<unknown> }) =>
  useFirstPageSettled(load) ? <Suspense fallback={null}>{children}</Suspense> : null;
