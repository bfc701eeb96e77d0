import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';

/** Settings and the overview are the business portal's: a consumer who lands here goes to their own cars. */
export const BusinessOnly = ({ children }: { children: ReactNode }) => {
  const { data: user } = useSession();
  if (user && user.kind !== 'business') return <Navigate to="/mycars" replace />;
  return <>{children}</>;
};
