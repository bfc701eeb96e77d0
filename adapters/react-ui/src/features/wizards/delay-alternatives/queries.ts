import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransitionVehicleChoice } from '../../../../../../core/deals/transition-vehicle.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { apiErrorOf, FIVE_MINUTES, unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';

/** The deal's delivery facts the delay rule reads: the same cache entries as the car's page. */
export const handoverMetadataQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'handover-metadata'],
    queryFn: () => unwrap(api.getHandoverMetadata({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

/** Whether a transition car can be requested, and the request made (contracts/routes/delay-alternatives.ts). */
export const transitionVehicleQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'transition-vehicle'],
    queryFn: () => unwrap(api.getDealTransitionVehicle({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/** Requests the car; afterwards the deal and its request are read again (a refusal too: it may be stale). */
export const useRequestTransitionVehicle = (id: string) => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: TransitionVehicleChoice) =>
      unwrap(api.requestDealTransitionVehicle({ params: { id }, body: choice })).then(
        (answer) => answer.data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['deals', id] }),
  });
};

/** The BFF's refusal code of a request, if it was refused. */
export const refusalOf = (error: unknown): string | undefined => {
  const apiError = apiErrorOf(error);
  return apiError?.kind === 'http' ? apiError.code : undefined;
};
