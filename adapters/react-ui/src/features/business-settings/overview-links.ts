import type { CarsTab } from '../../../../../core/fleet/cars-tabs.ts';

/**
 * Where each number of the fleet overview leads: the cars list filtered to what it counts, in the
 * list's URL (?company= is the list's company filter). The list has no return-date filter, so the
 * returns of the next 90 days lead to the "Endend" tab; contracts awaiting signature belong to the
 * reserved orders (NOT_SIGNED), the "Reserviert" tab.
 */
export const tabHref = (tab: CarsTab): string => `/cars/${tab}`;
export const companyHref = (companyId: string): string =>
  `/cars/all?${new URLSearchParams({ company: companyId }).toString()}`;
export const RETURNS_HREF = '/cars/return';
export const AWAITING_SIGNATURE_HREF = '/cars/orders';
