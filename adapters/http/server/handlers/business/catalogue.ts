import { err, ok } from 'neverthrow';
import type { User } from '../../../../../core/account/ports.ts';
import { allowsModel, type CarPolicy, isBoundByPolicy } from '../../../../../core/car-policy/policy.ts';
import {
  catalogueOverview,
  searchVehicles,
  type VehicleQuery,
  validateVehicleQuery,
} from '../../../../../core/catalogue/search.ts';
import {
  CATALOGUE_TERMS,
  type CatalogueModel,
  cheapestDownpaymentPrice,
  cheapestPrice,
  isAvailable,
  priceForTerm,
} from '../../../../../core/catalogue/types.ts';
import { dealScopeOf } from '../../../../../core/deals/access.ts';
import { sqlCatalogue } from '../../../../sql/catalogue-repository.ts';
import { sqlCarPolicies } from '../../../../sql/company-policy-repository.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Handler } from '../../handler.ts';

/** A model as the vehicle list shows it (contracts/routes/catalogue.ts Vehicle). */
export const vehicleOf = (model: CatalogueModel) => ({
  id: model.id,
  brand: model.brand,
  model: model.version,
  model_slug: model.modelSlug,
  image_url: model.imageUrl,
  fuel: model.fuel,
  gearshift: model.gearshift,
  cartype: model.cartype,
  seats: model.seats,
  doors: model.doors,
  power_kw: model.powerKw,
  ev_range_km: model.evRangeKm,
  cheapest_price: cheapestPrice(model)?.monthly ?? 0,
  cheapest_downpayment_price: cheapestDownpaymentPrice(model),
  terms: model.prices.map((price) => price.term),
  available: isAvailable(model),
});

const list = (text: string | undefined) =>
  text
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const numbers = (text: string | undefined) => list(text)?.map(Number).filter(Number.isFinite);
const range = (min: number | undefined, max: number | undefined) =>
  min === undefined && max === undefined
    ? undefined
    : { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };

type RawQuery = Partial<
  Record<
    | 'search'
    | 'brands'
    | 'cartypes'
    | 'fuels'
    | 'gearshifts'
    | 'terms'
    | 'features'
    | 'seats'
    | 'doors'
    | 'swap_subscription_id',
    string
  >
> &
  Partial<
    Record<
      | 'price_min'
      | 'price_max'
      | 'power_min'
      | 'power_max'
      | 'ev_range_min'
      | 'ev_range_max'
      | 'page'
      | 'pageSize',
      number
    >
  > & {
    sort?: VehicleQuery['sort'];
  };

const vehicleQueryOf = (raw: RawQuery): VehicleQuery => {
  const query: { -readonly [K in keyof VehicleQuery]: VehicleQuery[K] } = {};
  if (raw.search !== undefined) query.search = raw.search;
  const lists = {
    brands: list(raw.brands),
    cartypes: list(raw.cartypes),
    fuels: list(raw.fuels),
    gearshifts: list(raw.gearshifts),
    features: list(raw.features),
  };
  for (const [key, value] of Object.entries(lists)) if (value) query[key as 'brands'] = value;
  const terms = numbers(raw.terms);
  if (terms) query.terms = terms;
  const seats = numbers(raw.seats);
  if (seats) query.seats = seats;
  const doors = numbers(raw.doors);
  if (doors) query.doors = doors;
  const price = range(raw.price_min, raw.price_max);
  if (price) query.price = price;
  const power = range(raw.power_min, raw.power_max);
  if (power) query.power = power;
  const evRange = range(raw.ev_range_min, raw.ev_range_max);
  if (evRange) query.evRange = evRange;
  if (raw.sort) query.sort = raw.sort;
  if (raw.page !== undefined) query.page = raw.page;
  if (raw.pageSize !== undefined) query.pageSize = raw.pageSize;
  return query;
};

export const catalogueHandlers = (bff: BffContext): Record<string, Handler> => {
  const catalogue = sqlCatalogue(bff.db);
  const policies = sqlCarPolicies(bff.db);
  /** The car policy that binds the viewer, if any: the catalogue leaves out what it does not allow. */
  const bindingPolicy = async (user: User | undefined): Promise<CarPolicy | null> => {
    if (!user?.companyId) return null;
    const policy = await policies.find(user.companyId);
    return isBoundByPolicy(policy, user) ? policy : null;
  };

  return {
    getCatalogue: async ({ user }) => {
      const overview = catalogueOverview(await catalogue.all(), await bindingPolicy(user));
      return ok({
        body: {
          data: {
            brands: overview.brands.map((brand) => ({
              id: brand.id,
              name: brand.name,
              available: brand.available,
              logo: `/logos/${brand.id}.svg`,
              models: brand.models.map((model) => ({
                id: model.id,
                model_slug: model.modelSlug,
                name: model.line,
                available: isAvailable(model),
                grouped_configs_count: model.groupedConfigsCount,
                configs_count: model.configsCount,
                cheapest_price: cheapestPrice(model)?.monthly ?? 0,
                cheapest_downpayment_price: cheapestDownpaymentPrice(model),
                versions_count: model.versionsCount,
              })),
            })),
            filters: {
              cartypes: overview.filters.cartypes,
              fuels: overview.filters.fuels,
              gearshifts: overview.filters.gearshifts,
              terms: overview.filters.terms,
              features: overview.filters.features,
              seats: overview.filters.seats,
              doors: overview.filters.doors,
              price: overview.filters.price,
              power: overview.filters.power,
              ev_range: overview.filters.evRange,
            },
          },
        },
      });
    },

    searchVehicles: async ({ user, query }) => {
      const raw = query as RawQuery;
      const valid = validateVehicleQuery(vehicleQueryOf(raw));
      if (valid.isErr())
        return err({
          code: 'bad_request',
          fields: Object.fromEntries(
            valid.error.map((problem) => [`query.${problem.field}`, problem.message]),
          ),
        });
      let models = await catalogue.all();
      if (raw.swap_subscription_id !== undefined) {
        // Swap selection: a subscription the user sees; only cars that can be ordered replace it.
        const subscription = user
          ? await bff.deals.findIn(dealScopeOf(user), raw.swap_subscription_id)
          : undefined;
        if (!subscription) return err({ code: 'not_found' });
        models = models.filter(isAvailable);
      }
      const page = searchVehicles(models, valid.value, await bindingPolicy(user));
      return ok({
        body: {
          data: page.vehicles.map(vehicleOf),
          page: page.page,
          pageSize: page.pageSize,
          total: page.total,
        },
      });
    },

    getModelDetails: async ({ user, params }) => {
      const model = await catalogue.find(params.id ?? '');
      const policy = await bindingPolicy(user);
      if (!model || (policy && !allowsModel(policy, model))) return err({ code: 'not_found' });
      return ok({
        body: {
          data: {
            vehicle: vehicleOf(model),
            prices: CATALOGUE_TERMS.map((term) => {
              // An unavailable term (or a sold-out model) has no price.
              const price = isAvailable(model) ? priceForTerm(model, term) : undefined;
              return {
                term,
                available: price !== undefined,
                monthly_price: price?.monthly ?? null,
                downpayment_price: price?.withDownpayment ?? null,
              };
            }),
            emissions: {
              label: model.emissions.label,
              co2_g_per_km: model.emissions.co2GramsPerKm,
              consumption: model.emissions.consumption,
            },
          },
        },
      });
    },
  };
};
