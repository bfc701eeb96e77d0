import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContractStatus, contractStatusGroup } from '../../../../../../core/contracts/contracts.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { type CarsView, listQueryOf } from '../cars-view.ts';
import { FLEET_KEY, type OrderDetailJson } from './fleet-queries.ts';

/*
 * The fleet's writes, apart from its queries (fleet-queries.ts): the first page's data reads the
 * queries on every business page, and the writes then travelled in the portal's first script.
 */

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
