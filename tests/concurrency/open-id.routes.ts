import type { RouteName } from '../../contracts/route-table.ts';

/** The write routes of sign-in with Google and Apple that open-id-sign-in.test.ts sends in parallel. */
export const PARALLEL_ROUTES = [
  'startOpenIdSignIn',
  'finishOpenIdSignIn',
] as const satisfies readonly RouteName[];
