import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { cartRoutes } from '../../../../../../contracts/routes/cart.ts';
import type { companySettingsRoutes } from '../../../../../../contracts/routes/company-settings.ts';
import type { contactRoutes } from '../../../../../../contracts/routes/contacts.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';

export type ContractJson = t.TypeOf<
  (typeof companySettingsRoutes)['getFleetContracts']['response']
>['data'][number];
export type BusinessInvoiceJson = t.TypeOf<
  (typeof companySettingsRoutes)['getFleetInvoices']['response']
>['data'][number];
export type ContactJson = t.TypeOf<(typeof contactRoutes)['getContacts']['response']>['data'][number];
export type NewContactJson = t.TypeOf<(typeof contactRoutes)['createContact']['body']>;
export type OrderRequestJson = t.TypeOf<(typeof cartRoutes)['getOrderRequests']['response']>['data'][number];

/**
 * The business portal keeps its server state under ['fleet'] (as the fleet pages do): approving a
 * request creates an order, a new contact is a driver the assign-driver dialog offers.
 */
const FLEET_KEY = ['fleet'] as const;

export const fleetContractsQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: [...FLEET_KEY, 'contracts'],
    queryFn: () => unwrap(api.getFleetContracts()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export const fleetInvoicesQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: [...FLEET_KEY, 'invoices'],
    queryFn: () => unwrap(api.getFleetInvoices()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export const contactsQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: [...FLEET_KEY, 'contacts', 'all'],
    queryFn: () => unwrap(api.getContacts()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export const orderRequestsQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: [...FLEET_KEY, 'order-requests'],
    queryFn: () => unwrap(api.getOrderRequests()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export const useDownloadContract = () => {
  const api = usePortalApi();
  return useMutation({ mutationFn: (id: string) => unwrap(api.downloadFleetContract({ params: { id } })) });
};

export const useDownloadFleetInvoice = () => {
  const api = usePortalApi();
  return useMutation({ mutationFn: (id: string) => unwrap(api.downloadFleetInvoice({ params: { id } })) });
};

/** Row action (admins): the signing link of a contract awaiting signature; the caller opens it. */
export const useOpenContractForSigning = () => {
  const api = usePortalApi();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.getContractSigningLink({ params: { id } })).then((answer) => answer.data.url),
  });
};

/** Row action (admins): the signing invitation by e-mail once more. */
export const useResendSigningEmail = () => {
  const api = usePortalApi();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.resendContractSigningEmail({ params: { id } })),
  });
};

export const useCreateContact = () => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: NewContactJson) =>
      unwrap(api.createContact({ body: contact })).then((answer) => answer.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...FLEET_KEY, 'contacts'] }),
  });
};

/** 'Einladung erneut senden': a new link for an INVITED contact; the list shows the status that follows. */
export const useResendInvitation = () => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) => unwrap(api.resendInvitation({ params: { contactId } })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...FLEET_KEY, 'contacts'] }),
  });
};

/** An approval reserves a car as a new order: the whole fleet is refreshed. */
export const useApproveOrderRequest = () => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.approveOrderRequest({ params: { id } })).then((answer) => answer.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: FLEET_KEY }),
  });
};

export const useRejectOrderRequest = () => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(
        api.rejectOrderRequest({
          params: { id },
          body: reason.trim() === '' ? {} : { reason: reason.trim() },
        }),
      ).then((answer) => answer.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...FLEET_KEY, 'order-requests'] }),
  });
};
