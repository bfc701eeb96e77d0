import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { dealDetailsQuery, dealsQuery } from '../features/mycars/api/deal-queries.ts';
import { sessionQuery } from '../lib/session.ts';
import type { PortalApis } from './services.ts';

/**
 * The first page's data, asked for while its code still loads: without this, the session call
 * waits for React's first render and the page's call for the session's answer and the page's
 * chunk, one after the other (docs/ui.md "Weight and first paint"). The queries are the pages'
 * own, so the pages find their answers in the cache.
 */
export const prefetchFirstPage = (queryClient: QueryClient, apis: PortalApis, pathname: string): void => {
  void queryClient.fetchQuery(sessionQuery(apis.consumer)).then(
    (user) => {
      if (!user) return;
      const api = user.kind === 'business' ? apis.business : apis.consumer;
      if (matchPath('/mycars', pathname)) void queryClient.prefetchQuery(dealsQuery(api));
      const details = matchPath('/mycars/:dealId', pathname);
      if (details?.params.dealId && details.params.dealId !== 'no-deal')
        void queryClient.prefetchQuery(dealDetailsQuery(api, details.params.dealId));
    },
    // The page's own query shows the failure.
    () => undefined,
  );
};
