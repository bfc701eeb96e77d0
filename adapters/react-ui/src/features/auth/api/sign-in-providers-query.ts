import { queryOptions } from '@tanstack/react-query';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { unwrap } from '../../../lib/query.ts';

/**
 * The issuers whose sign-in buttons show (none without their settings). On its own, so that the
 * first page's data (app/first-page-prefetch.ts) fills it without the sign-in calls' module.
 */
export const signInProvidersQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: ['signInProviders'] as const,
    queryFn: () => unwrap(api.getSignInProviders()).then(({ data }) => data.providers),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
