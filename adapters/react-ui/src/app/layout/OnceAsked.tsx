import { type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Whether the address carries `param` now or has carried it since this page was opened. */
export const useOnceAsked = (param: string): boolean => {
  const [search] = useSearchParams();
  const [asked, setAsked] = useState(false);
  if (!asked && search.has(param)) setAsked(true);
  return asked || search.has(param);
};

/**
 * Mounts its children (a lazy host) from the first time the address carries `param`, and keeps
 * them mounted after, so a dialog that closes still plays its closing motion.
 */
export const OnceAsked = ({ param, children }: { param: string; children: ReactNode }) =>
  useOnceAsked(param) ? <Suspense fallback={null}>{children}</Suspense> : null;
