import type { DealState } from '../deals/types.ts';

/** The tabs of the B2B cars page /cars (business spec §2, "Cars page /cars, with tabs"). */
export const CARS_TABS = ['all', 'orders', 'handover', 'return', 'archived'] as const;
export type CarsTab = (typeof CARS_TABS)[number];

export type CarsTabInfo = {
  readonly route: string;
  readonly label: string;
  readonly states: readonly DealState[];
};

/**
 * A state may sit in two tabs (HANDOVER is in "Meine Flotte" and in "Übergabe"). CREATED and the
 * other contract states are in no tab: the BFF maps them to display states for the cars list.
 */
export const CARS_TAB_INFO: Readonly<Record<CarsTab, CarsTabInfo>> = {
  all: {
    route: '/cars/all',
    label: 'Meine Flotte',
    states: [
      'ACTIVE',
      'DELIVERING',
      'FINAL_INVOICE',
      'HANDOVER',
      'RETURN',
      'RETURNING',
      'PROLONGED',
      'PROLONGATION',
      'SCHEDULED',
      'UNKNOWN',
    ],
  },
  orders: { route: '/cars/orders', label: 'Reserviert', states: ['NOT_SIGNED'] },
  handover: { route: '/cars/handover', label: 'Übergabe', states: ['HANDOVER', 'DELIVERING', 'SCHEDULED'] },
  return: { route: '/cars/return', label: 'Endend', states: ['RETURN', 'RETURNING'] },
  archived: { route: '/cars/archived', label: 'Archiv', states: ['ARCHIVED'] },
};

export const isCarsTab = (text: string): text is CarsTab => (CARS_TABS as readonly string[]).includes(text);

export const isInCarsTab = (state: DealState, tab: CarsTab): boolean =>
  CARS_TAB_INFO[tab].states.includes(state);

/** The tabs listing a deal in this state, in the order of CARS_TABS; empty for CREATED. */
export const carsTabsOf = (state: DealState): CarsTab[] => CARS_TABS.filter((tab) => isInCarsTab(state, tab));

/** The tab of a route such as '/cars/return'; undefined for any other path. */
export const carsTabOfRoute = (path: string): CarsTab | undefined =>
  CARS_TABS.find((tab) => CARS_TAB_INFO[tab].route === path.replace(/\/+$/, ''));
