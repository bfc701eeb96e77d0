import { ROUTES } from '../../../../../contracts/route-table.ts';
import { type Access, accessFor } from '../../../../../core/account/access.ts';
import type { User } from '../../../../../core/account/ports.ts';
import type { SessionUser } from '../../lib/session.ts';
import type { OrderActionId } from './api/fleet-queries.ts';

/**
 * Who may do an action: the access level of the call that does it (contracts/), judged by core's
 * accessFor, so the portal hides exactly what the BFF refuses (analysts read only, business spec §6).
 * The BFF already leaves out what the user may not do; this keeps the portal safe on its own.
 */
const ACTION_ACCESS: Readonly<Record<OrderActionId, Access>> = {
  sign_contract: ROUTES.getContractSigningLink.access,
  assign_driver: ROUTES.assignDriver.access,
  coordinate_handover: ROUTES.coordinateHandover.access,
  coordinate_swap: ROUTES.coordinateSwap.access,
  choose_delivery_option: ROUTES.chooseDeliveryOption.access,
  request_transition_vehicle: ROUTES.requestTransitionVehicle.access,
  choose_company: ROUTES.chooseOrderCompany.access,
  // The return call serves consumers too (signed-in); for the fleet it is a write.
  plan_return: 'business-writer',
  end_of_subscription: ROUTES.requestFleetPurchaseOffer.access,
  comment: ROUTES.commentOnOrder.access,
};

/** The session's user as core's access rule reads it (kind, role, editor). */
const viewerOf = (user: SessionUser): User => ({
  id: '',
  email: user.email,
  passwordHash: null,
  kind: user.kind,
  firstName: '',
  lastName: '',
  companyId: user.company_id ?? null,
  role: user.role ?? null,
  contactId: null,
  isEditor: user.is_editor ?? false,
  loginProvider: user.login_provider ?? 'password',
  emailVerifiedAt: null,
});

export const actionsOfferedTo = (
  actions: readonly OrderActionId[],
  user: SessionUser | null | undefined,
): OrderActionId[] => {
  if (!user) return [];
  const viewer = viewerOf(user);
  return actions.filter((action) => accessFor(ACTION_ACCESS[action], viewer) === 'allowed');
};

/** Whether the user may change a fleet car at all (admins and drivers; analysts read only, §6). */
export const isFleetWriter = (user: SessionUser | null | undefined): boolean =>
  !!user && accessFor('business-writer', viewerOf(user)) === 'allowed';

/** Admins act for the company's people (business spec §6). */
export const isFleetAdmin = (user: SessionUser | null | undefined): boolean =>
  !!user && accessFor('business-admin', viewerOf(user)) === 'allowed';
