import type { CarsTab } from '../../../../../core/fleet/cars-tabs.ts';
import type { DayWindow } from '../../../../../core/fleet/overview.ts';

/**
 * Where each number of the fleet overview leads: the cars list showing exactly the cars it counts,
 * in the list's URL (tests/api/fleet-overview-links.test.ts asks the list for each). A tab's count
 * is its tab; the returns of a window are the all tab's cars whose return counts in it (the list's
 * return window, ?returns_from=&returns_to=), the cars the overview counts as running; the
 * handovers of a window are the handover tab's cars handed over in it (?handovers_from=&handovers_to=);
 * the cost of a month leads to the cars costing in it (?cost_month=), whose cost the list states
 * (monthCost) over every tab, as past months hold cars now in the archive.
 */
export const tabHref = (tab: CarsTab): string => `/cars/${tab}`;
export const returnsHref = (window: DayWindow): string =>
  `/cars/all?${new URLSearchParams({ returns_from: window.from, returns_to: window.to }).toString()}`;
export const handoversHref = (window: DayWindow): string =>
  `/cars/handover?${new URLSearchParams({ handovers_from: window.from, handovers_to: window.to }).toString()}`;
export const costMonthHref = (month: string): string =>
  `/cars/all?${new URLSearchParams({ cost_month: month }).toString()}`;
