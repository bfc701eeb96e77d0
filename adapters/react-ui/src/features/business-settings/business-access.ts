import type { B2bRole } from '../../../../../core/fleet/roles.ts';
import type { SessionUser } from '../../lib/session.ts';

/** The fleet overview is for admins and analysts; the BFF answers drivers 403 (contracts/routes/fleet.ts). */
export const OVERVIEW_ROLES: readonly B2bRole[] = ['admin', 'analyst'];

export const maySeeOverview = (user: SessionUser | null | undefined): boolean =>
  user?.kind === 'business' && OVERVIEW_ROLES.includes((user.role ?? 'unknown') as B2bRole);
