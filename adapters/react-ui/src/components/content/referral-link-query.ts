import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { referralLink } from '../../../../../core/referral/rules.ts';
import type { PortalApi } from '../../../../http/client/create-portal-api.ts';
import { FIVE_MINUTES, unwrap } from '../../lib/query.ts';

/**
 * Consumer spec §7: the referral API answers the customer's link by e-mail, with one retry (the
 * route's client policy); the portal shows it with "einladen" replaced by "invite" (core's rule).
 * The read only reads: empty while the customer has no link yet (useCreateReferralLink makes it).
 */
export const referralLinkQuery = (api: PortalApi, email: string) =>
  queryOptions({
    queryKey: ['referral', 'link', email],
    queryFn: () =>
      unwrap(api.getReferralLink({ params: { email } })).then((answer) => referralLink(answer.link)),
    staleTime: FIVE_MINUTES,
  });

/** Makes the customer's invite link on their own request (a POST: a read never writes); the query then holds it. */
export const useCreateReferralLink = (api: PortalApi, email: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.createReferralLink({ params: { email } })).then((answer) => referralLink(answer.link)),
    onSuccess: (link) => queryClient.setQueryData(referralLinkQuery(api, email).queryKey, link),
  });
};
