import type { RouteName } from '../../contracts/route-table.ts';

/** The write routes tests/concurrency/client-errors.test.ts sends in parallel. */
export const PARALLEL_ROUTES = ['reportClientError'] as const satisfies readonly RouteName[];
