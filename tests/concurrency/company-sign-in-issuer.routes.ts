import type { RouteName } from '../../contracts/route-table.ts';

/** The write route of a company's own sign-in issuer that company-sign-in-issuer.test.ts sends in parallel. */
export const PARALLEL_ROUTES = ['updateCompanySignInIssuer'] as const satisfies readonly RouteName[];
