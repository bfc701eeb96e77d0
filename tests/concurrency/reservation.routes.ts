import type { RouteName } from '../../contracts/route-table.ts';

/** The reservation's write routes that reservation-signing.test.ts sends many times at once. */
export const PARALLEL_ROUTES = ['signReservationContract'] as const satisfies readonly RouteName[];
