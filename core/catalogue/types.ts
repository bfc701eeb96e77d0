import type { Cents } from '../shared/money.ts';

/** The catalogue of the German market (consumer spec §3 "Catalogue", §9). */
export const CATALOGUE_FUELS = ['Benzin', 'Diesel', 'Elektro', 'Plug-In-Hybrid'] as const;
export type Fuel = (typeof CATALOGUE_FUELS)[number];
export const CATALOGUE_TERMS = [6, 9, 12, 18, 24] as const;
export const CO2_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type Co2Class = (typeof CO2_CLASSES)[number];

/** The price of one term; a term a model is not offered for has no price. */
export type TermPrice = {
  readonly term: number;
  /** The monthly rate with the included km package and base protection. */
  readonly monthly: Cents;
  /** The monthly rate when a down payment is made; null when none is offered. */
  readonly withDownpayment: Cents | null;
};

/** A model of the catalogue in the version the vehicle list shows. */
export type CatalogueModel = {
  readonly id: string;
  readonly brandId: string;
  readonly brand: string;
  /** The model line ('i4'). */
  readonly line: string;
  /** The version shown in lists ('i4 eDrive40'). */
  readonly version: string;
  readonly modelSlug: string;
  readonly imageUrl: string | null;
  readonly fuel: Fuel;
  readonly gearshift: string;
  readonly cartype: string;
  readonly seats: number;
  readonly doors: number;
  readonly powerKw: number;
  readonly evRangeKm: number | null;
  readonly features: readonly string[];
  /** Cars left to order; 0: sold out. */
  readonly stock: number;
  readonly prices: readonly TermPrice[];
  readonly emissions: {
    readonly label: Co2Class;
    readonly co2GramsPerKm: number;
    readonly consumption: string;
  };
  readonly configsCount: number;
  readonly groupedConfigsCount: number;
  readonly versionsCount: number;
  /** For the 'newest' sort. */
  readonly releasedOn: string;
  /** Lower first in the 'recommended' sort. */
  readonly recommendedRank: number;
};

export const displayName = (model: Pick<CatalogueModel, 'brand' | 'version'>): string =>
  `${model.brand} ${model.version}`;

export const isAvailable = (model: CatalogueModel): boolean => model.stock > 0 && model.prices.length > 0;

export const priceForTerm = (model: Pick<CatalogueModel, 'prices'>, term: number): TermPrice | undefined =>
  model.prices.find((price) => price.term === term);

export const cheapestPrice = (model: CatalogueModel): TermPrice | undefined =>
  [...model.prices].sort((a, b) => a.monthly - b.monthly)[0];

export const cheapestDownpaymentPrice = (model: CatalogueModel): Cents | null => {
  const prices = model.prices.flatMap((price) =>
    price.withDownpayment === null ? [] : [price.withDownpayment],
  );
  return prices.length ? (Math.min(...prices) as Cents) : null;
};

/** Where the use cases read the catalogue from. */
export type CatalogueSource = {
  readonly all: () => Promise<CatalogueModel[]>;
  readonly find: (id: string) => Promise<CatalogueModel | undefined>;
};
