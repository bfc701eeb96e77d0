import { Navigate } from 'react-router';
import { LoadingState } from '../components/LoadingState.tsx';
import { useSession } from '../lib/session.ts';

const HOMES = { business: '/cars/all', consumer: '/mycars', support: '/support' } as const;

/**
 * The portal's start page: the fleet for business users, the start of a view of a customer's
 * portal for support staff (features/support), their subscriptions for everyone else.
 */
export const HomeRedirect = () => {
  const session = useSession();
  if (session.isPending) return <LoadingState />;
  return <Navigate to={HOMES[session.data?.kind ?? 'consumer']} replace />;
};
