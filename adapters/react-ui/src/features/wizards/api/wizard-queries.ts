import { queryOptions } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { Deal } from '../../../../../../contracts/deal.ts';
import { type FormDefinition, parseFormDefinition } from '../../../../../../core/content/form-engine.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { fetchDealsList } from '../../../lib/deals-list.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';

export type DealJson = t.TypeOf<typeof Deal>;

/** A content form, checked by core's parser: a broken definition fails the query, never the page. */
export const formDefinitionQuery = (api: PortalApi, id: string, locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'forms', id, locale],
    queryFn: async (): Promise<FormDefinition> => {
      const answer = await unwrap(api.getFormDefinition({ params: { id }, query: { locale } }));
      const parsed = parseFormDefinition(answer.data);
      if (parsed.isErr()) throw new Error(`form ${id}: ${JSON.stringify(parsed.error)}`);
      return parsed.value;
    },
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/** The deal a modal acts on: the same cache entry as the car's page (['deals', id]). */
export const wizardDealQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id],
    queryFn: () => unwrap(api.getDealDetails({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export const mileagePackagesQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'mileage-packages'],
    queryFn: () =>
      unwrap(api.getMileagePackages({ params: { subscription_id: id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

/** Consumer spec §7: deduplicated 5 minutes, no retries (the route's client policy). */
export const prolongationOptionsQuery = (api: PortalApi, deal: DealJson) =>
  queryOptions({
    queryKey: ['deals', deal.id, 'prolongation-options'],
    queryFn: () =>
      unwrap(
        api.getProlongationOptions({
          body: {
            dealId: deal.id,
            car_id: deal.car_id ?? '',
            mileagePackage: deal.mileage_package ?? 0,
            originalPrice: (deal.amount ?? 0) as t.Int,
          },
        }),
      ).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/** The deal's handover: the same cache entry as the car's page (['deals', id, 'handover']). */
export const handoverQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'handover'],
    queryFn: () => unwrap(api.getHandover({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

/** The customer's deals: the same cache entry as /mycars (['deals'], 5 minutes, no retries). */
export const dealsListQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: ['deals'],
    queryFn: ({ client }) => fetchDealsList(api, client),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/** The deal's add-on groups (POST /api/addons): the same cache entry as the car's insurance module. */
export const addonGroupsQuery = (api: PortalApi, deal: DealJson) => {
  const productId = deal.car?.external_product_id ?? '';
  return queryOptions({
    queryKey: ['deals', deal.id, 'addons', productId],
    queryFn: () =>
      unwrap(api.getAddons({ body: { productId, subscriptionId: deal.id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });
};

/** The customer's loyalty level, or null when it cannot be read (then no level benefit applies). */
export const loyaltyLevelQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: ['loyalty', 'level'],
    queryFn: async (): Promise<string | null> => {
      const answer = await api.getLoyaltyStatus();
      return answer.isOk() ? answer.value.data.level : null;
    },
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/** The deal's return: the same cache entry as the car's page (['deals', id, 'return']). */
export const returnQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'return'],
    queryFn: () => unwrap(api.getReturn({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

/** The on-site appraisal before the return: address, bookable days, any appointment. */
export const appraisalQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'pre-return-appraisal'],
    queryFn: () => unwrap(api.getPreReturnAppraisal({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

/**
 * The slots of one appraisal day (consumer spec §7 `pre-return-appraisal?selected_date`): asked
 * when the customer picks the day, so the times offered are that day's.
 */
export const appraisalDayQuery = (api: PortalApi, id: string, date: string) =>
  queryOptions({
    queryKey: ['deals', id, 'pre-return-appraisal', date],
    queryFn: () =>
      // `date` is one of the answer's own options (ISO dates); the codec's brand is not needed here.
      unwrap(api.getPreReturnAppraisal({ params: { id }, query: { selected_date: date as never } })).then(
        (answer) =>
          (answer.data.date_slots?.find((day) => day.date === date)?.available_slots ?? []).map((slot) => ({
            formatted_time: slot.formatted_time,
            value: String(slot.value),
          })),
      ),
    staleTime: FIVE_MINUTES,
    enabled: date !== '',
  });

/** The deal's cancellation request while staff review it (null: none). */
export const pendingCancellationQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'cancellation'],
    queryFn: () => unwrap(api.getCancellationRequest({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/** The contract of a reservation, to read and sign (contracts/routes/reservation.ts). */
export const reservationContractQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'contract'],
    queryFn: () => unwrap(api.getReservationContract({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });
