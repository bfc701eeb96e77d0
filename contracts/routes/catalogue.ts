import * as t from 'io-ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../core/catalogue/search.ts';
import { Cents, nullable, oneOf, QueryInt } from '../codecs.ts';
import { BUSINESS_ADMIN, data, get, page, SIGNED_OUT } from '../route-builders.ts';

/**
 * The catalogue of the German market (consumer spec §3 "Catalogue", §9; business spec §2 /subscribe
 * and model details): designed by us; prices are cents. Public; for a signed-in business user the
 * BFF leaves out what the company's car policy does not allow.
 */

/** Consumer spec §9. */
export const CATALOGUE_FUELS = ['Benzin', 'Diesel', 'Elektro', 'Plug-In-Hybrid'] as const;
export const CATALOGUE_TERMS = [6, 9, 12, 18, 24] as const;
/** The German CO2 class of the Pkw-EnVKV label. */
export const CO2_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const VEHICLE_SORTS = ['recommended', 'price_asc', 'price_desc', 'power_desc', 'newest'] as const;

const Fuel = oneOf(CATALOGUE_FUELS, 'Fuel');

const Model = t.type(
  {
    id: t.string,
    model_slug: t.string,
    name: t.string,
    available: t.boolean,
    grouped_configs_count: t.Int,
    configs_count: t.Int,
    /** The lowest monthly rate, in cents. */
    cheapest_price: Cents,
    /** The lowest monthly rate with a down payment, in cents; null when none is offered. */
    cheapest_downpayment_price: nullable(Cents),
    versions_count: t.Int,
  },
  'CatalogueModel',
);

const Brand = t.type(
  { id: t.string, name: t.string, available: t.boolean, logo: t.string, models: t.array(Model) },
  'CatalogueBrand',
);

const Range = t.type({ min: t.number, max: t.number });

const Filters = t.type(
  {
    cartypes: t.array(t.string),
    fuels: t.array(Fuel),
    gearshifts: t.array(t.string),
    terms: t.array(t.Int),
    features: t.array(t.string),
    seats: t.array(t.Int),
    doors: t.array(t.Int),
    /** Monthly rate in cents. */
    price: Range,
    /** kW. */
    power: Range,
    /** km (WLTP) of the electric cars. */
    ev_range: Range,
  },
  'CatalogueFilters',
);

/** A model as the vehicle list /subscribe shows it. */
const Vehicle = t.type(
  {
    id: t.string,
    brand: t.string,
    model: t.string,
    model_slug: t.string,
    image_url: nullable(t.string),
    fuel: Fuel,
    gearshift: t.string,
    cartype: t.string,
    seats: t.Int,
    doors: t.Int,
    power_kw: t.Int,
    ev_range_km: nullable(t.Int),
    cheapest_price: Cents,
    cheapest_downpayment_price: nullable(Cents),
    terms: t.array(t.Int),
    available: t.boolean,
  },
  'CatalogueVehicle',
);

const i4 = {
  id: 'bmw-i4',
  brand: 'BMW',
  model: 'i4 eDrive40',
  model_slug: 'i4',
  image_url: '/images/models/bmw-i4.svg',
  fuel: 'Elektro',
  gearshift: 'Automatik',
  cartype: 'Limousine',
  seats: 5,
  doors: 5,
  power_kw: 250,
  ev_range_km: 590,
  cheapest_price: 61900,
  cheapest_downpayment_price: 55900,
  terms: [6, 9, 12, 18, 24],
  available: true,
};

const model3 = {
  id: 'tesla-model-3',
  brand: 'Tesla',
  model: 'Model 3 Hinterradantrieb',
  model_slug: 'model-3',
  image_url: '/images/models/tesla-model-3.svg',
  fuel: 'Elektro',
  gearshift: 'Automatik',
  cartype: 'Limousine',
  seats: 5,
  doors: 4,
  power_kw: 208,
  ev_range_km: 554,
  cheapest_price: 44900,
  cheapest_downpayment_price: 38900,
  terms: [6, 9, 12, 18, 24],
  available: true,
};

/** The /subscribe URL's filters as the query: lists comma-separated ("fuels=Elektro,Diesel"). */
const VehicleQuery = t.partial({
  search: t.string,
  brands: t.string,
  cartypes: t.string,
  fuels: t.string,
  gearshifts: t.string,
  terms: t.string,
  features: t.string,
  seats: t.string,
  doors: t.string,
  price_min: QueryInt,
  price_max: QueryInt,
  power_min: QueryInt,
  power_max: QueryInt,
  ev_range_min: QueryInt,
  ev_range_max: QueryInt,
  /** Swap-vehicle selection: only cars that can replace this running subscription. */
  swap_subscription_id: t.string,
  sort: oneOf(VEHICLE_SORTS, 'VehicleSort'),
  page: QueryInt,
  pageSize: QueryInt,
});

export const catalogueRoutes = {
  getCatalogue: get({
    name: 'getCatalogue',
    path: '/portal/api/bff/catalogue',
    response: data(t.type({ brands: t.array(Brand), filters: Filters })),
    access: 'public',
    summary:
      'The German catalogue: brands with their models (counts, cheapest rates in cents) and the filters (car types, fuels, gearshifts, terms, features, seats, doors, price, power, EV range).',
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
                  cheapest_downpayment_price: 55900,
                  versions_count: 2,
                },
              ],
            },
          ],
          filters: {
            cartypes: ['Kleinwagen', 'Kombi', 'Limousine', 'SUV', 'Van'],
            fuels: ['Benzin', 'Diesel', 'Elektro', 'Plug-In-Hybrid'],
            gearshifts: ['Automatik', 'Schaltgetriebe'],
            terms: [6, 9, 12, 18, 24],
            features: ['Anhängerkupplung', 'Navigationssystem', 'Sitzheizung'],
            seats: [2, 4, 5, 7, 8, 9],
            doors: [2, 3, 4, 5],
            price: { min: 13900, max: 198900 },
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
    query: VehicleQuery,
    response: page(Vehicle),
    errors: ['bad_request', 'not_found'],
    access: 'public',
    summary: `The vehicle list of /subscribe: text search, the filters of the URL, swap-vehicle selection, sort and pages of pageSize vehicles (${DEFAULT_PAGE_SIZE} without one, at most ${MAX_PAGE_SIZE}: above it 400).`,
    area: 'catalogue',
    example: {
      state: SIGNED_OUT,
      query: { brands: 'bmw', fuels: 'Elektro', price_max: 80000, sort: 'price_asc', page: 1, pageSize: 24 },
      response: { data: [i4], page: 1, pageSize: 24, total: 1 },
    },
    errorExamples: [
      { state: SIGNED_OUT, query: { price_min: 90000, price_max: 10000 }, status: 400, code: 'bad_request' },
      { state: SIGNED_OUT, query: { pageSize: MAX_PAGE_SIZE + 1 }, status: 400, code: 'bad_request' },
      // Swap selection for a subscription the user cannot see.
      {
        state: BUSINESS_ADMIN,
        query: { swap_subscription_id: 'f-2201' },
        status: 404,
        code: 'not_found',
      },
    ],
  }),
  getModelDetails: get({
    name: 'getModelDetails',
    path: '/portal/api/bff/catalogue/models/{id}',
    response: data(
      t.type({
        vehicle: Vehicle,
        /** Every term of the catalogue; an unavailable one has no price. */
        prices: t.array(
          t.type({
            term: t.Int,
            available: t.boolean,
            monthly_price: nullable(Cents),
            downpayment_price: nullable(Cents),
          }),
        ),
        emissions: t.type({
          label: oneOf(CO2_CLASSES, 'Co2Class'),
          co2_g_per_km: t.Int,
          consumption: t.string,
        }),
      }),
    ),
    errors: ['not_found'],
    access: 'public',
    summary:
      'A model for its detail page: prices per term in cents with each term’s availability, the emissions label (CO2 class).',
    area: 'catalogue',
    example: {
      state: SIGNED_OUT,
      // A model offered for every term: the verification holds each price to the first one's shape.
      params: { id: 'tesla-model-3' },
      response: {
        data: {
          vehicle: model3,
          prices: [
            { term: 6, available: true, monthly_price: 52900, downpayment_price: 46900 },
            { term: 9, available: true, monthly_price: 49900, downpayment_price: 43900 },
            { term: 12, available: true, monthly_price: 47900, downpayment_price: 41900 },
            { term: 18, available: true, monthly_price: 46400, downpayment_price: 40400 },
            { term: 24, available: true, monthly_price: 44900, downpayment_price: 38900 },
          ],
          emissions: { label: 'A', co2_g_per_km: 0, consumption: '13,2 kWh/100 km' },
        },
      },
    },
    errorExamples: [{ state: SIGNED_OUT, params: { id: 'no-such-model' }, status: 404, code: 'not_found' }],
  }),
};
