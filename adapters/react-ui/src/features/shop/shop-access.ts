import { cartRoutes } from '../../../../../contracts/routes/cart.ts';
import type { MessageId } from '../../i18n/catalogues.ts';
import { mayWrite } from '../../lib/access.ts';
import { apiErrorOf } from '../../lib/query.ts';
import type { SessionUser } from '../../lib/session.ts';

/**
 * Whether the user may fill the cart and order at all: the access level of the cart's writes,
 * judged by core's accessFor (business admins and drivers; analysts read only, business spec §6;
 * no one in a support user's view, lib/access.ts `mayWrite`).
 * Whether a driver's company has withdrawn the drivers' shop access only the BFF knows: it answers
 * shop_access_withdrawn (403), and the portal then stops offering the order.
 */
export const mayShop = (user: SessionUser | null | undefined): boolean =>
  mayWrite(cartRoutes.addToCart.access, user);

export const errorCodeOf = (error: unknown): string | undefined => {
  const apiError = apiErrorOf(error);
  return apiError?.kind === 'http' ? apiError.code : undefined;
};

export const isShopAccessWithdrawn = (error: unknown): boolean =>
  errorCodeOf(error) === 'shop_access_withdrawn';

/** The texts of a refused add to cart (business spec §8); anything unexpected is the order error. */
export const addToCartErrorOf = (error: unknown): MessageId | null => {
  switch (errorCodeOf(error)) {
    case 'vehicle_unavailable':
      return 'shop.vehicleUnavailable';
    case 'term_unavailable':
      return 'shop.termUnavailable';
    case 'shop_access_withdrawn':
      return 'shop.accessWithdrawn';
    default:
      return null;
  }
};
