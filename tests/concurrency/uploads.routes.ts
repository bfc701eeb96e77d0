import type { RouteName } from '../../contracts/route-table.ts';

/** The write routes tests/concurrency/drivers.test.ts sends in parallel. */
export const PARALLEL_ROUTES = ['addDriver', 'uploadDamageImage'] as const satisfies readonly RouteName[];
