import { queryOptions } from '@tanstack/react-query';
import { referralLink } from '../../../../../core/referral/rules.ts';
import type { PortalApi } from '../../../../http/client/create-portal-api.ts';
import { FIVE_MINUTES, unwrap } from '../../lib/query.ts';

/**
 * Consumer spec §7: the referral API answers the customer's link by e-mail, with one retry (the
 * route's client policy); the portal shows it with "einladen" replaced by "invite" (core's rule).
 */
export const referralLinkQuery = (api: PortalApi, email: string) =>
  queryOptions({
    queryKey: ['referral', 'link', email],
    queryFn: () =>
      unwrap(api.getReferralLink({ params: { email } })).then((answer) => referralLink(answer.link)),
    staleTime: FIVE_MINUTES,
  });
