import { ROUTES } from '../../../../../contracts/route-table.ts';
import { accessFor } from '../../../../../core/account/access.ts';
import type { User } from '../../../../../core/account/ports.ts';
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
 * Whether the user may make a call: its access level (contracts/), judged by core's accessFor, so
 * the portal offers exactly the writes the BFF allows (analysts read only, admins alone act on
 * contracts, contacts and order requests: business spec §6).
 */
export const mayCall = (call: keyof typeof ROUTES, user: SessionUser | null | undefined): boolean =>
  user ? accessFor(ROUTES[call].access, viewerOf(user)) === 'allowed' : false;
