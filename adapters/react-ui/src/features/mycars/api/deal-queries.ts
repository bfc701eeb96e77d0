import { queryOptions } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { Deal } from '../../../../../../contracts/deal.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { fetchDealsList } from '../../../lib/deals-list.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';

export type DealJson = t.TypeOf<typeof Deal>;

/**
 * Consumer spec §7: the deals list is deduplicated for 5 minutes without retries; deal details are
 * cached; business spec §7: the list key is 'deals' (details live under it, so a write that
 * invalidates 'deals' refreshes both).
 */
export const dealsQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: ['deals'],
    queryFn: ({ client }) => fetchDealsList(api, client),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export const dealDetailsQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id],
    queryFn: () => unwrap(api.getDealDetails({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export const orderStatusQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'order-status'],
    queryFn: () => unwrap(api.getOrderStatus({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

export const returnStatusQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'return-status'],
    queryFn: () => unwrap(api.getReturnStatus({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

export const handoverQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'handover'],
    queryFn: () => unwrap(api.getHandover({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

export const handoverMetadataQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'handover-metadata'],
    queryFn: () => unwrap(api.getHandoverMetadata({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });
