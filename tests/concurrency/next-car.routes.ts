import type { RouteName } from '../../contracts/route-table.ts';

/** The next car's write routes that next-car.test.ts sends many times at once. */
export const PARALLEL_ROUTES = ['bookNextCar'] as const satisfies readonly RouteName[];
