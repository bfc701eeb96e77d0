import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { driverRoutes } from '../../../../../../contracts/routes/drivers.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';

export type DriverJson = t.TypeOf<(typeof driverRoutes)['getDrivers']['response']>['data'][number];
export type NewDriverFields = t.TypeOf<(typeof driverRoutes)['addDriver']['body']['fields']>;

export const DRIVERS_KEY = ['drivers'] as const;

/** The additional drivers of the account (consumer spec §3 "Driver"). */
export const driversQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: DRIVERS_KEY,
    queryFn: () => unwrap(api.getDrivers()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

/** Adds a driver with both sides of the licence in one upload; progress from 0 to 100. */
export const useAddDriver = (onProgress: (percent: number) => void) => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { fields: NewDriverFields; front: File; back: File }) =>
      unwrap(
        api.addDriver(
          { fields: input.fields, files: { dl_front: input.front, dl_back: input.back } },
          { onProgress },
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRIVERS_KEY }),
  });
};

export const useRemoveDriver = () => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.removeDriver({ params: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRIVERS_KEY }),
  });
};
