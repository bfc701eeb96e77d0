import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';

/** Documents and contacts are the business portal's: a consumer who lands here goes to their own cars. */
export const RequireBusiness = ({ children }: { children: ReactNode }) => {
  const { data: user } = useSession();
  if (user && user.kind !== 'business') return <Navigate to="/mycars" replace />;
  return <>{children}</>;
};
