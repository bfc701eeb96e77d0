import type { Kysely } from 'kysely';
import { berlinDayOfInstant, toIsoDate } from '../../../core/shared/calendar-days.ts';
import type { FileStore } from '../../../core/shared/ports.ts';
import type { Database } from '../schema.ts';
import { DAMAGE_PHOTO_PURPOSE } from '../subscription-services-damage.ts';

type RecordedStatus = Database['incident_damages']['repair_status'];

/** Monthly prices of the mileage packages (cents); a raise costs the difference to the current one. */
const MILEAGE_PACKAGE_PRICES: readonly [number, number][] = [
  [500, 0],
  [1000, 2900],
  [1500, 5900],
  [2000, 11800],
  [2500, 17700],
  [3000, 23600],
  [4000, 35400],
  [5000, 47200],
];

/** Damage photos the customers uploaded (their bytes: writeDemoPhotoFiles). */
const DEMO_DAMAGE_PHOTOS = [
  {
    id: 'up-dmg-1',
    owner: 'u-kunde',
    deal: 'd-1001',
    key: 'damage-photos/d-1001/1.jpg',
    name: 'stossstange.jpg',
  },
  {
    id: 'up-dmg-2',
    owner: 'u-kunde',
    deal: 'd-1001',
    key: 'damage-photos/d-1001/2.jpg',
    name: 'stossstange-nah.jpg',
  },
  {
    id: 'up-dmg-3',
    owner: 'u-kunde',
    deal: 'd-1006',
    key: 'damage-photos/d-1006/1.jpg',
    name: 'spiegel.jpg',
  },
  {
    id: 'up-dmg-4',
    owner: 'u-kunde',
    deal: 'd-1001',
    key: 'damage-photos/d-1001/3.jpg',
    name: 'warnleuchte.jpg',
  },
  // Uploaded, not yet sent with a report: the report-damage example names it.
  {
    id: 'up-dmg-6',
    owner: 'u-kunde',
    deal: 'd-1001',
    key: 'damage-photos/d-1001/1764000000000-kratzer.jpg',
    name: 'kratzer.jpg',
  },
  {
    id: 'up-dmg-5',
    owner: 'u-nord-fahrer',
    deal: 'f-2001',
    key: 'damage-photos/f-2001/1.jpg',
    name: 'tuer.jpg',
  },
] as const;

/**
 * A small JPEG (one grey pixel) standing in for every demo photo: the demo data's photos have bytes,
 * so the portal can show them (getDamagePhoto).
 */
const DEMO_PHOTO_JPEG = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  (char) => char.charCodeAt(0),
);

/** Writes the demo photos' bytes to the file store (the rows are written by the seed). */
export const writeDemoPhotoFiles = async (files: FileStore): Promise<void> => {
  for (const photo of DEMO_DAMAGE_PHOTOS) await files.put(photo.key, DEMO_PHOTO_JPEG);
};

/**
 * The subscription-services area's part of the demo data set: for Kim Kunde's ACTIVE deal d-1001
 * incidents in the repair statuses open, ordered, in progress, conducted and canceled, each with its
 * repair order and appointment and every report with a date and photos (the contract examples
 * replay lists against it, every element like the first); on d-1006 a report of unknown date whose
 * incident has no repair yet, so it shows as pending; damage reports with photos, odometer readings over the term, prolongation
 * offers and a service partner link; premium protection booked on d-1006; for Nordflotte the
 * driver's cars f-2001 (ACTIVE) and f-2011 (already prolonged). Dates relative to `now` in Berlin days.
 */
export const seedSubscriptionServices = async (db: Kysely<Database>, now: Date): Promise<void> => {
  const day = (offset: number) => toIsoDate(berlinDayOfInstant(now) + offset);
  const at = (offset: number, time = '08:15:00') => new Date(`${day(offset)}T${time}Z`);

  await db
    .insertInto('mileage_package_prices')
    .values(
      MILEAGE_PACKAGE_PRICES.map(([mileage_package, monthly_fee_cents]) => ({
        mileage_package,
        monthly_fee_cents,
      })),
    )
    .execute();

  await db
    .insertInto('uploads')
    .values(
      DEMO_DAMAGE_PHOTOS.map((photo) => ({
        id: photo.id,
        owner_user_id: photo.owner,
        purpose: DAMAGE_PHOTO_PURPOSE,
        deal_id: photo.deal,
        file_name: photo.name,
        media_type: 'image/jpeg',
        size_bytes: 480_000,
        storage_key: photo.key,
        created_at: at(-52),
      })),
    )
    .execute();

  const reports = [
    {
      id: 'dr-1',
      deal_id: 'd-1001',
      reported_by: 'u-kunde',
      created_at: at(-51),
      problem_type: 'exterior',
      description: 'Kratzer an der vorderen Stoßstange beim Ausparken in der Tiefgarage.',
      technical_defect: false,
      unknown_date: false,
      occurred_on: day(-52),
      same_address: true,
      street: null,
      house_number: null,
      zip: null,
      city: null,
      not_drivable: false,
      exterior_problem: 'front',
      damage_type: 'scratch',
      photos: ['up-dmg-1', 'up-dmg-2'],
    },
    {
      id: 'dr-2',
      deal_id: 'd-1006',
      reported_by: 'u-kunde',
      created_at: at(-20, '17:40:00'),
      problem_type: 'exterior',
      description: 'Der rechte Außenspiegel wurde auf einem Parkplatz abgefahren, das Gehäuse ist gebrochen.',
      technical_defect: false,
      unknown_date: true,
      occurred_on: null,
      same_address: false,
      street: 'Hafenstraße',
      house_number: '3',
      zip: '25980',
      city: 'Sylt',
      not_drivable: false,
      exterior_problem: 'right',
      damage_type: 'crack',
      photos: ['up-dmg-3'],
    },
    {
      id: 'dr-3',
      deal_id: 'd-1001',
      reported_by: 'u-kunde',
      created_at: at(-4, '07:05:00'),
      problem_type: 'technical',
      description: 'Die Motorkontrollleuchte leuchtet seit gestern dauerhaft, das Auto verliert an Leistung.',
      technical_defect: true,
      unknown_date: false,
      occurred_on: day(-5),
      same_address: true,
      street: null,
      house_number: null,
      zip: null,
      city: null,
      not_drivable: true,
      exterior_problem: null,
      damage_type: null,
      photos: ['up-dmg-4'],
    },
    {
      id: 'dr-4',
      deal_id: 'f-2001',
      reported_by: 'u-nord-fahrer',
      created_at: at(-9),
      problem_type: 'exterior',
      description:
        'Delle in der Fahrertür, vermutlich durch eine Tür eines anderen Autos auf dem Firmenparkplatz.',
      technical_defect: false,
      unknown_date: false,
      occurred_on: day(-10),
      same_address: true,
      street: null,
      house_number: null,
      zip: null,
      city: null,
      not_drivable: false,
      exterior_problem: 'left',
      damage_type: 'dent',
      photos: ['up-dmg-5'],
    },
  ];
  for (const { photos: reportPhotos, ...report } of reports) {
    await db.insertInto('damage_reports').values(report).execute();
    await db
      .insertInto('damage_report_photos')
      .values(reportPhotos.map((upload_id, position) => ({ report_id: report.id, position, upload_id })))
      .execute();
  }

  const incidents: {
    id: string;
    deal: string;
    report: string | null;
    occurred: number;
    status: RecordedStatus;
    appointment: number | null;
    damages: [string, string, string][];
    orders: [number, string][];
  }[] = [
    {
      id: 'inc-1',
      deal: 'd-1001',
      report: 'dr-1',
      occurred: -52,
      status: 'ordered',
      appointment: 8,
      damages: [['front', 'bumper', 'Kratzer']],
      orders: [[-48, '/portal/api/bff/documents/doc-1014/pdf']],
    },
    // Opened by the report on d-1006 twenty days ago: no repair yet, so it shows as pending.
    {
      id: 'inc-2',
      deal: 'd-1006',
      report: 'dr-2',
      occurred: -20,
      status: 'open',
      appointment: null,
      damages: [['right', 'mirror', 'Bruch']],
      orders: [],
    },
    {
      id: 'inc-3',
      deal: 'd-1001',
      report: 'dr-3',
      occurred: -5,
      status: 'in_progress',
      appointment: -2,
      damages: [['engine', 'engine_control', 'Technischer Defekt']],
      orders: [[-4, '/portal/api/bff/documents/doc-1010/pdf']],
    },
    {
      id: 'inc-4',
      deal: 'd-1001',
      report: null,
      occurred: -120,
      status: 'conducted',
      appointment: -100,
      damages: [
        ['rear', 'tailgate', 'Delle'],
        ['rear', 'bumper', 'Kratzer'],
      ],
      orders: [[-110, '/portal/api/bff/documents/doc-1011/pdf']],
    },
    // The customer called the repair off before the appointment.
    {
      id: 'inc-5',
      deal: 'd-1001',
      report: null,
      occurred: -200,
      status: 'canceled',
      appointment: -180,
      damages: [['left', 'rim_front_left', 'Bordsteinschaden Alufelge']],
      orders: [[-195, '/portal/api/bff/documents/doc-1012/pdf']],
    },
    // Recorded at the handover appraisal; repair ordered and an appointment offered, not yet confirmed: open.
    {
      id: 'inc-6',
      deal: 'd-1001',
      report: null,
      occurred: -300,
      status: 'open',
      appointment: 20,
      damages: [['roof', 'windshield', 'Steinschlag']],
      orders: [[-30, '/portal/api/bff/documents/doc-1013/pdf']],
    },
    {
      id: 'inc-7',
      deal: 'f-2001',
      report: 'dr-4',
      occurred: -10,
      status: 'ordered',
      appointment: 5,
      damages: [['left', 'door_front_left', 'Delle']],
      orders: [[-7, '/portal/api/bff/documents/doc-2001/download']],
    },
  ];
  for (const incident of incidents) {
    await db
      .insertInto('incident_damages')
      .values({
        id: incident.id,
        deal_id: incident.deal,
        damage_report_id: incident.report,
        occurred_on: day(incident.occurred),
        repair_status: incident.status,
        appointment_date: incident.appointment === null ? null : day(incident.appointment),
        created_at: at(incident.occurred),
      })
      .execute();
    if (incident.damages.length > 0)
      await db
        .insertInto('incident_damage_items')
        .values(
          incident.damages.map(([area, part, type], position) => ({
            incident_id: incident.id,
            position,
            area,
            part,
            type_german_name: type,
          })),
        )
        .execute();
    if (incident.orders.length > 0)
      await db
        .insertInto('repair_orders')
        .values(
          incident.orders.map(([ordered, download_url], position) => ({
            incident_id: incident.id,
            position,
            ordered_on: day(ordered),
            download_url,
          })),
        )
        .execute();
  }

  // Odometer readings: at handover, then about monthly (d-1001 drives ~1,330 km a month → 1,500 km package).
  const readings: [string, string | null, number, number][] = [];
  for (let month = 0; month <= 10; month++)
    readings.push(['d-1001', month === 0 ? null : 'u-kunde', -328 + month * 30, 12 + month * 1_310]);
  readings.push(['d-1001', 'u-kunde', -3, 14_250]);
  readings.push(['d-1006', null, -418, 25], ['d-1006', 'u-kunde', -30, 24_900]);
  readings.push(['d-1005', null, -298, 8], ['d-1005', 'u-kunde', -60, 9_800]);
  readings.push(['f-2001', null, -150, 40], ['f-2001', 'u-nord-fahrer', -20, 8_750]);
  await db
    .insertInto('mileage_readings')
    .values(
      readings.map(([deal_id, reported_by, offset, mileage]) => ({
        deal_id,
        reported_by,
        mileage,
        reported_at: at(offset, '18:00:00'),
      })),
    )
    .execute();
  await db
    .insertInto('mileage_package_changes')
    .values({
      deal_id: 'd-1006',
      changed_by: 'u-kunde',
      from_package: 1500,
      to_package: 2000,
      monthly_fee_change_cents: 5900,
      one_time_payment_cents: 5900 * 9,
      changed_at: at(-120),
    })
    .execute();
  await db
    .insertInto('extra_mileage_bookings')
    .values({
      deal_id: 'd-1006',
      booked_by: 'u-kunde',
      kilometres: 500,
      amount_cents: 9500,
      booked_at: at(-45),
    })
    .execute();

  // Prolongation offers: monthly net rates; the portal shows them gross with 19% VAT.
  const offers: [string, number, number][] = [
    ['d-1001', 18, 40_252],
    ['d-1001', 12, 41_933],
    ['d-1001', 6, 44_454],
    ['d-1001', 3, 46_134],
    // A term outside 3-18 months in the price list is never offered.
    ['d-1001', 24, 39_000],
    ['d-1006', 12, 47_395],
    ['d-1006', 6, 50_336],
    ['f-2001', 12, 35_000],
    ['f-2001', 6, 36_500],
  ];
  await db
    .insertInto('prolongation_offers')
    .values(offers.map(([deal_id, term, monthly_net_cents]) => ({ deal_id, term, monthly_net_cents })))
    .execute();
  const f2011 = await db.selectFrom('deals').select('data').where('id', '=', 'f-2011').executeTakeFirst();
  const f2011Return = (f2011?.data as { return_date?: string } | undefined)?.return_date;
  if (f2011Return)
    await db
      .insertInto('prolongations')
      .values({
        deal_id: 'f-2011',
        prolonged_by: 'u-nord-admin',
        term: 12,
        monthly_price_cents: 45_900,
        previous_return_date: day(-60),
        new_return_date: f2011Return > day(-60) ? f2011Return : day(300),
        prolonged_at: at(-90),
      })
      .execute();

  await db
    .insertInto('insurance_bookings')
    .values({
      deal_id: 'd-1006',
      addon_id: 'premium-protection',
      booked_by: 'u-kunde',
      monthly_price_cents: 2900,
      booked_at: at(-410),
    })
    .execute();

  await db
    .insertInto('service_partner_links')
    .values({ car_id: 'car-77', url: 'https://termine.servicepartner.example/buchen?fahrzeug=car-77' })
    .execute();
  await db
    .insertInto('service_requests')
    .values({
      deal_id: 'd-1001',
      car_id: 'car-77',
      requested_by: 'u-kunde',
      services: ['huau'],
      comment: 'HU läuft nächsten Monat ab.',
      status: 'done',
      requested_at: at(-150),
    })
    .execute();
  await db
    .insertInto('purchase_offer_requests')
    .values({
      deal_id: 'd-1006',
      requested_by: 'u-kunde',
      comment: null,
      status: 'answered',
      requested_at: at(-40),
    })
    .execute();
};
