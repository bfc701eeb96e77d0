import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { PortalApi } from '../../../http/client/create-portal-api.ts';
import { FIVE_MINUTES, unwrap } from './query.ts';

export const DEALS_KEY = ['deals'] as const;

let refreshes = 0;
/** A value no earlier call of this page has sent. */
const nextRefreshId = () => `${Date.now().toString(36)}-${(refreshes++).toString(36)}`;

/**
 * The deals list (consumer spec §7: `portal/api/bff/deals` with an optional `refreshId`,
 * deduplicated for 5 minutes, no retries). The first load asks without `refreshId`, so every page
 * that needs the list shares one call; a later fetch of the list — after a write invalidated
 * ['deals'], or the customer's retry — sends a new `refreshId`, so the client's 5-minute
 * deduplication cannot answer it with the list from before the write.
 */
export const fetchDealsList = (api: PortalApi, client: QueryClient) => {
  const loadedBefore = (client.getQueryState(DEALS_KEY)?.dataUpdatedAt ?? 0) > 0;
  return unwrap(api.getDeals(loadedBefore ? { query: { refreshId: nextRefreshId() } } : {})).then(
    (answer) => answer.data,
  );
};

/** One cache entry for every page: key ['deals'] (deal details live under it), 5 minutes, no retries. */
export const dealsListQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: DEALS_KEY,
    queryFn: ({ client }) => fetchDealsList(api, client),
    staleTime: FIVE_MINUTES,
    retry: false,
  });
