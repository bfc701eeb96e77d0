import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session.ts';

/** The business portal's pages: a consumer who lands on one goes to their own cars. */
export const RequireBusiness = ({ children }: { children: ReactNode }) => {
  const { data: user } = useSession();
  if (user && user.kind !== 'business') return <Navigate to="/mycars" replace />;
  return <>{children}</>;
};
