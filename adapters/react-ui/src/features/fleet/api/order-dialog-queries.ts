import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { FLEET_KEY, type OrderDetailJson } from './fleet-queries.ts';
import { useOrderWrite } from './fleet-writes.ts';

/** The calls of the order's dialogs (contracts/routes/orders.ts), all under ['fleet', 'orders', id]. */

const orderKey = (id: string) => [...FLEET_KEY, 'orders', id] as const;

/** §9: the company's running subscriptions ending within 7 days of the order's delivery date. */
export const swapCandidatesQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: [...orderKey(id), 'swap-candidates'],
    queryFn: () => unwrap(api.getSwapCandidates({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export const deliveryOptionsQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: [...orderKey(id), 'delivery-options'],
    queryFn: () => unwrap(api.getDeliveryOptions({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export const endOfSubscriptionQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: [...orderKey(id), 'end-of-subscription'],
    queryFn: () => unwrap(api.getEndOfSubscriptionOptions({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/** The company's contacts who may receive a car (any role: the fleet manager often receives it). */
export const handoverContactsQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: [...FLEET_KEY, 'contacts', 'all'],
    queryFn: () => unwrap(api.getContacts()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

export type FleetHandoverBody = Parameters<PortalApi['coordinateHandover']>[0]['body'];

export const useCoordinateHandover = () =>
  useOrderWrite<FleetHandoverBody>((api, id, body) =>
    unwrap(api.coordinateHandover({ params: { id }, body })).then((answer) => answer.data),
  );

export const useCoordinateSwap = () =>
  useOrderWrite<string>((api, id, subscriptionId) =>
    unwrap(api.coordinateSwap({ params: { id }, body: { subscriptionId } })).then((answer) => answer.data),
  );

/** Any write that changes more than the order itself: the order and its parts are read again. */
const useOrderChange = <V, R>(write: (api: PortalApi, id: string, value: V) => Promise<R>) => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: string; value: V }) => write(api, id, value),
    onSuccess: (_, { id }) => void queryClient.invalidateQueries({ queryKey: orderKey(id) }),
  });
};

export type DeliveryChoice = Parameters<PortalApi['chooseDeliveryOption']>[0]['body'];

export const useChooseDeliveryOption = () =>
  useOrderChange((api, id, body: DeliveryChoice) =>
    unwrap(api.chooseDeliveryOption({ params: { id }, body })).then((answer) => answer.data),
  );

export type TransitionChoice = Parameters<PortalApi['requestTransitionVehicle']>[0]['body'];

export const useRequestTransitionVehicle = () =>
  useOrderChange((api, id, body: TransitionChoice) =>
    unwrap(api.requestTransitionVehicle({ params: { id }, body })).then((answer) => answer.data),
  );

export const useRequestPurchaseOffer = () =>
  useOrderChange((api, id, comment: string) =>
    unwrap(
      api.requestFleetPurchaseOffer({
        params: { id },
        body: comment.trim() ? { comment: comment.trim() } : {},
      }),
    ),
  );

/** The company chooser: books the order on the chosen company (§5, §8). */
export const useChooseOrderCompany = () => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderId?: string; companyId?: string }) =>
      unwrap(api.chooseOrderCompany({ body })).then((answer) => answer.data),
    onSuccess: (detail: OrderDetailJson) => {
      queryClient.setQueryData(orderKey(detail.deal.id), detail);
      void queryClient.invalidateQueries({ queryKey: [...FLEET_KEY, 'cars'] });
    },
  });
};

/**
 * The message modals of the business variant (business spec §2 "Dialogs", §4, §7): the e-mail
 * verification sent again (email and locale) and a password reset link, for a person of the fleet.
 * A missing address fails before any call (§8: "a missing user email").
 */
export class MissingEmail extends Error {}

/**
 * The confirmation mail of a fleet contact: a contact confirms the address by the link of their
 * invitation, which the BFF sends again while the contact has not accepted it (an outbox mail, not
 * the public resend, which answers alike whether or not it sent anything). A contact who accepted
 * the invitation, or has no access, is refused (409) with the reason, and nothing is sent.
 */
export const useConfirmationMail = () => {
  const api = usePortalApi();
  return useMutation({
    mutationFn: (contactId: string) => unwrap(api.resendInvitation({ params: { contactId } })),
  });
};

export const useAccountMail = (kind: 'verification' | 'password-reset') => {
  const api = usePortalApi();
  const { locale } = useLocale();
  return useMutation({
    mutationFn: async (email: string) => {
      const address = email.trim();
      if (address === '') throw new MissingEmail(kind);
      const body = { email: address, locale };
      return unwrap(
        kind === 'verification' ? api.resendVerificationEmail({ body }) : api.requestPasswordReset({ body }),
      );
    },
  });
};
