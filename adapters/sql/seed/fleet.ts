import type { Kysely } from 'kysely';
import { ANNOUNCEMENT_CATALOGUE } from '../../../core/fleet/announcement-catalogue.ts';
import type { Announcement } from '../../../core/fleet/announcements.ts';
import { PRE_DELIVERY_STATES } from '../../../core/fleet/orders.ts';
import { berlinDayOfInstant, toIsoDate } from '../../../core/shared/calendar-days.ts';
import type { Database } from '../schema.ts';
import { demoFleetDeals } from '../seed.ts';
import type { FleetContactsTable } from '../tables/fleet.ts';

/**
 * The fleet's demo data: Nordflotte's contacts in every status and role (and the drivers
 * ct-2100…ct-2139 the fleet deals name), Süd Logistik's admin, order details of the cars not yet
 * delivered (preliminary dates, some handovers coordinated, some cars shared), a booked pickup
 * return (f-2015), the company settings and the announcements. Of the orders in preparation, f-2019
 * waits for its handover to be coordinated and f-2006's coordinated date may move by two weeks (the
 * handover coordination and low-confidence banners, business spec §4).
 */

type ContactRow = Omit<FleetContactsTable, 'created_at'>;

const contact = (
  id: string,
  companyId: string,
  [firstName, lastName]: readonly [string, string],
  email: string,
  role: ContactRow['role'],
  status: ContactRow['status'],
  phone: string | null,
): ContactRow => ({
  id,
  company_id: companyId,
  first_name: firstName,
  last_name: lastName,
  email,
  phone_number: phone,
  role,
  status,
});

const FIRST_NAMES = ['Jonas', 'Lea', 'Tim', 'Mia', 'Paul', 'Emma', 'Ben', 'Lina', 'Finn', 'Sophie'] as const;
const LAST_NAMES = ['Becker', 'Schulz', 'Wagner', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf'] as const;

const NORD = 'co-nordflotte';
const SUED = 'co-suedlogistik';

export const demoContacts = (): ContactRow[] => [
  contact('ct-2001', NORD, ['Nora', 'Nord'], 'admin@nordflotte.example', 'admin', 'ACTIVE', '+4940123456'),
  contact(
    'ct-2002',
    NORD,
    ['Fritz', 'Fahrer'],
    'fahrer@nordflotte.example',
    'driver',
    'ACTIVE',
    '+4915112345678',
  ),
  contact(
    'ct-2003',
    NORD,
    ['Anna', 'Analyse'],
    'analyst@nordflotte.example',
    'analyst',
    'ACTIVE',
    '+4915122223333',
  ),
  contact(
    'ct-2004',
    NORD,
    ['Ida', 'Eingeladen'],
    'ida.eingeladen@nordflotte.example',
    'driver',
    'INVITED',
    '+4915144445555',
  ),
  contact(
    'ct-2005',
    NORD,
    ['Otto', 'Ohnezugang'],
    'otto.ohnezugang@nordflotte.example',
    'driver',
    'INACTIVE',
    '+4915155556666',
  ),
  contact(
    'ct-2006',
    NORD,
    ['Bernd', 'Bericht'],
    'bernd.bericht@nordflotte.example',
    'analyst',
    'INVITED',
    null,
  ),
  contact(
    'ct-2007',
    NORD,
    ['Clara', 'Controlling'],
    'clara.controlling@nordflotte.example',
    'analyst',
    'INACTIVE',
    null,
  ),
  contact(
    'ct-2008',
    NORD,
    ['Uwe', 'Umbenannt'],
    'uwe.umbenannt@nordflotte.example',
    'unknown',
    'ACTIVE',
    '+4915177778888',
  ),
  // Invited without a phone number: too incomplete to take a car.
  contact(
    'ct-2009',
    NORD,
    ['Jana', 'Neumann'],
    'jana.neumann@nordflotte.example',
    'unknown',
    'INVITED',
    null,
  ),
  ...Array.from({ length: 40 }, (_, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
    const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length] as string;
    return contact(
      `ct-${2100 + i}`,
      NORD,
      [first, last],
      `${first}.${last}.${2100 + i}@nordflotte.example`.toLowerCase(),
      'driver',
      'ACTIVE',
      `+491701${String(100000 + i).padStart(6, '0')}`,
    );
  }),
  contact('ct-3001', SUED, ['Sven', 'Süd'], 'admin@suedlogistik.example', 'admin', 'ACTIVE', '+4989765432'),
  contact(
    'ct-3002',
    SUED,
    ['Susi', 'Sommer'],
    'susi.sommer@suedlogistik.example',
    'driver',
    'ACTIVE',
    '+4915199990000',
  ),
];

/** A notice for the demo's own day, so the portal shows one whatever the date (our wording). */
const currentNotice = (now: Date): Announcement => {
  const today = berlinDayOfInstant(now);
  return {
    title: 'Rückgaben zum Jahresende planen',
    description:
      'Zwischen den Feiertagen sind Abholtermine knapp. Bitte planen Sie Rückgaben bis Mitte Januar frühzeitig im Portal.',
    cta: { label: 'Zu den endenden Fahrzeugen', url: '/cars/return', action: 'link' },
    translations: {
      'en-DE': {
        title: 'Plan year-end returns',
        description:
          'Pickup appointments are scarce between the holidays. Please plan returns due by mid-January early in the portal.',
        ctaLabel: 'To the ending vehicles',
      },
    },
    config: {
      id: 'year-end-returns',
      startDate: toIsoDate(today - 7),
      endDate: toIsoDate(today + 30),
      allowedRoles: ['admin', 'analyst'],
      affectedCompanies: [NORD],
    },
  };
};

export const seedFleet = async (db: Kysely<Database>, now: Date): Promise<void> => {
  const day = (offset: number) => toIsoDate(berlinDayOfInstant(now) + offset);
  // The orders' delivery and handover dates come with the deals (demoFleetDeals): their return
  // dates follow from them.
  await db.insertInto('fleet_contacts').values(demoContacts()).execute();
  await db
    .insertInto('fleet_company_settings')
    .values([
      // Nordflotte asked the provider to let only admins order (business spec §6).
      { company_id: NORD, drivers_shop_access: false },
      { company_id: SUED, drivers_shop_access: true },
    ])
    .execute();

  const fleet = demoFleetDeals(now);
  const orders = fleet.map(({ deal, contactId, preliminaryDeliveryDate }, index) => {
    const preDelivery = PRE_DELIVERY_STATES.includes(deal.state) || deal.state === 'DELIVERING';
    const createdAt = deal.created_at ? new Date(deal.created_at) : now;
    return {
      deal_id: deal.id,
      // A third of the cars nobody drives alone are pool cars.
      shared_car: contactId === null && index % 2 === 0 && !preDelivery,
      preliminary_delivery_date: preliminaryDeliveryDate,
      contract_signed_at:
        preDelivery && deal.state !== 'NOT_SIGNED' ? new Date(createdAt.getTime() + 86_400_000) : null,
    };
  });
  await db.insertInto('fleet_orders').values(orders).execute();

  // Every other scheduled or handover car has its handover coordinated; f-2003's is the day after tomorrow.
  const coordinated = fleet.filter(({ handoverDate }) => handoverDate !== null);
  if (coordinated.length > 0)
    await db
      .insertInto('fleet_handovers')
      .values(
        coordinated.map(({ deal, handoverDate }) => ({
          deal_id: deal.id,
          // The fleet manager receives the cars at the company's address.
          contact_id: 'ct-2001',
          first_name: 'Nora',
          last_name: 'Nord',
          street: 'Am Sandtorkai',
          house_number: '50',
          postal_code: '20457',
          city: 'Hamburg',
          phone_number: '+4940123456',
          handover_date: handoverDate as string,
          slot: '11:00',
        })),
      )
      .execute();

  // The provider's handover data of f-2006: its coordinated date may move by two weeks (the
  // availability confidence of its handover metadata, business spec §3).
  const date = coordinated.find(({ deal }) => deal.id === 'f-2006')?.handoverDate;
  if (date) {
    await db
      .insertInto('handover_appointments')
      .values({
        deal_id: 'f-2006',
        method: 'delivery',
        planned_delivery_date: date,
        preferred_delivery_date: date,
        slot: '11:00',
        deviation_in_weeks: 2,
      })
      .execute();
  }

  // f-2015 (seed.ts) is picked up at the company the day before its return date, booked last week.
  await db
    .insertInto('return_appointments')
    .values({
      deal_id: 'f-2015',
      return_type: 'PICKUP',
      preferred_return_date: day(19),
      planned_return_date: day(19),
      slot: '10:00',
      firstname: 'Nora',
      lastname: 'Nord',
      street: 'Am Sandtorkai',
      house_number: '50',
      zip: '20457',
      city: 'Hamburg',
      phone_number: '+4940123456',
      email: 'admin@nordflotte.example',
      booked_at: new Date(now.getTime() - 6 * 86_400_000),
    })
    .execute();

  const announcements = [...ANNOUNCEMENT_CATALOGUE, currentNotice(now)];
  await db
    .insertInto('fleet_announcements')
    .values(
      announcements.map((announcement, position) => ({
        id: announcement.config.id,
        position,
        title: announcement.title,
        description: announcement.description,
        cta_label: announcement.cta?.label ?? null,
        cta_url: announcement.cta?.url ?? null,
        cta_action: announcement.cta?.action ?? null,
        translations: JSON.stringify(announcement.translations ?? {}),
        start_date: announcement.config.startDate,
        end_date: announcement.config.endDate,
        allowed_roles: [...announcement.config.allowedRoles],
        exempted_companies: announcement.config.exemptedCompanies
          ? [...announcement.config.exemptedCompanies]
          : null,
        affected_companies: announcement.config.affectedCompanies
          ? [...announcement.config.affectedCompanies]
          : null,
      })),
    )
    .execute();
};
