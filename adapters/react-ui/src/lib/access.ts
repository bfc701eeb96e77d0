import { type Access, accessFor } from '../../../../core/account/access.ts';
import type { User } from '../../../../core/account/ports.ts';
import type { SessionUser } from './session.ts';

/** The session's user as core's access rule reads it (kind, role, editor). */
export const viewerOf = (user: SessionUser): User => ({
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

/**
 * May the user make a call of this access level (contracts/)? Judged by core's accessFor, so the
 * portal offers exactly the calls the BFF allows (analysts read only, admins alone manage roles,
 * the car policy, contracts, contacts and order requests: business spec §6).
 */
export const mayCall = (access: Access, user: SessionUser | null | undefined): boolean =>
  user ? accessFor(access, viewerOf(user)) === 'allowed' : false;

/**
 * May the user make a write of this access level (a call that changes something)? As `mayCall`,
 * and never in a support user's view of a customer, which the BFF answers read-only
 * (lib/customer-view.ts): the portal's one decision for the writes offered by role.
 */
export const mayWrite = (access: Access, user: SessionUser | null | undefined): boolean =>
  !user?.support_view && mayCall(access, user);
