import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAR_POLICY } from '../car-policy/policy.ts';
import { cents } from '../shared/money.ts';
import { aModel } from './a-model.ts';
import { catalogueOverview, matchesQuery, searchVehicles, validateVehicleQuery } from './search.ts';

const models = [
  aModel(),
  aModel({
    id: 'vw-golf',
    brandId: 'volkswagen',
    brand: 'Volkswagen',
    line: 'Golf',
    version: 'Golf 1.5 eTSI',
    fuel: 'Benzin',
    evRangeKm: null,
    powerKw: 110,
    prices: [{ term: 24, monthly: cents(35_900), withDownpayment: null }],
    recommendedRank: 0,
  }),
  aModel({
    id: 'renault-megane',
    brandId: 'renault',
    brand: 'Renault',
    line: 'Mégane E-Tech',
    version: 'Mégane E-Tech EV60',
    powerKw: 160,
    prices: [{ term: 6, monthly: cents(47_900), withDownpayment: null }],
    stock: 0,
    recommendedRank: 2,
  }),
];

describe('catalogue search', () => {
  it('finds a model by its name whatever the accents', () => {
    expect(searchVehicles(models, { search: 'megane' }, null).vehicles.map((m) => m.id)).toEqual([
      'renault-megane',
    ]);
  });

  it('filters by fuel and term and sorts by the cheapest rate', () => {
    const page = searchVehicles(
      models,
      { fuels: ['Elektro', 'Benzin'], terms: [24], sort: 'price_asc' },
      null,
    );
    expect(page.vehicles.map((m) => m.id)).toEqual(['vw-golf', 'bmw-i4']);
  });

  it('lists sold-out models after those that can be ordered', () => {
    const page = searchVehicles(models, { sort: 'power_desc' }, null);
    expect(page.vehicles.map((m) => m.id)).toEqual(['bmw-i4', 'vw-golf', 'renault-megane']);
  });

  it('leaves out what a binding car policy does not allow', () => {
    const policy = { ...DEFAULT_CAR_POLICY, fuels: ['Benzin' as const] };
    expect(searchVehicles(models, {}, policy).total).toBe(1);
    expect(catalogueOverview(models, policy).brands.map((brand) => brand.id)).toEqual(['volkswagen']);
  });

  it('refuses a minimum above the maximum and pages out of range', () => {
    expect(validateVehicleQuery({ price: { min: 90_000, max: 10_000 } }).isErr()).toBe(true);
    expect(validateVehicleQuery({ page: 0 }).isErr()).toBe(true);
    expect(validateVehicleQuery({ pageSize: 1000 }).isErr()).toBe(true);
  });

  it('pages through every match exactly once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom('recommended', 'price_asc', 'newest' as const),
        (pageSize, sort) => {
          const pages = [1, 2, 3].flatMap(
            (page) => searchVehicles(models, { pageSize, page, sort }, null).vehicles,
          );
          expect(pages.map((m) => m.id).sort()).toEqual(models.map((m) => m.id).sort());
          for (const model of pages) expect(matchesQuery(model, {})).toBe(true);
        },
      ),
    );
  });
});
