import { Navigate, Outlet, useLocation } from 'react-router';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useSession } from '../../../lib/session.ts';
import { loginPathFor } from '../return-to.ts';

/** Consumer spec §2: account and deal pages need a session; without one, to login and back. */
export const RequireSession = () => {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <LoadingState />;
  if (session.isError) return <DataError onRetry={() => void session.refetch()} />;
  if (!session.data)
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return <Outlet />;
};
