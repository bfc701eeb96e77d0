import { VEHICLE_SORTS } from '../../../../../contracts/routes/catalogue.ts';

/**
 * What /subscribe shows, kept in the URL so a search can be reloaded, shared and gone back to. The
 * URL's query is the BFF's vehicle query (contracts/routes/catalogue.ts): lists comma-separated
 * (`?brands=bmw,tesla&fuels=Elektro`), ranges as `price_min`/`price_max` (cents), `power_*` (kW),
 * `ev_range_*` (km), then `sort` and `page`; defaults are left out.
 */
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

export const LIST_FILTERS = [
  'brands',
  'cartypes',
  'fuels',
  'gearshifts',
  'terms',
  'features',
  'seats',
  'doors',
] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

export const RANGE_FILTERS = ['price', 'power', 'ev_range'] as const;
export type RangeFilter = (typeof RANGE_FILTERS)[number];

export type SubscribeView = {
  readonly search: string;
  readonly lists: Readonly<Record<ListFilter, readonly string[]>>;
  readonly ranges: Readonly<Record<RangeFilter, { readonly min?: number; readonly max?: number }>>;
  readonly swapSubscriptionId: string;
  /** Models chosen for the comparison (`?compare=`, at most COMPARE_LIMIT); not part of the BFF's query. */
  readonly compare: readonly string[];
  readonly sort: VehicleSort;
  readonly page: number;
};

/** The portal asks the BFF for pages of 24 cars (a grid of 2, 3 or 4 columns). */
export const VEHICLES_PAGE_SIZE = 24;

/** How many models the comparison sets side by side. */
export const COMPARE_LIMIT = 3;

const listOf = (text: string | null): string[] =>
  (text ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

const boundOf = (text: string | null): number | undefined => {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
};

export const subscribeViewOf = (params: URLSearchParams): SubscribeView => {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    search: params.get('search') ?? '',
    lists: Object.fromEntries(LIST_FILTERS.map((name) => [name, listOf(params.get(name))])) as Record<
      ListFilter,
      string[]
    >,
    ranges: Object.fromEntries(
      RANGE_FILTERS.map((name) => [
        name,
        { min: boundOf(params.get(`${name}_min`)), max: boundOf(params.get(`${name}_max`)) },
      ]),
    ) as Record<RangeFilter, { min?: number; max?: number }>,
    swapSubscriptionId: params.get('swap_subscription_id') ?? '',
    compare: listOf(params.get('compare')).slice(0, COMPARE_LIMIT),
    sort:
      sort !== null && (VEHICLE_SORTS as readonly string[]).includes(sort)
        ? (sort as VehicleSort)
        : 'recommended',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
};

/** The BFF's vehicle query of a view (also the URL's query, without the defaults). */
export const vehicleQueryOf = (view: SubscribeView) => {
  const query: Record<string, string | number> = {};
  if (view.search.trim()) query.search = view.search.trim();
  for (const name of LIST_FILTERS) if (view.lists[name].length > 0) query[name] = view.lists[name].join(',');
  for (const name of RANGE_FILTERS) {
    const { min, max } = view.ranges[name];
    if (min !== undefined) query[`${name}_min`] = min;
    if (max !== undefined) query[`${name}_max`] = max;
  }
  if (view.swapSubscriptionId) query.swap_subscription_id = view.swapSubscriptionId;
  if (view.sort !== 'recommended') query.sort = view.sort;
  if (view.page > 1) query.page = view.page;
  return query;
};

export const hrefOf = (view: SubscribeView): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(vehicleQueryOf(view))) params.set(name, String(value));
  if (view.compare.length > 0) params.set('compare', view.compare.join(','));
  const query = params.toString();
  return `/subscribe${query ? `?${query}` : ''}`;
};

/** The view with one value of a list filter switched on or off. */
export const toggled = (view: SubscribeView, name: ListFilter, value: string): SubscribeView => {
  const current = view.lists[name];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return { ...view, lists: { ...view.lists, [name]: next }, page: 1 };
};

export const isNarrowed = (view: SubscribeView): boolean =>
  view.search.trim() !== '' ||
  LIST_FILTERS.some((name) => view.lists[name].length > 0) ||
  RANGE_FILTERS.some((name) => view.ranges[name].min !== undefined || view.ranges[name].max !== undefined);

export const withoutFilters = (view: SubscribeView): SubscribeView => ({
  ...subscribeViewOf(new URLSearchParams()),
  swapSubscriptionId: view.swapSubscriptionId,
  compare: view.compare,
  sort: view.sort,
});

/** The view with a model added to or taken from the comparison (a full comparison takes no more). */
export const toggledComparison = (view: SubscribeView, id: string): SubscribeView => {
  if (view.compare.includes(id)) return { ...view, compare: view.compare.filter((other) => other !== id) };
  return view.compare.length >= COMPARE_LIMIT ? view : { ...view, compare: [...view.compare, id] };
};

export const comparisonHrefOf = (ids: readonly string[]): string =>
  `/subscribe/compare?${new URLSearchParams({ models: ids.join(',') })}`;
