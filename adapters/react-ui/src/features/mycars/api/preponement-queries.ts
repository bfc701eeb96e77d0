import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { preponementRoutes } from '../../../../../../contracts/routes/preponement.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';

export type PreponementOfferJson = NonNullable<
  t.TypeOf<(typeof preponementRoutes)['getPreponementOffer']['response']>['data']
>;

/** The open earlier-delivery offer of a deal, or null; under the deal's key, so a deal change refreshes it. */
export const preponementOfferQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'preponement'],
    queryFn: () => unwrap(api.getPreponementOffer({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

export type PreponementAnswer = 'accept' | 'decline';

/**
 * Accepts or declines the offer. Either way, and also when refused, everything under the deal is
 * read again: the handover's planned date, the order status and the offer itself.
 */
export const useAnswerPreponement = (id: string) => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: PreponementAnswer) =>
      unwrap(
        answer === 'accept'
          ? api.acceptPreponement({ params: { id } })
          : api.declinePreponement({ params: { id } }),
      ).then((result) => result.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['deals', id] }),
  });
};
