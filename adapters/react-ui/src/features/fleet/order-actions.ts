import { companySettingsRoutes } from '../../../../../contracts/routes/company-settings.ts';
import { orderRoutes } from '../../../../../contracts/routes/orders.ts';
import type { Access } from '../../../../../core/account/access.ts';
import { mayWrite } from '../../lib/access.ts';
import type { SessionUser } from '../../lib/session.ts';
import type { OrderActionId } from './api/fleet-queries.ts';

/**
 * Who may do an action: the access level of the call that does it (contracts/), judged by core's
 * accessFor, so the portal hides exactly what the BFF refuses (analysts read only, business spec §6;
 * nothing in a support user's view of a company user, lib/access.ts `mayWrite`).
 * The BFF already leaves out what the user may not do; this keeps the portal safe on its own.
 */
const ACTION_ACCESS: Readonly<Record<OrderActionId, Access>> = {
  sign_contract: companySettingsRoutes.getContractSigningLink.access,
  assign_driver: orderRoutes.assignDriver.access,
  coordinate_handover: orderRoutes.coordinateHandover.access,
  coordinate_swap: orderRoutes.coordinateSwap.access,
  choose_delivery_option: orderRoutes.chooseDeliveryOption.access,
  request_transition_vehicle: orderRoutes.requestTransitionVehicle.access,
  choose_company: orderRoutes.chooseOrderCompany.access,
  // The return call serves consumers too (signed-in); for the fleet it is a write.
  plan_return: 'business-writer',
  end_of_subscription: orderRoutes.requestFleetPurchaseOffer.access,
  comment: orderRoutes.commentOnOrder.access,
};

export const actionsOfferedTo = (
  actions: readonly OrderActionId[],
  user: SessionUser | null | undefined,
): OrderActionId[] => {
  return actions.filter((action) => mayWrite(ACTION_ACCESS[action], user));
};

/** Whether the user may change a fleet car at all (admins and drivers; analysts read only, §6). */
export const isFleetWriter = (user: SessionUser | null | undefined): boolean =>
  mayWrite('business-writer', user);

/** Admins act for the company's people (business spec §6). */
export const isFleetAdmin = (user: SessionUser | null | undefined): boolean =>
  mayWrite('business-admin', user);
