import { type Kysely, sql } from 'kysely';
import type { PasswordHasher, User } from '../../core/account/ports.ts';
import { PROTECTION } from '../../core/catalogue/configuration.ts';
import type { Company } from '../../core/company/ports.ts';
import type { StoredDeal } from '../../core/deals/ports.ts';
import type { DealState } from '../../core/deals/types.ts';
import {
  isAwaitingHandover,
  RETURNED_STATES,
  returnDateAfterDelivery,
} from '../../core/fleet/deal-coherence.ts';
import { berlinDay, berlinDayOfInstant, toIsoDate } from '../../core/shared/calendar-days.ts';
import { sqlUsers } from './account-repositories.ts';
import { continueFleetDealIds } from './cart-repository.ts';
import { sqlCompanies } from './company-repository.ts';
import { sqlDeals } from './deal-repository.ts';
import { rebuildFleetList } from './fleet-list.ts';
import type { Database } from './schema.ts';
import { seedAccounts } from './seed/accounts.ts';
import { seedBusiness } from './seed/business.ts';
import { seedDocumentsLoyaltyContent } from './seed/documents-loyalty-content.ts';
import { seedFleet } from './seed/fleet.ts';
import { seedHandoverReturn } from './seed/handover-return.ts';
import { seedInvitations } from './seed/invitations.ts';
import { seedPowersOfAttorney } from './seed/power-of-attorney.ts';
import { seedPreponement } from './seed/preponement.ts';
import { seedSubscriptionServices } from './seed/subscription-services.ts';

/**
 * The demo data set (README "Demo logins"): deterministic, with dates relative to today, so every banner, state
 * and role can be seen on any day. `npm start` writes it into an empty database; `portal db seed`
 * on demand. Refused in production unless asked for explicitly.
 */
export const DEMO_PASSWORD = 'Demo!2026';

export const DEMO_LOGINS = [
  { email: 'kunde@demo.example', what: 'consumer with deals in every state and banner' },
  { email: 'neu@demo.example', what: 'consumer without deals' },
  { email: 'admin@nordflotte.example', what: 'fleet admin of Nordflotte GmbH' },
  { email: 'fahrer@nordflotte.example', what: 'driver of Nordflotte GmbH' },
  { email: 'analyst@nordflotte.example', what: 'analyst of Nordflotte GmbH' },
  { email: 'admin@suedlogistik.example', what: 'fleet admin of Süd Logistik AG' },
  { email: 'redaktion@demo.example', what: 'content editor' },
  { email: 'support@demo.example', what: 'support agent: reads any deal with a reason, writes nothing' },
  { email: 'platin@demo.example', what: 'consumer at loyalty level Platinum, with vouchers' },
  { email: 'black@demo.example', what: 'consumer at loyalty level Black' },
] as const;

const person = (
  id: string,
  email: string,
  firstName: string,
  lastName: string,
  extra: Partial<User> = {},
): Omit<User, 'passwordHash'> => ({
  id,
  email,
  kind: 'consumer',
  firstName,
  lastName,
  companyId: null,
  role: null,
  contactId: null,
  isEditor: false,
  loginProvider: 'password',
  emailVerifiedAt: new Date('2025-01-01T00:00:00Z'),
  ...extra,
});

const business = (role: 'admin' | 'driver' | 'analyst', companyId: string, contactId: string) =>
  ({ kind: 'business', companyId, role, contactId }) as const;

export const demoUsers = (): Omit<User, 'passwordHash'>[] => [
  person('u-kunde', 'kunde@demo.example', 'Kim', 'Kunde'),
  person('u-neu', 'neu@demo.example', 'Nina', 'Neu'),
  person(
    'u-nord-admin',
    'admin@nordflotte.example',
    'Nora',
    'Nord',
    business('admin', 'co-nordflotte', 'ct-2001'),
  ),
  person(
    'u-nord-fahrer',
    'fahrer@nordflotte.example',
    'Fritz',
    'Fahrer',
    business('driver', 'co-nordflotte', 'ct-2002'),
  ),
  person(
    'u-nord-analyst',
    'analyst@nordflotte.example',
    'Anna',
    'Analyse',
    business('analyst', 'co-nordflotte', 'ct-2003'),
  ),
  person(
    'u-sued-admin',
    'admin@suedlogistik.example',
    'Sven',
    'Süd',
    business('admin', 'co-suedlogistik', 'ct-3001'),
  ),
  person('u-redaktion', 'redaktion@demo.example', 'Rita', 'Redaktion', { isEditor: true }),
  person('u-support', 'support@demo.example', 'Sam', 'Support', { kind: 'support' }),
];

/**
 * Rita Redaktion's subscription: the demo editor is also a customer, so she sees the content pages
 * of the portal (a car's details) with the editing links only editors get (consumer spec §6).
 */
export const demoEditorDeals = (now: Date): StoredDeal[] => {
  const day = (offset: number) => toIsoDate(berlinDayOfInstant(now) + offset);
  return [
    {
      id: 'd-1901',
      state: 'ACTIVE',
      variant: 'SUBSCRIPTION',
      created_at: new Date(now.getTime() - 24 * 3_600_000 * 120).toISOString(),
      term: 12,
      months_till_end: 8,
      return_date: day(245),
      minimum_commitment_end_date: day(245),
      actual_handover_date: day(-120),
      amount: 42900,
      mileage_package: 1000,
      damage_deductible_vollkasko: 100000,
      damage_deductible_teilkasko: 50000,
      car_id: 'car-1901',
      car: {
        oem: 'Skoda',
        model: 'Enyaq',
        license_plate: 'B-RR 1901',
        external_product_id: 'skoda-enyaq',
      },
    },
  ];
};

/** Kim Kunde's deals: between them every banner and every consumer state of the specification. */
export const demoConsumerDeals = (now: Date): StoredDeal[] => {
  const day = (offset: number) => toIsoDate(berlinDayOfInstant(now) + offset);
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
  const car = (oem: string, model: string, plate: string) => ({
    oem,
    model,
    license_plate: plate,
    external_product_id: `${oem}-${model}`.toLowerCase().replace(/\W+/g, '-'),
  });
  // Kim's delivery address (seed/handover-return.ts holds the handovers and returns behind it).
  const kimsAddress = {
    handover_firstname: 'Kim',
    handover_lastname: 'Kunde',
    handover_street: 'Leopoldstraße',
    handover_housenumber: '12',
    handover_zip: '80802',
    handover_city: 'München',
    handover_phone_number: '+4915123456789',
  };
  return [
    // Return within 90 days, extend window, retention window; no return planned yet, so it can be
    // prolonged (a provider state books its pickup return for the contract's return reads).
    {
      id: 'd-1001',
      state: 'ACTIVE',
      variant: 'SUBSCRIPTION',
      created_at: hoursAgo(24 * 330),
      term: 12,
      months_till_end: 1,
      return_date: day(28),
      minimum_commitment_end_date: day(28),
      days_left_to_schedule_return: 28,
      actual_handover_date: day(-330),
      ...kimsAddress,
      amount: 54900,
      mileage_package: 1500,
      // Fee per extra kilometre in cents (one-time extra mileage).
      additional_mileage_fee: 19,
      damage_deductible_vollkasko: 100000,
      damage_deductible_teilkasko: 50000,
      car_id: 'car-77',
      car: car('Volkswagen', 'ID.4 Pro', 'M-AB 1234'),
    },
    // Handover coordination (no planned date), insurance upgrade.
    {
      id: 'd-1002',
      state: 'CREATED',
      variant: 'SUBSCRIPTION',
      created_at: hoursAgo(24 * 20),
      term: 12,
      months_till_end: 12,
      minimum_commitment_end_date: day(400),
      ...kimsAddress,
      amount: 47900,
      mileage_package: 1000,
      car_id: 'car-78',
      car: car('Cupra', 'Born', 'M-CB 2026'),
    },
    // Reservation: not signed, created a day ago.
    {
      id: 'd-1003',
      state: 'NOT_SIGNED',
      variant: 'SUBSCRIPTION',
      created_at: hoursAgo(20),
      // The terms its contract states (getReservationContract).
      term: 12,
      mileage_package: 1000,
      damage_deductible_vollkasko: 100000,
      damage_deductible_teilkasko: 50000,
      amount: 39900,
      car: car('Fiat', '500e', ''),
    },
    {
      id: 'd-1004',
      state: 'ENDED',
      variant: 'SUBSCRIPTION',
      created_at: hoursAgo(24 * 800),
      end_date: day(-200),
      amount: 42900,
      car: car('Opel', 'Corsa-e', 'M-OC 77'),
    },
    // Same-day swap within 90 days.
    {
      id: 'd-1005',
      state: 'ACTIVE',
      variant: 'SUBSCRIPTION',
      subscribed_to: 'SWAP_SAME_DAY',
      created_at: hoursAgo(24 * 300),
      return_date: day(40),
      preferred_return_date: day(40),
      amount: 52900,
      car: car('Skoda', 'Enyaq', 'M-SE 505'),
    },
    // Auto-renewal: commitment over, renewal running, no return planned (return coordination).
    {
      id: 'd-1006',
      state: 'ACTIVE',
      variant: 'SUBSCRIPTION',
      created_at: hoursAgo(24 * 420),
      minimum_commitment_end_date: day(-30),
      auto_renewal_end_date: day(60),
      end_date: day(60),
      computed_eligible_for_auto_renewal: true,
      amount: 61900,
      mileage_package: 2000,
      // Premium protection booked: 29 EUR a month, full-coverage deductible 500 EUR.
      insurance_amount: 2900,
      damage_deductible_vollkasko: 50000,
      damage_deductible_teilkasko: 50000,
      customer_specific_vk_damage_deductible: 500,
      car: car('BMW', 'i4 eDrive40', 'M-BI 4040'),
    },
    // Bridging car with its follow-up deal; its pickup return is booked for the day before the
    // return date (seed/handover-return.ts), not yet confirmed.
    {
      id: 'd-1007',
      state: 'ACTIVE',
      variant: 'SUBSCRIPTION',
      bridging_type: 'BEGINNING',
      followup_subscription_id: 'd-1002',
      created_at: hoursAgo(24 * 10),
      return_date: day(12),
      return_type: 'PICKUP',
      preferred_return_date: day(11),
      return_phone_number: '+4915123456789',
      amount: 29900,
      car: car('Renault', 'Clio', 'M-RC 12'),
    },
    // Low confidence and self-pickup: delivery planned in 4 days with a deviation of 2 weeks.
    {
      id: 'd-1008',
      state: 'CREATED',
      variant: 'SUBSCRIPTION',
      created_at: hoursAgo(24 * 30),
      months_till_end: 6,
      ...kimsAddress,
      amount: 45900,
      car: car('Hyundai', 'Kona Elektro', ''),
    },
    {
      id: 'd-1009',
      state: 'STOPPED',
      variant: 'SUBSCRIPTION',
      created_at: hoursAgo(24 * 500),
      end_date: day(-10),
      amount: 44900,
      car: car('Kia', 'Niro EV', 'M-KN 9'),
    },
    {
      id: 'd-1010',
      state: 'CANCELED',
      variant: 'LEAD',
      created_at: hoursAgo(24 * 90),
      amount: 0,
      car: car('Mini', 'Cooper SE', ''),
    },
  ] as StoredDeal[];
};

const FLEET_STATES: readonly DealState[] = [
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'DELIVERING',
  'SCHEDULED',
  'HANDOVER',
  'NOT_SIGNED',
  'RETURN',
  'RETURNING',
  'PROLONGED',
  'PROLONGATION',
  'FINAL_INVOICE',
  'ARCHIVED',
  'UNKNOWN',
];
const FLEET_MODELS = [
  ['BMW', 'i4 eDrive40'],
  ['Volkswagen', 'ID.3'],
  ['Tesla', 'Model 3'],
  ['Audi', 'Q4 e-tron'],
  ['Mercedes-Benz', 'EQA'],
  ['Skoda', 'Octavia Combi'],
  ['Ford', 'Kuga'],
  ['Kia', 'EV6'],
  ['Opel', 'Astra Sports Tourer'],
  ['Polestar', '2'],
] as const;

/** About 200 fleet cars of Nordflotte across every tab, and a few of Süd Logistik. */
/**
 * A car of the demo fleet: its deal, company and driver, and its order's dates (seed/fleet.ts
 * writes them): the preliminary delivery date and the coordinated handover of a car awaiting it.
 */
export type DemoFleetCar = {
  deal: StoredDeal;
  companyId: string;
  contactId: string | null;
  preliminaryDeliveryDate: string | null;
  handoverDate: string | null;
};

export const demoFleetDeals = (now: Date): DemoFleetCar[] => {
  const day = (offset: number) => toIsoDate(berlinDayOfInstant(now) + offset);
  const cars: DemoFleetCar[] = [];
  for (let i = 0; i < 210; i++) {
    const company = i < 200 ? 'co-nordflotte' : 'co-suedlogistik';
    const [oem, model] = FLEET_MODELS[i % FLEET_MODELS.length] as readonly [string, string];
    const state = FLEET_STATES[(i * 7) % FLEET_STATES.length] as DealState;
    const contactId =
      company === 'co-nordflotte'
        ? i % 10 === 0
          ? 'ct-2002'
          : i % 3 === 0
            ? null
            : `ct-${2100 + (i % 40)}`
        : null;
    cars.push({
      companyId: company,
      contactId,
      preliminaryDeliveryDate: null,
      handoverDate: null,
      deal: {
        id: `f-${2001 + i}`,
        state,
        variant: 'SUBSCRIPTION',
        created_at: new Date(now.getTime() - ((i * 37 + 5) * 86_400_000) / 10).toISOString(),
        amount: 39_900 + ((i * 1_379) % 40_000),
        return_date: day(((i * 13) % 400) - 30),
        mileage_package: [1000, 1500, 2000, 2500][i % 4] as number,
        // Deductibles in cents (business spec §3, §9): 1,000 € full and 500 € partial coverage, every
        // fifth car with the 500 € full-coverage deductible of premium protection (the special case).
        damage_deductible_vollkasko: i % 5 === 4 ? 50_000 : 100_000,
        damage_deductible_teilkasko: 50_000,
        // The car's id: a service request names it (schedule service in the business portal).
        car_id: `car-${2001 + i}`,
        car: { oem, model, license_plate: `${company === 'co-nordflotte' ? 'HH-NF' : 'M-SL'} ${2001 + i}` },
      } as StoredDeal,
    });
  }
  for (const entry of cars) if (entry.deal.state === 'NOT_SIGNED') reserveOrder(entry);
  adjustFleetExamples(cars, now);
  scheduleFleetDates(cars, now);
  return cars;
};

/**
 * The order dates of the demo fleet, and the return dates that follow from them by the rules the
 * portal runs on a car's dates (core/fleet/deal-coherence.ts): a car awaiting its handover has a
 * preliminary delivery date (f-2002 in three weeks) and ends a term after its delivery; every
 * other scheduled or handover car has its handover coordinated (f-2003 the day after tomorrow); a
 * lapsed reservation awaits nothing; a car back with the provider has returned; the bridging car
 * f-2031 ends the day its follow-up f-2021 arrives.
 */
const scheduleFleetDates = (cars: DemoFleetCar[], now: Date) => {
  const today = berlinDayOfInstant(now);
  const day = (offset: number) => toIsoDate(today + offset);
  let coordinated = 0;
  cars.forEach((entry, index) => {
    const { deal } = entry;
    const awaiting = isAwaitingHandover(deal, now);
    entry.preliminaryDeliveryDate = deal.id === 'f-2002' ? day(22) : awaiting ? day(5 + (index % 40)) : null;
    if (
      deal.id === 'f-2003' ||
      ((deal.state === 'SCHEDULED' || deal.state === 'HANDOVER') && index % 2 === 1)
    ) {
      entry.handoverDate = deal.id === 'f-2003' ? day(2) : day(4 + (coordinated % 20));
      coordinated += 1;
    }
    const delivery = entry.handoverDate ?? entry.preliminaryDeliveryDate;
    if (awaiting && deal.state !== 'NOT_SIGNED' && delivery)
      entry.deal = { ...deal, return_date: returnDateAfterDelivery(delivery, deal.term ?? DEMO_TERM) };
    const returnDate = entry.deal.return_date;
    if (RETURNED_STATES.includes(deal.state) && returnDate && berlinDay(returnDate) > today)
      entry.deal = { ...entry.deal, return_date: day(-1 - ((index * 13) % 365)) };
  });
  const bridging = cars.find((entry) => entry.deal.id === 'f-2031');
  const followUp = cars.find((entry) => entry.deal.id === bridging?.deal.followup_subscription_id);
  const arrives = followUp?.handoverDate ?? followUp?.preliminaryDeliveryDate;
  if (bridging && arrives) bridging.deal = { ...bridging.deal, return_date: arrives };
};

/** The term a demo fleet car without one is counted with (the catalogue's most common). */
const DEMO_TERM = 12;

/**
 * Business spec §4 "Employee order request": Fritz Fahrer's approved request req-2003
 * (seed/business.ts) became the reserved order f-2047 when it was approved, 13 days ago: a Cupra
 * Born of the catalogue (cupra-born), assigned to him, lapsed since (its three days are over).
 */
export const APPROVED_DEMO_REQUEST = {
  requestId: 'req-2003',
  orderId: 'f-2047',
  modelId: 'cupra-born',
  brand: 'Cupra',
  version: 'Born 170 kW',
  term: 12,
  price: 46_900,
  submittedHoursAgo: 24 * 14,
  decidedHoursAgo: 24 * 13,
  employeeContactId: 'ct-2002',
} as const;

/** A reserved order has no licence plate and no return date yet. */
const reserveOrder = (entry: { deal: StoredDeal }) => {
  const car = entry.deal.car as Record<string, unknown>;
  entry.deal = { ...entry.deal, return_date: null, car: { ...car, license_plate: null } } as StoredDeal;
};

/**
 * The fleet deals the contract examples name (contracts/routes/orders.ts): f-2001 runs out the week
 * order f-2002 is delivered (a swap candidate); f-2002 is a fresh reservation without a driver;
 * f-2003 is scheduled for handover the day after tomorrow (seed/fleet.ts); f-2005 is archived;
 * f-2015 is ending with a pickup return booked at the company's address (seed/fleet.ts).
 * f-2031, Fritz Fahrer's running car, bridges the time until his scheduled f-2021 is handed over
 * (the bridging banner names the follow-up vehicle and its date).
 */
const adjustFleetExamples = (cars: DemoFleetCar[], now: Date) => {
  const day = (offset: number) => toIsoDate(berlinDayOfInstant(now) + offset);
  const patch = (id: string, fields: Record<string, unknown>, contactId?: string | null) => {
    const entry = cars.find((candidate) => candidate.deal.id === id);
    if (!entry) return;
    entry.deal = { ...entry.deal, ...fields } as StoredDeal;
    if (contactId !== undefined) entry.contactId = contactId;
  };
  patch('f-2001', { state: 'ACTIVE', return_date: day(24), term: 12 });
  patch(
    'f-2002',
    {
      state: 'NOT_SIGNED',
      created_at: new Date(now.getTime() - 48 * 3_600_000).toISOString(),
      amount: 41_279,
      term: 12,
    },
    null,
  );
  // Reserved as their contracts were written (seed/business.ts ctr-2003, ctr-2004), so their three
  // days still run; the older reservations (f-2047 and others) have lapsed (business spec §9).
  patch('f-2017', { created_at: new Date(now.getTime() - 20 * 3_600_000).toISOString() });
  patch('f-2032', { created_at: new Date(now.getTime() - 30 * 3_600_000).toISOString() });
  patch('f-2003', { state: 'SCHEDULED', term: 12 });
  patch('f-2005', { state: 'ARCHIVED' });
  const approved = APPROVED_DEMO_REQUEST;
  patch(
    approved.orderId,
    {
      created_at: new Date(now.getTime() - approved.decidedHoursAgo * 3_600_000).toISOString(),
      term: approved.term,
      amount: approved.price + PROTECTION.base.surcharge,
      mileage_package: 1500,
      damage_deductible_vollkasko: PROTECTION.base.deductible,
      car: {
        oem: approved.brand,
        model: approved.version,
        external_product_id: approved.modelId,
        license_plate: null,
      },
    },
    approved.employeeContactId,
  );
  // A pickup return booked at the company for the day before the return date (seed/fleet.ts).
  patch('f-2015', {
    return_date: day(20),
    return_type: 'PICKUP',
    preferred_return_date: day(19),
    return_phone_number: '+4940123456',
  });
  patch('f-2031', { bridging_type: 'BEGINNING', followup_subscription_id: 'f-2021' });
  // f-2002's other swap candidate: swap candidates are driven cars.
  patch('f-2190', {}, 'ct-2139');
};

export const demoCompanies = (): Company[] => [
  {
    id: 'co-nordflotte',
    name: 'Nordflotte GmbH',
    address: { street: 'Am Sandtorkai', houseNumber: '50', postalCode: '20457', city: 'Hamburg' },
    phone: '+4940123456',
    invoicingInfo: {
      email: 'rechnung@nordflotte.example',
      ccEmail: null,
      costCenter: 'KST-100',
      paymentMethod: 'AUTOMATIC_DEBIT',
    },
    contactPerson: {
      firstName: 'Nora',
      lastName: 'Nord',
      email: 'admin@nordflotte.example',
      phone: '+4940123456',
    },
  },
  {
    id: 'co-suedlogistik',
    name: 'Süd Logistik AG',
    address: { street: 'Leopoldstraße', houseNumber: '12', postalCode: '80802', city: 'München' },
    phone: '+4989765432',
    invoicingInfo: {
      email: 'buchhaltung@suedlogistik.example',
      ccEmail: 'einkauf@suedlogistik.example',
      costCenter: null,
      paymentMethod: 'BANK_TRANSFER',
    },
    contactPerson: { firstName: 'Sven', lastName: 'Süd', email: 'admin@suedlogistik.example', phone: null },
  },
];

/** Each area writes its own part of the demo data, in this order, after the shared part. */
const AREA_SEEDS = [
  seedAccounts,
  seedHandoverReturn,
  seedSubscriptionServices,
  seedDocumentsLoyaltyContent,
  seedFleet,
  seedInvitations,
  seedBusiness,
  seedPreponement,
  seedPowersOfAttorney,
];

/** Writes the demo data set; answers false, writing nothing, when users already exist. */
export const seedDemoData = async (
  db: Kysely<Database>,
  hasher: PasswordHasher,
  now: Date,
): Promise<boolean> => {
  const existing = await db.selectFrom('users').select('id').limit(1).execute();
  if (existing.length > 0) return false;
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    // Instances started together against one PostgreSQL: one writes the demo data, the others
    // wait for it and then find the users there.
    await sql`lock table users in exclusive mode`.execute(trx);
    const meanwhile = await trx.selectFrom('users').select('id').limit(1).execute();
    if (meanwhile.length > 0) return false;
    await writeDemoData(trx, passwordHash, now);
    return true;
  });
};

/**
 * Writes the demo data set with the given hash of the demo password, within the caller's
 * transaction (seedDemoData, and the provider states' reset, which empties the tables first).
 */
export const writeDemoData = async (
  trx: Kysely<Database>,
  passwordHash: string,
  now: Date,
): Promise<void> => {
  const companies = sqlCompanies(trx);
  for (const company of demoCompanies()) await companies.save(company);
  const users = sqlUsers(trx);
  for (const user of demoUsers()) await users.create({ ...user, passwordHash });
  const deals = sqlDeals(trx);
  for (const deal of demoConsumerDeals(now))
    await deals.save(deal, { ownerUserId: 'u-kunde', companyId: null, contactId: null });
  for (const deal of demoEditorDeals(now))
    await deals.save(deal, { ownerUserId: 'u-redaktion', companyId: null, contactId: null });
  for (const { deal, companyId, contactId } of demoFleetDeals(now))
    await deals.save(deal, { ownerUserId: null, companyId, contactId });
  for (const seedArea of AREA_SEEDS) await seedArea(trx, now);
  await continueFleetDealIds(trx);
  // The fleet list's read model, now that drivers and handovers are written too.
  await rebuildFleetList(trx);
};
