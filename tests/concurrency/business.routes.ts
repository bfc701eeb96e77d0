/** The business portal's write routes that the business-*.test.ts files send many times at once. */
import type { RouteName } from '../../contracts/route-table.ts';

export const PARALLEL_ROUTES = [
  // business-order-requests.test.ts
  'approveOrderRequest',
  'rejectOrderRequest',
  // business-cart.test.ts
  'addToCart',
  'updateCartItem',
  'removeCartItem',
  'removeUnavailableCartItems',
  'checkout',
  // business-orders.test.ts
  'assignDriver',
  'chooseDeliveryOption',
  'coordinateHandover',
  'coordinateSwap',
  'commentOnOrder',
  'requestTransitionVehicle',
  'requestFleetPurchaseOffer',
  'chooseOrderCompany',
  'requestCarInventory',
  // business-settings.test.ts
  'createContact',
  'changeRole',
  'updateCarPolicy',
  'updateCompanyDetails',
  'getContractSigningLink',
  'resendContractSigningEmail',
] as const satisfies readonly RouteName[];
