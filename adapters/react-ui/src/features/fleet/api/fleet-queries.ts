import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { orderRoutes } from '../../../../../../contracts/routes/orders.ts';
import { type ContractStatus, contractStatusGroup } from '../../../../../../core/contracts/contracts.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { type CarsView, listQueryOf } from '../cars-view.ts';

export type OrderDetailJson = t.TypeOf<(typeof orderRoutes)['getOrder']['response']>['data'];
export type FleetCarJson = OrderDetailJson['deal'];
export type OrderActionId = OrderDetailJson['actions'][number];

/**
 * Everything about the fleet lives under ['fleet'], so a write on an order refreshes the list and
 * the order alike. Pages of the list keep the previous page on screen while the next one loads.
 */
export const FLEET_KEY = ['fleet'] as const;

export const fleetCarsQuery = (api: PortalApi, view: CarsView) =>
  queryOptions({
    queryKey: [...FLEET_KEY, 'cars', listQueryOf(view, true)],
    queryFn: () => unwrap(api.getFleetCars({ query: listQueryOf(view, true) })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
    placeholderData: keepPreviousData,
  });

export const orderQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: [...FLEET_KEY, 'orders', id],
    queryFn: () => unwrap(api.getOrder({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/** The delivery confidence of an order whose delivery date is planned (the low-confidence banner). */
export const orderHandoverMetadataQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: [...FLEET_KEY, 'orders', id, 'handover-metadata'],
    queryFn: () => unwrap(api.getHandoverMetadata({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

/** The companies the fleet may be filtered by (business spec §7: GET portal/api/bff/companies). */
export const fleetCompaniesQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: ['companies'],
    queryFn: () => unwrap(api.getCompanies()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

/** The company's drivers, for the assign-driver dialog. */
export const driverContactsQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: [...FLEET_KEY, 'contacts', 'driver'],
    queryFn: () => unwrap(api.getContacts({ query: { role: 'driver' } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

/** The whole current view (no paging) as CSV. */
export const useExportFleetCars = () => {
  const api = usePortalApi();
  return useMutation({
    mutationFn: (view: CarsView) => unwrap(api.exportFleetCars({ query: listQueryOf(view, false) })),
  });
};

export const useOrderWrite = <V>(
  write: (api: PortalApi, id: string, value: V) => Promise<OrderDetailJson>,
) => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: string; value: V }) => write(api, id, value),
    onSuccess: (detail) => {
      queryClient.setQueryData([...FLEET_KEY, 'orders', detail.deal.id], detail);
      void queryClient.invalidateQueries({ queryKey: [...FLEET_KEY, 'cars'] });
    },
  });
};

export type DriverAssignment = { contactId: string } | { shared: true };

export const useAssignDriver = () =>
  useOrderWrite<DriverAssignment>((api, id, body) =>
    unwrap(api.assignDriver({ params: { id }, body })).then((answer) => answer.data),
  );

export const useCommentOnOrder = () => {
  const api = usePortalApi();
  return useMutation({
    mutationFn: ({ id, comment }: { id: string; comment: string }) =>
      unwrap(api.commentOnOrder({ params: { id }, body: { comment } })),
  });
};

/** Contracts the signer can still open: pending or with the signature missing (business spec §4). */
const isSignable = (status: ContractStatus): boolean =>
  ['pending', 'signature_missing'].includes(contractStatusGroup(status));

export class NoContractToSign extends Error {}

/**
 * Open and sign the order's contract (admins, business spec §6): the signing link of the order's
 * contract awaiting signature; the caller opens it.
 */
export const useContractSigningLink = () => {
  const api = usePortalApi();
  return useMutation({
    mutationFn: async (orderId: string) => {
      const contracts = await unwrap(api.getFleetContracts()).then((answer) => answer.data);
      const contract = contracts.find(
        (candidate) => candidate.deal_id === orderId && isSignable(candidate.status),
      );
      if (!contract) throw new NoContractToSign(orderId);
      return unwrap(api.getContractSigningLink({ params: { id: contract.id } })).then(
        (answer) => answer.data.url,
      );
    },
  });
};
