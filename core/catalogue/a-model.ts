/** Test data builder for catalogue models: tests state only what matters to them. */
import { cents } from '../shared/money.ts';
import type { CatalogueModel } from './types.ts';

export const aModel = (overrides: Partial<CatalogueModel> = {}): CatalogueModel => ({
  id: 'bmw-i4',
  brandId: 'bmw',
  brand: 'BMW',
  line: 'i4',
  version: 'i4 eDrive40',
  modelSlug: 'i4',
  imageUrl: null,
  fuel: 'Elektro',
  gearshift: 'Automatik',
  cartype: 'Limousine',
  seats: 5,
  doors: 5,
  powerKw: 250,
  evRangeKm: 590,
  features: ['Navigationssystem'],
  stock: 5,
  prices: [
    { term: 12, monthly: cents(64_900), withDownpayment: cents(58_900) },
    { term: 24, monthly: cents(61_900), withDownpayment: cents(55_900) },
  ],
  emissions: { label: 'A', co2GramsPerKm: 0, consumption: '16,1 kWh/100 km' },
  configsCount: 4,
  groupedConfigsCount: 2,
  versionsCount: 2,
  releasedOn: '2025-06-01',
  recommendedRank: 1,
  ...overrides,
});
