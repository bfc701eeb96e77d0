import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { fleetRoutes } from '../../../../../../contracts/routes/fleet.ts';
import type { orderRoutes } from '../../../../../../contracts/routes/orders.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';
import { type CarsView, listQueryOf } from '../cars-view.ts';

export type OrderDetailJson = t.TypeOf<(typeof orderRoutes)['getOrder']['response']>['data'];
export type FleetCarJson = OrderDetailJson['deal'];
export type OrderActionId = OrderDetailJson['actions'][number];
export type FleetCarsJson = t.TypeOf<(typeof fleetRoutes)['getFleetCars']['response']>['data'];

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
