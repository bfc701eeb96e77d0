import type { Kysely } from 'kysely';
import { PROTECTION } from '../../../core/catalogue/configuration.ts';
import { berlinDayOfInstant, toIsoDate } from '../../../core/shared/calendar-days.ts';
import type { Database } from '../schema.ts';
import { APPROVED_DEMO_REQUEST } from '../seed.ts';
import { CATALOGUE, DOWNPAYMENT_SAVING, FEATURES, TERM_SURCHARGE } from './catalogue-data.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const seedCatalogue = async (db: Kysely<Database>, now: Date) => {
  const today = berlinDayOfInstant(now);
  const models = CATALOGUE.map((entry, index) => {
    const [
      id,
      brand,
      line,
      version,
      fuel,
      gearshift,
      cartype,
      seats,
      doors,
      powerKw,
      evRangeKm,
      ,
      terms,
      stock,
    ] = entry;
    const [, , , , , , , , , , , , , , co2Class, co2, consumption] = entry;
    const features = FEATURES.filter(
      (_, k) => (index * 7 + k * 3) % 5 < 3 || (k === 3 && fuel === 'Elektro'),
    );
    return {
      id,
      brand_id: slug(brand),
      brand,
      line,
      version,
      model_slug: slug(line),
      image_url: `/images/models/${id}.svg`,
      fuel,
      gearshift,
      cartype,
      seats,
      doors,
      power_kw: powerKw,
      ev_range_km: evRangeKm,
      features: [...features],
      stock,
      co2_class: co2Class,
      co2_g_per_km: co2,
      consumption,
      versions_count: 2,
      grouped_configs_count: 2,
      configs_count: 2 * terms.length,
      released_on: toIsoDate(today - 60 - ((index * 37) % 700)),
      recommended_rank: (index * 17) % CATALOGUE.length,
    };
  });
  const prices = CATALOGUE.flatMap(([id, , , , , , , , , , , rate24, terms]) =>
    terms.map((term) => {
      const monthly = rate24 + (TERM_SURCHARGE[term] ?? 0);
      return {
        model_id: id,
        term,
        monthly_price_cents: monthly,
        downpayment_price_cents: monthly - DOWNPAYMENT_SAVING,
      };
    }),
  );
  await db.insertInto('catalogue_models').values(models).execute();
  await db.insertInto('catalogue_prices').values(prices).execute();
};

const seedCompanySettings = async (db: Kysely<Database>) => {
  await db
    .insertInto('company_payment_accounts')
    .values({
      company_id: 'co-nordflotte',
      account_holder: 'Nordflotte GmbH',
      iban: 'DE69200505501015873000',
    })
    .execute();
  // Nordflotte's policy is the default (its drivers' shop access is withdrawn: seed/fleet.ts).
  await db
    .insertInto('car_policies')
    .values({
      company_id: 'co-nordflotte',
      budget_limit_cents: null,
      vehicle_types: null,
      fuels: null,
      allowed_brands: null,
      assigned_contact_ids: null,
    })
    .execute();
  await db
    .insertInto('car_policies')
    .values({
      company_id: 'co-suedlogistik',
      budget_limit_cents: 60_000,
      vehicle_types: ['Kombi', 'SUV', 'Van'],
      fuels: ['Elektro', 'Plug-In-Hybrid'],
      allowed_brands: ['Ford', 'Mercedes-Benz', 'Skoda', 'Volkswagen'],
      assigned_contact_ids: null,
    })
    .execute();
};

type ContractSeed = readonly [
  id: string,
  company: string,
  deal: string,
  status: Database['fleet_contracts']['status'],
  ageHours: number,
  signer: string | null,
];

const NORA = { name: 'Nora Nord', email: 'admin@nordflotte.example' };
const SVEN = { name: 'Sven Süd', email: 'admin@suedlogistik.example' };

const seedContracts = async (db: Kysely<Database>, now: Date) => {
  const contracts: ContractSeed[] = [
    ['ctr-2001', 'co-nordflotte', 'f-2002', 'UNSIGNED', 48, null],
    ['ctr-2002', 'co-nordflotte', 'f-2001', 'SIGNED', 24 * 260, 'Nora Nord'],
    ['ctr-2003', 'co-nordflotte', 'f-2017', 'PENDING', 20, null],
    ['ctr-2004', 'co-nordflotte', 'f-2032', 'CHECKED_OUT', 30, null],
    ['ctr-2005', 'co-nordflotte', 'f-2005', 'PROCESSING', 24 * 6, 'Nora Nord'],
    // Written with the order f-2047 when req-2003 was approved (APPROVED_DEMO_REQUEST).
    ['ctr-2006', 'co-nordflotte', 'f-2047', 'EXPIRED', APPROVED_DEMO_REQUEST.decidedHoursAgo, null],
    // Stored as waiting for a signature, lapsed after 3 days: shown as EXPIRED.
    ['ctr-2007', 'co-nordflotte', 'f-2062', 'UNSIGNED', 24 * 5, null],
    ['ctr-2008', 'co-nordflotte', 'f-2009', 'UNKNOWN', 24 * 40, null],
    ['ctr-2009', 'co-nordflotte', 'f-2011', 'SIGNED', 24 * 400, 'Nora Nord'],
    ['ctr-3001', 'co-suedlogistik', 'f-2201', 'SIGNED', 24 * 200, 'Sven Süd'],
    ['ctr-3002', 'co-suedlogistik', 'f-2202', 'UNSIGNED', 10, null],
  ];
  for (const [id, company, deal, status, ageHours, signer] of contracts) {
    const createdAt = new Date(now.getTime() - ageHours * HOUR);
    const by = company === 'co-nordflotte' ? NORA : SVEN;
    await db
      .insertInto('fleet_contracts')
      .values({
        id,
        company_id: company,
        deal_id: deal,
        contract_number: `V-${createdAt.getUTCFullYear()}-${id.slice(4)}`,
        status,
        created_at: createdAt,
        created_by: by.name,
        signer_email: by.email,
        signer_name: signer,
        signed_at: signer ? new Date(createdAt.getTime() + DAY) : null,
      })
      .execute();
  }
};

type InvoiceSeed = readonly [
  id: string,
  company: string,
  type: Database['fleet_invoices']['invoice_type'],
  status: Database['fleet_invoices']['status'],
  monthsAgo: number,
  amount: number,
  cancels: string | null,
];

const seedInvoices = async (db: Kysely<Database>, now: Date) => {
  const today = new Date(toIsoDate(berlinDayOfInstant(now)));
  const firstOfMonth = (monthsAgo: number) =>
    toIsoDate(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, 1) / DAY);
  const invoices: InvoiceSeed[] = [
    ['binv-2001', 'co-nordflotte', 'monthly', 'open', 0, 11_984_300, null],
    ['binv-2002', 'co-nordflotte', 'monthly', 'paid', 1, 11_702_100, null],
    ['binv-2003', 'co-nordflotte', 'final', 'paid', 1, 38_450, null],
    ['binv-2004', 'co-nordflotte', 'deposit', 'pending', 2, 150_000, null],
    ['binv-2005', 'co-nordflotte', 'oneOff', 'overdue', 2, 20_924, null],
    ['binv-2006', 'co-nordflotte', 'unknown', 'failed', 3, 4_900, null],
    ['binv-2007', 'co-nordflotte', 'monthly', 'refunded', 3, 54_900, null],
    ['binv-2008', 'co-nordflotte', 'final', 'partially_refunded', 4, 126_000, null],
    ['binv-2009', 'co-nordflotte', 'oneOff', 'cancelled', 4, 24_900, null],
    // The cancellation invoice (Stornorechnung) of binv-2009.
    ['binv-2010', 'co-nordflotte', 'oneOff', 'paid', 4, -24_900, 'binv-2009'],
    ['binv-3001', 'co-suedlogistik', 'monthly', 'open', 0, 498_000, null],
    ['binv-3002', 'co-suedlogistik', 'monthly', 'cancelled', 1, 498_000, null],
    ['binv-3003', 'co-suedlogistik', 'monthly', 'paid', 1, -498_000, 'binv-3002'],
  ];
  for (const [id, company, type, status, monthsAgo, amount, cancels] of invoices) {
    const date = firstOfMonth(monthsAgo);
    await db
      .insertInto('fleet_invoices')
      .values({
        id,
        company_id: company,
        invoice_number: `RE-${date.slice(0, 4)}-${id.slice(5)}`,
        invoice_type: type,
        status,
        cancels_invoice_id: cancels,
        invoice_date: date,
        amount_cents: amount,
        deal_id: null,
      })
      .execute();
  }
};

const seedCarts = async (db: Kysely<Database>, now: Date) => {
  // Two BMW i4 of which only one is left: the unavailable-cars dialog before checkout.
  await db
    .insertInto('cart_items')
    .values([
      {
        id: 'ci-2001',
        user_id: 'u-nord-admin',
        model_id: 'bmw-i4',
        term: 12,
        km_package: 1500,
        quantity: 2,
        protection: 'base',
        tire_and_windshield: false,
        created_at: new Date(now.getTime() - 3 * HOUR),
      },
      {
        id: 'ci-3001',
        user_id: 'u-sued-admin',
        model_id: 'skoda-enyaq',
        term: 24,
        km_package: 2000,
        quantity: 3,
        protection: 'premium',
        tire_and_windshield: true,
        created_at: new Date(now.getTime() - 26 * HOUR),
      },
    ])
    .execute();
};

type RequestSeed = readonly [
  id: string,
  model: string,
  term: number,
  price: number,
  status: Database['order_requests']['status'],
  ageHours: number,
  orderId: string | null,
  reason: string | null,
];

const seedOrderRequests = async (db: Kysely<Database>, now: Date) => {
  const requests: RequestSeed[] = [
    ['req-2001', 'vw-id3', 12, 41_279, 'reserved', 49, null, null],
    ['req-2002', 'skoda-enyaq', 24, 51_900, 'submitted', 24 * 5, null, null],
    [
      APPROVED_DEMO_REQUEST.requestId,
      APPROVED_DEMO_REQUEST.modelId,
      APPROVED_DEMO_REQUEST.term,
      APPROVED_DEMO_REQUEST.price,
      'approved',
      APPROVED_DEMO_REQUEST.submittedHoursAgo,
      APPROVED_DEMO_REQUEST.orderId,
      null,
    ],
    [
      'req-2004',
      'tesla-model-y',
      6,
      60_900,
      'rejected',
      24 * 30,
      null,
      'Bitte ein Fahrzeug mit 24 Monaten Laufzeit wählen.',
    ],
  ];
  for (const [id, model, term, price, status, ageHours, orderId, reason] of requests) {
    const submittedAt = new Date(now.getTime() - ageHours * HOUR);
    await db
      .insertInto('order_requests')
      .values({
        id,
        company_id: 'co-nordflotte',
        employee_contact_id: 'ct-2002',
        employee_name: 'Fritz Fahrer',
        employee_email: 'fahrer@nordflotte.example',
        model_id: model,
        term,
        km_package: 1500,
        protection: 'base',
        tire_and_windshield: false,
        monthly_price_cents: price + PROTECTION.base.surcharge,
        status,
        submitted_at: submittedAt,
        reserved_until: status === 'reserved' ? new Date(submittedAt.getTime() + 3 * DAY) : null,
        // Decided a day after it was submitted; an approval wrote its order then (demoFleetDeals).
        decided_at:
          status === 'approved' || status === 'rejected' ? new Date(submittedAt.getTime() + DAY) : null,
        order_id: orderId,
        rejection_reason: reason,
      })
      .execute();
  }
};

/** The business area's part of the demo data set (after users, companies and deals are written). */
export const seedBusiness = async (db: Kysely<Database>, now: Date): Promise<void> => {
  await seedCatalogue(db, now);
  await seedCompanySettings(db);
  await seedContracts(db, now);
  await seedInvoices(db, now);
  await seedCarts(db, now);
  await seedOrderRequests(db, now);
};
