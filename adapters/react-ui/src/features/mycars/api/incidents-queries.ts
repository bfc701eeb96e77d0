import { queryOptions } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { damageRoutes } from '../../../../../../contracts/routes/damage.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';

export type CustomerIncidentJson = t.TypeOf<
  (typeof damageRoutes)['getIncidents']['response']
>['data'][number];

/** The incidents page's list: every car's, or one car's with its deal id. */
export const incidentsQuery = (api: PortalApi, dealId: string | undefined) =>
  queryOptions({
    queryKey: ['incidents', dealId ?? 'all'],
    queryFn: () =>
      unwrap(api.getIncidents({ query: dealId ? { dealId } : {} })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });
