import { queryOptions } from '@tanstack/react-query';
import { isCarWithCustomer } from '../../../../../../../core/deals/deal-for-user.ts';
import type { PortalApi } from '../../../../../../http/client/create-portal-api.ts';
import { fetchDealsList } from '../../../../lib/deals-list.ts';
import { FIVE_MINUTES } from '../../../../lib/query.ts';
import type { SessionUser } from '../../../../lib/session.ts';
import type { DealJson } from '../../api/wizard-queries.ts';

/** The deals list: the same cache entry as /mycars (['deals'], 5 minutes, no retries; consumer §7). */
export const dealsListQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: ['deals'],
    queryFn: ({ client }) => fetchDealsList(api, client),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/**
 * The cars a damage can be reported or a service scheduled for: those with the customer, as the
 * BFF judges it (core's isCarWithCustomer; consumer §4 offers both for ACTIVE deals).
 */
export const carsForServiceOf = (deals: readonly DealJson[]): DealJson[] => deals.filter(isCarWithCustomer);

export type PortalKind = SessionUser['kind'];

/** The business portal speaks in the formal "Sie" (consumer §1): its own content form variant. */
export const formIdFor = (formId: 'report-damage' | 'schedule-service', kind: PortalKind | undefined) =>
  kind === 'business' ? `${formId}-business` : formId;

/** Where a car's page is: /mycars/{id} for consumers, /car/{id}/details in the business portal. */
export const carPageOf = (dealId: string, kind: PortalKind | undefined): string =>
  kind === 'business'
    ? `/car/${encodeURIComponent(dealId)}/details`
    : `/mycars/${encodeURIComponent(dealId)}`;

/** "My cars" of each portal: where the no-deal error modal leads (consumer §8). */
export const myCarsOf = (kind: PortalKind | undefined): string =>
  kind === 'business' ? '/cars/all' : '/mycars';

/** The flow pages of a car (or of no car yet: "no-deal"), in the user's portal. */
export const flowPathOf = (
  flow: 'report-damage' | 'schedule-service',
  dealId: string,
  kind: PortalKind | undefined,
): string =>
  kind === 'business'
    ? `/car/${encodeURIComponent(dealId)}/${flow}`
    : `/mycars/${encodeURIComponent(dealId)}/${flow}`;

/** The partner's booking link of a car: one query for every place that offers the service. */
export { scheduleServiceLinkQuery } from '../../../../components/schedule-service-link-query.ts';
