/** The invitation routes that business-invitations.test.ts sends many times at once. */
import type { RouteName } from '../../contracts/route-table.ts';

export const PARALLEL_ROUTES = [
  'acceptInvitation',
  'resendInvitation',
] as const satisfies readonly RouteName[];
