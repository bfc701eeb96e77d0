import type { RouteName } from '../../contracts/route-table.ts';

/** The support view's write routes that support-view.test.ts sends many times at once. */
export const PARALLEL_ROUTES = [
  'startCustomerView',
  'endCustomerView',
] as const satisfies readonly RouteName[];
