import { describe, expect, it } from 'vitest';
import {
  hrefOf,
  isNarrowed,
  subscribeViewOf,
  toggled,
  toggledComparison,
  vehicleQueryOf,
  withoutFilters,
} from './subscribe-view.ts';

const viewOf = (query: string) => subscribeViewOf(new URLSearchParams(query));

describe('the /subscribe view in the URL', () => {
  it('reads lists, ranges, sort and page from the query', () => {
    const view = viewOf('brands=bmw,tesla&fuels=Elektro&price_max=80000&power_min=100&sort=price_asc&page=2');
    expect(view.lists.brands).toEqual(['bmw', 'tesla']);
    expect(view.lists.fuels).toEqual(['Elektro']);
    expect(view.ranges.price).toEqual({ min: undefined, max: 80000 });
    expect(view.ranges.power).toEqual({ min: 100, max: undefined });
    expect(view.sort).toBe('price_asc');
    expect(view.page).toBe(2);
  });

  it('falls back to the defaults for values it cannot read', () => {
    const view = viewOf('sort=cheapest&page=-3&price_min=abc');
    expect(view.sort).toBe('recommended');
    expect(view.page).toBe(1);
    expect(view.ranges.price.min).toBeUndefined();
    expect(hrefOf(view)).toBe('/subscribe');
  });

  it('writes back the same query it read, defaults left out', () => {
    const href = '/subscribe?brands=bmw%2Ctesla&fuels=Elektro&price_max=80000&sort=price_asc&page=2';
    expect(hrefOf(viewOf(href.split('?')[1] ?? ''))).toBe(href);
  });

  it('switches a value of a list on and off and starts again at page 1', () => {
    const on = toggled(viewOf('page=3'), 'seats', '7');
    expect(on.lists.seats).toEqual(['7']);
    expect(on.page).toBe(1);
    expect(toggled(on, 'seats', '7').lists.seats).toEqual([]);
  });

  it('keeps the swap selection and the sort when the filters are reset', () => {
    const view = viewOf('swap_subscription_id=f-2001&sort=newest&doors=5&search=ID');
    expect(isNarrowed(view)).toBe(true);
    const reset = withoutFilters(view);
    expect(isNarrowed(reset)).toBe(false);
    expect(vehicleQueryOf(reset)).toEqual({ swap_subscription_id: 'f-2001', sort: 'newest' });
  });
});

describe('the comparison in the URL', () => {
  it('takes at most three models and is no part of the BFF query', () => {
    let view = viewOf('compare=a,b');
    view = toggledComparison(view, 'c');
    expect(toggledComparison(view, 'd').compare).toEqual(['a', 'b', 'c']);
    expect(toggledComparison(view, 'b').compare).toEqual(['a', 'c']);
    expect(vehicleQueryOf(view)).toEqual({});
    expect(hrefOf(view)).toBe('/subscribe?compare=a%2Cb%2Cc');
  });
});
