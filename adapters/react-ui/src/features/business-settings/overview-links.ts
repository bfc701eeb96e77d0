import type { CarsTab } from '../../../../../core/fleet/cars-tabs.ts';
import type { DayWindow } from '../../../../../core/fleet/overview.ts';

/**
 * Where each number of the fleet overview leads: the cars list showing exactly the cars it counts,
 * in the list's URL (tests/api/fleet-overview-links.test.ts asks the list for each). A tab's count
 * is its tab; the returns of a window are the all tab's cars whose return counts in it (the list's
 * return window, ?returns_from=&returns_to=), the cars the overview counts as running.
 */
export const tabHref = (tab: CarsTab): string => `/cars/${tab}`;
export const returnsHref = (window: DayWindow): string =>
  `/cars/all?${new URLSearchParams({ returns_from: window.from, returns_to: window.to }).toString()}`;
