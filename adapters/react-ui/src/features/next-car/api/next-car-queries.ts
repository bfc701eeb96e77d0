import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { nextCarRoutes } from '../../../../../../contracts/routes/next-car.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';

export type NextCarOptionsJson = t.TypeOf<(typeof nextCarRoutes)['getNextCarOptions']['response']>['data'];
export type NextCarBookingJson = t.TypeOf<(typeof nextCarRoutes)['bookNextCar']['body']>;
export type BookedNextCarJson = t.TypeOf<(typeof nextCarRoutes)['bookNextCar']['response']>['data'];

/**
 * What the next car of a deal can be: read fresh each time the page opens (stock and vouchers
 * change). Not under 'deals': the booking reads the deals again, and the options of a deal just
 * booked would answer 409 under the page that shows the booking.
 */
export const nextCarOptionsQuery = (api: PortalApi, dealId: string) =>
  queryOptions({
    queryKey: ['next-car', dealId],
    queryFn: () => unwrap(api.getNextCarOptions({ params: { id: dealId } })).then((answer) => answer.data),
    retry: false,
    staleTime: 0,
  });

/** Books the next car; the deals (a new reservation, the current deal's follow-up) are read again. */
export const useBookNextCar = (dealId: string) => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NextCarBookingJson) =>
      unwrap(api.bookNextCar({ params: { id: dealId }, body })).then((answer) => answer.data),
    onSuccess: async () => {
      // The typed client's 5-minute copies of the deals are stale too.
      api.invalidate('getDeals');
      api.invalidate('getDealDetails');
      await queryClient.invalidateQueries({ queryKey: ['deals'] });
    },
  });
};
