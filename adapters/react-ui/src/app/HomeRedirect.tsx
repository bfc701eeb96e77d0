import { Navigate } from 'react-router';
import { LoadingState } from '../components/LoadingState.tsx';
import { useSession } from '../lib/session.ts';

/** The portal's start page: the fleet for business users, their subscriptions for everyone else. */
export const HomeRedirect = () => {
  const session = useSession();
  if (session.isPending) return <LoadingState />;
  return <Navigate to={session.data?.kind === 'business' ? '/cars/all' : '/mycars'} replace />;
};
