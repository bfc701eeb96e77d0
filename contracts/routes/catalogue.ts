import * as t from 'io-ts';
import { nullable, QueryInt } from '../codecs.ts';
import { data, get, SIGNED_OUT } from '../route-builders.ts';

/** The catalogue of the German market (consumer spec §3 "Catalogue", §9; business spec §2 /subscribe). */

const Model = t.type({
  id: t.string,
  model_slug: t.string,
  name: t.string,
  available: t.boolean,
  grouped_configs_count: t.Int,
  configs_count: t.Int,
  cheapest_price: t.Int,
  cheapest_downpayment_price: nullable(t.Int),
  versions_count: t.Int,
});

const Brand = t.type({
  id: t.string,
  name: t.string,
  available: t.boolean,
  logo: t.string,
  models: t.array(Model),
});

const Range = t.type({ min: t.number, max: t.number });

const Filters = t.type({
  cartypes: t.array(t.string),
  fuels: t.array(t.string),
  gearshifts: t.array(t.string),
  terms: t.array(t.Int),
  features: t.array(t.string),
  seats: t.array(t.Int),
  doors: t.array(t.Int),
  price: Range,
  power: Range,
  ev_range: Range,
});

const Vehicle = t.type({
  id: t.string,
  brand: t.string,
  model: t.string,
  model_slug: t.string,
  fuel: t.string,
  gearshift: t.string,
  cartype: t.string,
  seats: t.Int,
  doors: t.Int,
  power_kw: t.Int,
  ev_range_km: nullable(t.Int),
  price_from: t.Int,
  terms: t.array(t.Int),
  available: t.boolean,
});

const i4 = {
  id: 'bmw-i4',
  brand: 'BMW',
  model: 'i4 eDrive40',
  model_slug: 'i4',
  fuel: 'Elektro',
  gearshift: 'Automatik',
  cartype: 'Limousine',
  seats: 5,
  doors: 5,
  power_kw: 250,
  ev_range_km: 590,
  price_from: 61900,
  terms: [6, 9, 12, 18, 24],
  available: true,
};

export const catalogueRoutes = {
  getCatalogue: get({
    name: 'getCatalogue',
    path: '/portal/api/bff/catalogue',
    response: data(t.type({ brands: t.array(Brand), filters: Filters })),
    access: 'public',
    summary: 'Brands with their models and the filter ranges of the German market.',
    area: 'catalogue',
    example: {
      state: SIGNED_OUT,
      response: {
        data: {
          brands: [
            {
              id: 'bmw',
              name: 'BMW',
              available: true,
              logo: '/logos/bmw.svg',
              models: [
                {
                  id: 'bmw-i4',
                  model_slug: 'i4',
                  name: 'i4',
                  available: true,
                  grouped_configs_count: 2,
                  configs_count: 6,
                  cheapest_price: 61900,
                  cheapest_downpayment_price: null,
                  versions_count: 2,
                },
              ],
            },
          ],
          filters: {
            cartypes: ['Limousine', 'SUV', 'Kombi'],
            fuels: ['Benzin', 'Diesel', 'Elektro', 'Plug-In-Hybrid'],
            gearshifts: ['Automatik', 'Schaltgetriebe'],
            terms: [6, 9, 12, 18, 24],
            features: ['Anhängerkupplung'],
            seats: [2, 4, 5, 7, 8, 9],
            doors: [2, 3, 4, 5],
            price: { min: 139, max: 1989 },
            power: { min: 53, max: 390 },
            ev_range: { min: 303, max: 628 },
          },
        },
      },
    },
  }),
  searchVehicles: get({
    name: 'searchVehicles',
    path: '/portal/api/bff/catalogue/vehicles',
    query: t.partial({
      brands: t.string,
      cartypes: t.string,
      fuels: t.string,
      gearshifts: t.string,
      terms: t.string,
      features: t.string,
      seats: t.string,
      doors: t.string,
      priceMin: QueryInt,
      priceMax: QueryInt,
      powerMin: QueryInt,
      powerMax: QueryInt,
      evRangeMin: QueryInt,
      sort: t.keyof({ price_asc: null, price_desc: null, power_desc: null, newest: null }),
      page: QueryInt,
      pageSize: QueryInt,
    }),
    response: t.type({ data: t.array(Vehicle), total: t.Int, page: t.Int, pageSize: t.Int }),
    errors: ['bad_request'],
    access: 'public',
    summary: 'Vehicles for /subscribe, filtered (comma-separated lists, ranges) and sorted as in the URL.',
    area: 'catalogue',
    example: {
      state: SIGNED_OUT,
      query: { brands: 'bmw', fuels: 'Elektro', sort: 'price_asc', page: 1, pageSize: 24 },
      response: { data: [i4], total: 1, page: 1, pageSize: 24 },
    },
  }),
  getModelDetails: get({
    name: 'getModelDetails',
    path: '/portal/api/bff/catalogue/models/{id}',
    response: data(
      t.type({
        vehicle: Vehicle,
        prices: t.array(t.type({ term: t.Int, kmPackage: t.Int, monthlyPrice: t.Int, available: t.boolean })),
        emissions: t.type({ label: t.string, co2_g_per_km: t.Int, consumption: t.string }),
      }),
    ),
    errors: ['not_found'],
    access: 'public',
    summary: 'A model: prices per term and mileage (availability of each term), emissions label.',
    area: 'catalogue',
    example: {
      state: SIGNED_OUT,
      params: { id: 'bmw-i4' },
      response: {
        data: {
          vehicle: i4,
          prices: [{ term: 12, kmPackage: 1500, monthlyPrice: 61900, available: true }],
          emissions: { label: 'A', co2_g_per_km: 0, consumption: '16,1 kWh/100 km' },
        },
      },
    },
    errorExamples: [{ state: SIGNED_OUT, params: { id: 'no-such-model' }, status: 404, code: 'not_found' }],
  }),
};
