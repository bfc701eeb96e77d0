import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEAL_STATES, type DealState } from '../deals/types.ts';
import {
  CARS_TAB_INFO,
  CARS_TABS,
  type CarsTab,
  carsTabOfRoute,
  carsTabsOf,
  isCarsTab,
  isInCarsTab,
} from './cars-tabs.ts';

/** The table of business spec §2, written out state by state. */
const expectedTabs: Record<DealState, CarsTab[]> = {
  CREATED: [],
  SIGNED: [],
  EXTERNALLY_VERIFIED: [],
  ACTIVE: ['all'],
  STOPPED: [],
  INACTIVE: [],
  ENDED: [],
  CANCELED: [],
  HANDOVER: ['all', 'handover'],
  DELIVERING: ['all', 'handover'],
  SCHEDULED: ['all', 'handover'],
  RETURN: ['all', 'return'],
  RETURNING: ['all', 'return'],
  PROLONGED: ['all'],
  PROLONGATION: ['all'],
  FINAL_INVOICE: ['all'],
  ARCHIVED: ['archived'],
  NOT_SIGNED: ['orders'],
  UNKNOWN: ['all'],
};

describe('cars list tabs', () => {
  it.each(DEAL_STATES.map((state) => [state, expectedTabs[state]] as const))(
    'lists a %s deal in the tabs %j',
    (state, tabs) => {
      expect(carsTabsOf(state)).toEqual(tabs);
    },
  );

  it('lists a CREATED deal in no tab', () => {
    expect(carsTabsOf('CREATED')).toEqual([]);
  });

  it('keeps reserved and archived deals out of "Meine Flotte"', () => {
    expect(isInCarsTab('NOT_SIGNED', 'all')).toBe(false);
    expect(isInCarsTab('ARCHIVED', 'all')).toBe(false);
  });

  it('lists a deal in the tabs its state maps to and in no other, for every state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DEAL_STATES), (state) => {
        const tabs = carsTabsOf(state);
        for (const tab of CARS_TABS)
          expect(tabs.includes(tab)).toBe(CARS_TAB_INFO[tab].states.includes(state));
        expect(tabs).toEqual(CARS_TABS.filter((tab) => tabs.includes(tab)));
      }),
    );
  });

  it('gives every tab its route and German label', () => {
    expect(CARS_TABS.map((tab) => [CARS_TAB_INFO[tab].route, CARS_TAB_INFO[tab].label])).toEqual([
      ['/cars/all', 'Meine Flotte'],
      ['/cars/orders', 'Reserviert'],
      ['/cars/handover', 'Übergabe'],
      ['/cars/return', 'Endend'],
      ['/cars/archived', 'Archiv'],
    ]);
  });

  it('finds the tab of a route and nothing for other paths', () => {
    expect(carsTabOfRoute('/cars/return')).toBe('return');
    expect(carsTabOfRoute('/cars/return/')).toBe('return');
    expect(carsTabOfRoute('/cars')).toBeUndefined();
    expect(carsTabOfRoute('/cars/returns')).toBeUndefined();
  });

  it('recognises tab ids only', () => {
    expect(isCarsTab('archived')).toBe(true);
    expect(isCarsTab('ARCHIVED')).toBe(false);
  });
});
