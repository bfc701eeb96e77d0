import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_FILTERS, CARS_SORTS, RENEWABILITY_FILTERS } from '../../../../../core/fleet/cars-list.ts';
import { CARS_TABS } from '../../../../../core/fleet/cars-tabs.ts';
import { type CarsView, carsViewOf, hrefOf, listQueryOf, searchParamsOf } from './cars-view.ts';

const aView = fc.record({
  tab: fc.constantFrom(...CARS_TABS),
  search: fc.string(),
  renewability: fc.constantFrom(...RENEWABILITY_FILTERS),
  action: fc.constantFrom(...ACTION_FILTERS),
  companyId: fc.string(),
  sort: fc.constantFrom(...CARS_SORTS),
  page: fc.integer({ min: 1, max: 200 }),
  returnsFrom: fc.constantFrom('', '2026-11-23'),
  returnsTo: fc.constantFrom('', '2027-02-21'),
  handoversFrom: fc.constantFrom('', '2026-11-30'),
  handoversTo: fc.constantFrom('', '2026-12-06'),
  costMonth: fc.constantFrom('', '2026-05'),
});

describe('the view of /cars in the URL', () => {
  it('reads back every view it writes', () => {
    fc.assert(
      fc.property(aView, (view: CarsView) => {
        const read = carsViewOf(view.tab, new URLSearchParams(searchParamsOf(view).toString()));
        // A search of only spaces is no search.
        expect(read).toEqual({ ...view, search: view.search.trim() ? view.search : '' });
      }),
    );
  });

  it('leaves the defaults out, so the plain tab is a plain path', () => {
    expect(
      hrefOf({
        tab: 'all',
        search: '',
        renewability: 'all',
        action: 'all',
        companyId: '',
        sort: 'default',
        page: 1,
        returnsFrom: '',
        returnsTo: '',
        handoversFrom: '',
        handoversTo: '',
        costMonth: '',
      }),
    ).toBe('/cars/all');
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(carsViewOf('return', new URLSearchParams('renewability=sometimes&sort=cheapest&page=-3'))).toEqual(
      {
        tab: 'return',
        search: '',
        renewability: 'all',
        action: 'all',
        companyId: '',
        sort: 'default',
        page: 1,
        returnsFrom: '',
        returnsTo: '',
        handoversFrom: '',
        handoversTo: '',
        costMonth: '',
      },
    );
  });

  it('asks the BFF for pages of 25, and for the whole view when exporting', () => {
    const view: CarsView = {
      tab: 'orders',
      search: ' BMW ',
      renewability: 'prolongation',
      action: 'required',
      companyId: 'co-nordflotte',
      sort: 'newest',
      page: 3,
      returnsFrom: '',
      returnsTo: '',
      handoversFrom: '',
      handoversTo: '',
      costMonth: '',
    };
    expect(listQueryOf(view, true)).toEqual({
      tab: 'orders',
      search: 'BMW',
      renewability: 'prolongation',
      action: 'required',
      companyId: 'co-nordflotte',
      sort: 'newest',
      page: 3,
      pageSize: 25,
    });
    expect(listQueryOf(view, false)).not.toHaveProperty('page');
    expect(listQueryOf(view, false)).not.toHaveProperty('pageSize');
    expect(listQueryOf(view, false)).toHaveProperty('action', 'required');
    // Every car is the default, and is not sent.
    expect(listQueryOf({ ...view, action: 'all' }, true)).not.toHaveProperty('action');
  });

  it('keeps the fleet overview’s return window in the URL and asks the BFF for it', () => {
    const view = carsViewOf('all', new URLSearchParams('returns_from=2026-11-23&returns_to=2026-11-29'));
    expect(view).toMatchObject({ returnsFrom: '2026-11-23', returnsTo: '2026-11-29' });
    expect(hrefOf(view)).toBe('/cars/all?returns_from=2026-11-23&returns_to=2026-11-29');
    expect(listQueryOf(view, true)).toMatchObject({ returnsFrom: '2026-11-23', returnsTo: '2026-11-29' });
    expect(carsViewOf('all', new URLSearchParams('returns_from=23.11.2026'))).toMatchObject({
      returnsFrom: '',
    });
  });

  it('keeps the fleet overview’s handover window and cost month in the URL and asks the BFF for them', () => {
    const handovers = carsViewOf(
      'handover',
      new URLSearchParams('handovers_from=2026-11-23&handovers_to=2026-11-29'),
    );
    expect(hrefOf(handovers)).toBe('/cars/handover?handovers_from=2026-11-23&handovers_to=2026-11-29');
    expect(listQueryOf(handovers, true)).toMatchObject({
      handoversFrom: '2026-11-23',
      handoversTo: '2026-11-29',
    });
    const month = carsViewOf('all', new URLSearchParams('cost_month=2026-05'));
    expect(hrefOf(month)).toBe('/cars/all?cost_month=2026-05');
    expect(listQueryOf(month, true)).toMatchObject({ costMonth: '2026-05' });
    expect(carsViewOf('all', new URLSearchParams('cost_month=05.2026'))).toMatchObject({ costMonth: '' });
  });
});
