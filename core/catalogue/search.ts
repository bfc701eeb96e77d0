import { err, ok, type Result } from 'neverthrow';
import { allowsModel, type CarPolicy } from '../car-policy/policy.ts';
import {
  CATALOGUE_FUELS,
  CATALOGUE_TERMS,
  type CatalogueModel,
  cheapestPrice,
  type Fuel,
  isAvailable,
} from './types.ts';

export const VEHICLE_SORTS = ['recommended', 'price_asc', 'price_desc', 'power_desc', 'newest'] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

type Range = { readonly min: number; readonly max: number };

/** The /subscribe URL's filters; an empty list or a missing bound does not filter. */
export type VehicleQuery = {
  readonly search?: string;
  readonly brands?: readonly string[];
  readonly cartypes?: readonly string[];
  readonly fuels?: readonly string[];
  readonly gearshifts?: readonly string[];
  readonly terms?: readonly number[];
  readonly features?: readonly string[];
  readonly seats?: readonly number[];
  readonly doors?: readonly number[];
  readonly price?: Partial<Range>;
  readonly power?: Partial<Range>;
  readonly evRange?: Partial<Range>;
  readonly sort?: VehicleSort;
  readonly page?: number;
  readonly pageSize?: number;
};

export type VehiclePage = {
  readonly vehicles: CatalogueModel[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
};

export type QueryProblem = { readonly field: string; readonly message: string };

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

const fold = (text: string) =>
  text.toLocaleLowerCase('de-DE').normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');

const anyOf = <T>(wanted: readonly T[] | undefined, value: T) => !wanted?.length || wanted.includes(value);
const inRange = (range: Partial<Range> | undefined, value: number | null) =>
  !range ||
  ((range.min === undefined || (value !== null && value >= range.min)) &&
    (range.max === undefined || (value !== null && value <= range.max)));

const lowestRate = (model: CatalogueModel) => cheapestPrice(model)?.monthly ?? Number.POSITIVE_INFINITY;

const SORTS: Readonly<Record<VehicleSort, (a: CatalogueModel, b: CatalogueModel) => number>> = {
  recommended: (a, b) => a.recommendedRank - b.recommendedRank,
  price_asc: (a, b) => lowestRate(a) - lowestRate(b),
  price_desc: (a, b) => lowestRate(b) - lowestRate(a),
  power_desc: (a, b) => b.powerKw - a.powerKw,
  newest: (a, b) => b.releasedOn.localeCompare(a.releasedOn),
};

/** Bounds that contradict each other, a page below 1 or a page size out of range are refused. */
export const validateVehicleQuery = (query: VehicleQuery): Result<VehicleQuery, QueryProblem[]> => {
  const problems: QueryProblem[] = [];
  const ranges: [string, Partial<Range> | undefined][] = [
    ['price', query.price],
    ['power', query.power],
    ['ev_range', query.evRange],
  ];
  for (const [name, range] of ranges) {
    if (range?.min !== undefined && range.max !== undefined && range.min > range.max)
      problems.push({ field: `${name}_min`, message: 'Der Mindestwert ist größer als der Höchstwert.' });
    if ((range?.min ?? 0) < 0 || (range?.max ?? 0) < 0)
      problems.push({ field: `${name}_min`, message: 'Bitte gib einen positiven Wert ein.' });
  }
  if (query.page !== undefined && query.page < 1)
    problems.push({ field: 'page', message: 'Die Seite beginnt bei 1.' });
  if (query.pageSize !== undefined && (query.pageSize < 1 || query.pageSize > MAX_PAGE_SIZE))
    problems.push({ field: 'pageSize', message: `Bitte wähle 1 bis ${MAX_PAGE_SIZE} Fahrzeuge pro Seite.` });
  return problems.length ? err(problems) : ok(query);
};

export const matchesQuery = (model: CatalogueModel, query: VehicleQuery): boolean => {
  const rate = cheapestPrice(model)?.monthly ?? null;
  const search = query.search?.trim();
  return (
    (!search || fold(`${model.brand} ${model.line} ${model.version}`).includes(fold(search))) &&
    anyOf(query.brands, model.brandId) &&
    anyOf(query.cartypes, model.cartype) &&
    anyOf(query.fuels, model.fuel) &&
    anyOf(query.gearshifts, model.gearshift) &&
    (!query.terms?.length || model.prices.some((price) => query.terms?.includes(price.term))) &&
    (query.features ?? []).every((feature) => model.features.includes(feature)) &&
    anyOf(query.seats, model.seats) &&
    anyOf(query.doors, model.doors) &&
    inRange(query.price, rate) &&
    inRange(query.power, model.powerKw) &&
    inRange(query.evRange, model.evRangeKm)
  );
};

/**
 * The vehicle list of /subscribe: the models that match, within the viewer's car policy when one
 * binds them, sorted, one page of them. Sold-out models stay in the list (shown as unavailable)
 * but come after those that can be ordered.
 */
export const searchVehicles = (
  models: readonly CatalogueModel[],
  query: VehicleQuery,
  policy: CarPolicy | null,
): VehiclePage => {
  const sort = SORTS[query.sort ?? 'recommended'];
  const matching = models
    .filter((model) => matchesQuery(model, query) && (!policy || allowsModel(policy, model)))
    .sort(
      (a, b) => Number(isAvailable(b)) - Number(isAvailable(a)) || sort(a, b) || a.id.localeCompare(b.id),
    );
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return {
    vehicles: matching.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: matching.length,
  };
};

export type CatalogueBrand = {
  readonly id: string;
  readonly name: string;
  readonly available: boolean;
  readonly models: CatalogueModel[];
};

export type CatalogueFilters = {
  readonly cartypes: string[];
  readonly fuels: Fuel[];
  readonly gearshifts: string[];
  readonly terms: number[];
  readonly features: string[];
  readonly seats: number[];
  readonly doors: number[];
  readonly price: Range;
  readonly power: Range;
  readonly evRange: Range;
};

const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];
const rangeOf = (values: readonly number[]): Range =>
  values.length ? { min: Math.min(...values), max: Math.max(...values) } : { min: 0, max: 0 };
const byText = (a: string, b: string) => a.localeCompare(b, 'de-DE');

/** The brands with their models and the filters the models span, within a binding policy. */
export const catalogueOverview = (
  models: readonly CatalogueModel[],
  policy: CarPolicy | null,
): { brands: CatalogueBrand[]; filters: CatalogueFilters } => {
  const visible = models.filter((model) => !policy || allowsModel(policy, model));
  const brands = new Map<string, CatalogueBrand>();
  for (const model of [...visible].sort((a, b) => byText(a.brand, b.brand) || byText(a.line, b.line))) {
    const brand = brands.get(model.brandId) ?? {
      id: model.brandId,
      name: model.brand,
      available: false,
      models: [],
    };
    brands.set(model.brandId, {
      ...brand,
      available: brand.available || isAvailable(model),
      models: [...brand.models, model],
    });
  }
  const prices = visible.flatMap((model) => model.prices.map((price) => price.monthly));
  return {
    brands: [...brands.values()],
    filters: {
      cartypes: distinct(visible.map((model) => model.cartype)).sort(byText),
      fuels: CATALOGUE_FUELS.filter((fuel) => visible.some((model) => model.fuel === fuel)),
      gearshifts: distinct(visible.map((model) => model.gearshift)).sort(byText),
      terms: CATALOGUE_TERMS.filter((term) =>
        visible.some((model) => model.prices.some((p) => p.term === term)),
      ),
      features: distinct(visible.flatMap((model) => model.features)).sort(byText),
      seats: distinct(visible.map((model) => model.seats)).sort((a, b) => a - b),
      doors: distinct(visible.map((model) => model.doors)).sort((a, b) => a - b),
      price: rangeOf(prices),
      power: rangeOf(visible.map((model) => model.powerKw)),
      evRange: rangeOf(visible.flatMap((model) => (model.evRangeKm === null ? [] : [model.evRangeKm]))),
    },
  };
};
