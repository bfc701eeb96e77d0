import { queryOptions } from '@tanstack/react-query';
import type { PortalApi } from '../../../http/client/create-portal-api.ts';
import { FIVE_MINUTES, unwrap } from '../lib/query.ts';

export type ServicedDeal = { readonly id: string; readonly car_id?: string | null };

/**
 * The service partner's booking link of the deal's car (consumer spec §7
 * `deals/schedule-service/{carId}?dealId`). The BFF answers the partner's link, or the portal's own
 * schedule-service page when the car has none (§2: the fallback).
 */
export const scheduleServiceLinkQuery = (api: PortalApi, deal: ServicedDeal) =>
  queryOptions({
    queryKey: ['deals', deal.id, 'schedule-service-link'],
    queryFn: () =>
      unwrap(
        api.getScheduleServiceLink({ params: { carId: deal.car_id ?? '' }, query: { dealId: deal.id } }),
      ).then((answer) => answer.url),
    enabled: Boolean(deal.car_id),
    staleTime: FIVE_MINUTES,
    retry: false,
  });
