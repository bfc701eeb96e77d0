import type { RouteName } from '../../contracts/route-table.ts';

/** The write routes of sign-in and the account calls that sign-in.test.ts sends in parallel. */
export const PARALLEL_ROUTES = [
  'login',
  'logout',
  'register',
  'requestPasswordReset',
  'resendVerificationEmail',
  'resetPassword',
  'verifyEmail',
  'changePassword',
  'generateDecagonToken',
] as const satisfies readonly RouteName[];
