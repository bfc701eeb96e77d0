import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { lazyWithTexts } from '../../../i18n/page-texts.ts';
import { leadsToWrite } from '../../../lib/customer-view.ts';
import { useSession } from '../../../lib/session.ts';

// Shown only to a signed-out visitor or when the session could not be asked: not part of the frame
// every page loads (docs/ui/performance.md "Weight and first paint").
const SignInRequired = lazyWithTexts(() =>
  import('./SignInRequired.tsx').then((m) => ({ default: m.SignInRequired })),
);
const ReadOnlyNotice = lazyWithTexts(() =>
  import('./ReadOnlyNotice.tsx').then((m) => ({ default: m.ReadOnlyNotice })),
);
const DataError = lazyWithTexts(() =>
  import('../../../components/DataError.tsx').then((m) => ({ default: m.DataError })),
);

/** The flag that opens the login dialog over any page (business spec §2; LoginDialogHost). */
const LOGIN = 'login';

/** Support staff's own page: where they start a view of a customer's portal (features/support). */
export const SUPPORT_START = '/support';

/**
 * Consumer spec §2: account and deal pages need a session; business spec §2: login=true opens the
 * login dialog over any page. A signed-out visitor of such a page (or one whose session ended)
 * gets the dialog over the page, once per page; after signing in they stay where they are and the
 * page loads. Closed without signing in, the page says why it is empty and opens the dialog again.
 */
export const RequireSession = () => {
  const session = useSession();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const signedOut = session.isSuccess && !session.data;
  const askLogin = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(LOGIN, 'true');
        return next;
      },
      { replace: true },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per page, not again after the dialog is closed
  useEffect(() => {
    if (signedOut && search.get(LOGIN) !== 'true') askLogin();
  }, [signedOut, pathname]);
  if (session.isPending) return <LoadingState />;
  if (session.isError)
    return (
      <Suspense fallback={<LoadingState />}>
        <DataError onRetry={() => void session.refetch()} />
      </Suspense>
    );
  if (!session.data)
    return (
      <Suspense fallback={<LoadingState />}>
        <SignInRequired onLogin={askLogin} />
      </Suspense>
    );
  // Support staff have no portal pages of their own but the start of a view of a customer's.
  if (session.data.kind === 'support' && pathname !== SUPPORT_START)
    return <Navigate to={SUPPORT_START} replace />;
  // In a support user's view of a customer, a page that exists to change something is not shown.
  if (session.data.support_view && leadsToWrite(pathname))
    return (
      <Suspense fallback={<LoadingState />}>
        <ReadOnlyNotice />
      </Suspense>
    );
  return <Outlet />;
};
