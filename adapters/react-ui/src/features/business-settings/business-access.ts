import { type Access, accessFor } from '../../../../../core/account/access.ts';
import type { User } from '../../../../../core/account/ports.ts';
import type { B2bRole } from '../../../../../core/fleet/roles.ts';
import type { SessionUser } from '../../lib/session.ts';

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

/**
 * May the user make a call of this access level (contracts/)? Judged by core's accessFor, so the
 * portal refuses exactly what the BFF refuses (roles management and car policy: admins, §6).
 */
export const mayCall = (access: Access, user: SessionUser | null | undefined): boolean =>
  user ? accessFor(access, viewerOf(user)) === 'allowed' : false;

/** The fleet overview is for admins and analysts; the BFF answers drivers 403 (contracts/routes/fleet.ts). */
export const OVERVIEW_ROLES: readonly B2bRole[] = ['admin', 'analyst'];

export const maySeeOverview = (user: SessionUser | null | undefined): boolean =>
  user?.kind === 'business' && OVERVIEW_ROLES.includes((user.role ?? 'unknown') as B2bRole);
