import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { cartRoutes } from '../../../../../../contracts/routes/cart.ts';
import type { catalogueRoutes } from '../../../../../../contracts/routes/catalogue.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { type SubscribeView, VEHICLES_PAGE_SIZE, vehicleQueryOf } from '../subscribe-view.ts';

export type VehicleQuery = t.TypeOf<(typeof catalogueRoutes)['searchVehicles']['query']>;
export type CatalogueJson = t.TypeOf<(typeof catalogueRoutes)['getCatalogue']['response']>['data'];
export type VehicleJson = t.TypeOf<(typeof catalogueRoutes)['searchVehicles']['response']>['data'][number];
export type ModelDetailsJson = t.TypeOf<(typeof catalogueRoutes)['getModelDetails']['response']>['data'];
export type CartJson = t.TypeOf<(typeof cartRoutes)['getCart']['response']>['data'];
export type CartItemJson = CartJson['items'][number];
export type NewCartItem = t.TypeOf<(typeof cartRoutes)['addToCart']['body']>;
export type CartItemChange = t.TypeOf<(typeof cartRoutes)['updateCartItem']['body']>;
export type CheckoutMode = t.TypeOf<(typeof cartRoutes)['checkout']['body']>['mode'];

/**
 * The catalogue lives under ['catalogue'] (the same for everyone of a company, 5 minutes), the cart
 * under ['cart']: every cart write answers the whole cart, which replaces the cached one.
 */
export const CATALOGUE_KEY = ['catalogue'] as const;
export const CART_KEY = ['cart'] as const;

export const catalogueQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'filters'],
    queryFn: () => unwrap(api.getCatalogue()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export const vehiclesQuery = (api: PortalApi, view: SubscribeView) => {
  const query = { ...vehicleQueryOf(view), page: view.page, pageSize: VEHICLES_PAGE_SIZE } as VehicleQuery;
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, 'vehicles', query],
    queryFn: () => unwrap(api.searchVehicles({ query })),
    staleTime: FIVE_MINUTES,
    retry: false,
    placeholderData: keepPreviousData,
  });
};

export const modelDetailsQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'models', id],
    queryFn: () => unwrap(api.getModelDetails({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export const cartQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: CART_KEY,
    queryFn: () => unwrap(api.getCart()).then((answer) => answer.data),
    retry: false,
  });

const useCartWrite = <V>(write: (api: PortalApi, value: V) => Promise<CartJson>) => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => write(api, value),
    onSuccess: (cart) => queryClient.setQueryData(CART_KEY, cart),
  });
};

export const useAddToCart = () =>
  useCartWrite<NewCartItem>((api, body) => unwrap(api.addToCart({ body })).then((answer) => answer.data));

export const useRemoveCartItem = () =>
  useCartWrite<string>((api, id) =>
    unwrap(api.removeCartItem({ params: { id } })).then((answer) => answer.data),
  );

export const useUpdateCartItem = () =>
  useCartWrite<{ id: string; change: CartItemChange }>((api, { id, change }) =>
    unwrap(api.updateCartItem({ params: { id }, body: change })).then((answer) => answer.data),
  );

export const useRemoveUnavailableCartItems = () =>
  useCartWrite<void>((api) => unwrap(api.removeUnavailableCartItems()).then((answer) => answer.data));

/** Before checkout: the cars no longer available in the quantity asked for (business spec §8). */
export const useUnavailableCartItems = () => {
  const api = usePortalApi();
  return useMutation({
    mutationFn: () => unwrap(api.getUnavailableCartItems()).then((answer) => answer.data),
  });
};

export const useCheckout = () => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { mode: CheckoutMode; swapSubscriptionId?: string }) =>
      unwrap(api.checkout({ body })).then((answer) => answer.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      // The new reserved orders show in the fleet.
      void queryClient.invalidateQueries({ queryKey: ['fleet'] });
    },
  });
};
