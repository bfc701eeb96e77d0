import { queryOptions } from '@tanstack/react-query';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { unwrap } from '../../../lib/query.ts';

/** The deal's power of attorney, whether one can be granted and until when (getPowerOfAttorney). */
export const powerOfAttorneyQuery = (api: PortalApi, dealId: string) =>
  queryOptions({
    queryKey: ['deals', dealId, 'power-of-attorney'],
    queryFn: () => unwrap(api.getPowerOfAttorney({ params: { id: dealId } })).then((answer) => answer.data),
    retry: false,
  });

export type PowerOfAttorneyView = Awaited<
  ReturnType<NonNullable<ReturnType<typeof powerOfAttorneyQuery>['queryFn']>>
>;
