import type { Answer } from '../../test/render-app.tsx';

/** Test data of the shop pages, shaped like the contract examples (contracts/routes/catalogue.ts, cart.ts). */

// The business pages share their users; shop tests take them from here with the rest of their data.
export { nordAdmin, nordAnalyst, nordDriver } from '../../test/nordflotte-fixtures.ts';

export const catalogue: Answer = {
  status: 200,
  body: {
    data: {
      brands: [
        { id: 'bmw', name: 'BMW', available: true, logo: '/logos/bmw.svg', models: [] },
        { id: 'tesla', name: 'Tesla', available: true, logo: '/logos/tesla.svg', models: [] },
      ],
      filters: {
        cartypes: ['Kleinwagen', 'Limousine', 'SUV'],
        fuels: ['Benzin', 'Diesel', 'Elektro', 'Plug-In-Hybrid'],
        gearshifts: ['Automatik', 'Schaltgetriebe'],
        terms: [6, 9, 12, 18, 24],
        features: ['Anhängerkupplung', 'Sitzheizung'],
        seats: [2, 4, 5, 7],
        doors: [2, 3, 4, 5],
        price: { min: 13900, max: 198900 },
        power: { min: 53, max: 390 },
        ev_range: { min: 303, max: 628 },
      },
    },
  },
};

export const i4 = {
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
export const model3 = {
  ...i4,
  id: 'tesla-model-3',
  brand: 'Tesla',
  model: 'Model 3',
  cheapest_price: 44900,
  image_url: null,
};

export const vehicles = (data: object[] = [i4, model3], total = data.length): Answer => ({
  status: 200,
  body: { data, page: 1, pageSize: 24, total },
});

export const modelDetails = (
  overrides: { vehicle?: object; prices?: object[]; emissions?: object } = {},
): Answer => ({
  status: 200,
  body: {
    data: {
      vehicle: { ...i4, ...overrides.vehicle },
      prices: overrides.prices ?? [
        { term: 6, available: true, monthly_price: 69900, downpayment_price: 63900 },
        { term: 9, available: false, monthly_price: null, downpayment_price: null },
        { term: 12, available: true, monthly_price: 64900, downpayment_price: 58900 },
      ],
      emissions: overrides.emissions ?? { label: 'A', co2_g_per_km: 0, consumption: '16,1 kWh/100 km' },
    },
  },
});

export const cartItem = (overrides: Record<string, unknown> = {}) => ({
  id: 'ci-2001',
  model: { id: 'bmw-i4', brand: 'BMW', name: 'i4 eDrive40', imageUrl: null },
  term: 12,
  kmPackage: 1500,
  quantity: 2,
  monthlyPrice: 64900,
  downpayment: 0,
  deliveryFrom: '2026-12-15',
  protection: { package: 'base', deductible: 100000 },
  tireAndWindshield: false,
  available: true,
  availableQuantity: 2,
  swap: false,
  deliveryFee: 41848,
  ...overrides,
});

export const cartOf = (items: object[] = [cartItem()], swapSubscriptionId: string | null = null): Answer => ({
  status: 200,
  body: {
    data: {
      items,
      swapSubscriptionId,
      summary: {
        monthlyTotal: items.length * 129800,
        downpaymentTotal: 0,
        deliveryFeeTotal: items.length * 41848,
        carCount: items.length * 2,
      },
    },
  },
});

export const ordered: Answer = {
  status: 201,
  body: {
    data: {
      orders: [{ id: 'f-2211', reservationExpiresAt: '2026-11-26T10:00:00Z' }],
      orderRequest: null,
    },
  },
};
