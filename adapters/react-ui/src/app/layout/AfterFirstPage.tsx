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

/**
 * Mounts its children (lazy parts of the frame a page does not need for its first paint: the chat
 * launcher, the toaster, the business announcements) once the browser is idle after the frame's
 * first commit. Their chunks are then asked for, evaluated and rendered after the page is on
 * screen, not in the same start every page pays.
 */
export const AfterFirstPage = ({ children }: { children: ReactNode }) => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    return whenIdle(() => setReady(true), 1_000);
  }, [ready]);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
};
