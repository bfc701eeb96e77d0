import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type {
  DamagePhoto,
  DamageReport,
  DamageStore,
  IncidentDamage,
  NewDamageReport,
} from '../../core/damage/ports.ts';
import { isDamageType, isExteriorProblem } from '../../core/damage/rules.ts';
import { berlinDayOfInstant, toIsoDate } from '../../core/shared/calendar-days.ts';
import type { FileStore } from '../../core/shared/ports.ts';
import type { Database } from './schema.ts';

export const DAMAGE_PHOTO_PURPOSE = 'damage_photo';
/** Where the portal fetches an uploaded photo (getDamagePhoto); the key in the file store mirrors it. */
const UPLOADS_PATH = '/portal/api/bff/uploads/';
const PHOTO_KEY_PREFIX = 'damage-photos/';

export const photoLocationOf = (storageKey: string): string =>
  UPLOADS_PATH + storageKey.slice(PHOTO_KEY_PREFIX.length);
/** The location of a photo from the parts of its path (the deal and the photo's file name). */
export const photoLocationAt = (dealId: string, photo: string): string => `${UPLOADS_PATH}${dealId}/${photo}`;
export const photoKeyAt = (location: string): string | undefined =>
  location.startsWith(UPLOADS_PATH) ? PHOTO_KEY_PREFIX + location.slice(UPLOADS_PATH.length) : undefined;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const asDate = (column: string) => sql<string>`cast(${sql.ref(column)} as text)`;

const reportOf = (
  row: {
    id: string;
    created_at: Date | string;
    problem_type: string;
    description: string;
    technical_defect: boolean;
    unknown_date: boolean;
    occurred_on: string | null;
    same_address: boolean;
    street: string | null;
    house_number: string | null;
    zip: string | null;
    city: string | null;
    not_drivable: boolean;
    exterior_problem: string | null;
    damage_type: string | null;
  },
  imageUrls: readonly string[],
): DamageReport => ({
  id: row.id,
  created_date: new Date(row.created_at).toISOString(),
  problemType: row.problem_type,
  exteriorProblem: isExteriorProblem(row.exterior_problem) ? row.exterior_problem : null,
  damageType: isDamageType(row.damage_type) ? row.damage_type : null,
  technicalDefect: row.technical_defect,
  damageOccurrenceDate: row.occurred_on,
  unknownDate: row.unknown_date,
  sameAddress: row.same_address,
  street: row.street,
  housenumber: row.house_number,
  zip: row.zip,
  city: row.city,
  damageDescription: row.description,
  notDrivible: row.not_drivable,
  images: { image_urls: imageUrls },
});

const reportColumns = [
  'damage_reports.id',
  'damage_reports.created_at',
  'damage_reports.problem_type',
  'damage_reports.description',
  'damage_reports.technical_defect',
  'damage_reports.unknown_date',
  'damage_reports.same_address',
  'damage_reports.street',
  'damage_reports.house_number',
  'damage_reports.zip',
  'damage_reports.city',
  'damage_reports.not_drivable',
  'damage_reports.exterior_problem',
  'damage_reports.damage_type',
] as const;

/** Damage reports, photos and incidents in the database; photo bytes in the file store. */
export const sqlDamageStore = (db: Kysely<Database>, files: FileStore): DamageStore => {
  const photoUrlsOf = async (reportIds: readonly string[]): Promise<Map<string, string[]>> => {
    const urls = new Map<string, string[]>();
    if (reportIds.length === 0) return urls;
    const rows = await db
      .selectFrom('damage_report_photos')
      .innerJoin('uploads', 'uploads.id', 'damage_report_photos.upload_id')
      .select(['damage_report_photos.report_id', 'uploads.storage_key'])
      .where('damage_report_photos.report_id', 'in', reportIds)
      .orderBy('damage_report_photos.report_id')
      .orderBy('damage_report_photos.position')
      .execute();
    for (const row of rows)
      urls.set(row.report_id, [...(urls.get(row.report_id) ?? []), photoLocationOf(row.storage_key)]);
    return urls;
  };

  return {
    incidentsOf: async (dealId) => {
      const incidents = await db
        .selectFrom('incident_damages')
        .select([
          'id',
          'repair_status',
          asDate('incident_damages.occurred_on').as('date'),
          asDate('incident_damages.appointment_date').as('appointment_date'),
        ])
        .where('deal_id', '=', dealId)
        .orderBy('occurred_on', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      if (incidents.length === 0) return [];
      const ids = incidents.map((incident) => incident.id);
      const [items, orders] = await Promise.all([
        db
          .selectFrom('incident_damage_items')
          .selectAll()
          .where('incident_id', 'in', ids)
          .orderBy('incident_id')
          .orderBy('position')
          .execute(),
        db
          .selectFrom('repair_orders')
          .select(['incident_id', 'download_url', asDate('repair_orders.ordered_on').as('date')])
          .where('incident_id', 'in', ids)
          .orderBy('incident_id')
          .orderBy('position')
          .execute(),
      ]);
      return incidents.map(
        (incident): IncidentDamage => ({
          id: incident.id,
          date: incident.date,
          repair_status: incident.repair_status,
          appointment_date: incident.appointment_date,
          damages: items
            .filter((item) => item.incident_id === incident.id)
            .map((item) => ({
              area: item.area,
              part: item.part,
              type: { german_name: item.type_german_name },
            })),
          repair_orders: orders
            .filter((order) => order.incident_id === incident.id)
            .map((order) => ({ date: order.date, download_url: order.download_url })),
        }),
      );
    },

    reportsOf: async (dealId) => {
      const rows = await db
        .selectFrom('damage_reports')
        .select([...reportColumns, asDate('damage_reports.occurred_on').as('occurred_on')])
        .where('deal_id', '=', dealId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      const urls = await photoUrlsOf(rows.map((row) => row.id));
      return rows.map((row) => reportOf(row, urls.get(row.id) ?? []));
    },

    photosAt: async (locations) => {
      const keys = locations.map(photoKeyAt).filter((key) => key !== undefined);
      if (keys.length === 0) return [];
      const rows = await db
        .selectFrom('uploads')
        .leftJoin('damage_report_photos', 'damage_report_photos.upload_id', 'uploads.id')
        .select([
          'uploads.id',
          'uploads.owner_user_id',
          'uploads.deal_id',
          'uploads.storage_key',
          'uploads.media_type',
          'damage_report_photos.report_id',
        ])
        .where('uploads.purpose', '=', DAMAGE_PHOTO_PURPOSE)
        .where('uploads.storage_key', 'in', keys)
        .execute();
      return rows.map(
        (row): DamagePhoto => ({
          uploadId: row.id,
          location: photoLocationOf(row.storage_key),
          ownerUserId: row.owner_user_id,
          dealId: row.deal_id,
          reportId: row.report_id,
          mediaType: row.media_type,
        }),
      );
    },

    openPhoto: async (location) => {
      const key = photoKeyAt(location);
      return key === undefined ? undefined : files.open(key);
    },

    storePhotos: async (photos) => {
      const stored = photos.map((photo) => {
        const id = `up-${randomUUID()}`;
        const extension = EXTENSIONS[photo.mediaType] ?? 'img';
        return { photo, id, key: `${PHOTO_KEY_PREFIX}${photo.dealId}/${id}.${extension}` };
      });
      const written: string[] = [];
      try {
        for (const { photo, key } of stored) {
          await files.move(photo.receivedKey, key);
          written.push(key);
        }
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('uploads')
            .values(
              stored.map(({ photo, id, key }) => ({
                id,
                owner_user_id: photo.ownerUserId,
                purpose: DAMAGE_PHOTO_PURPOSE,
                deal_id: photo.dealId,
                file_name: photo.fileName.slice(0, 255),
                media_type: photo.mediaType,
                size_bytes: photo.size,
                storage_key: key,
              })),
            )
            .execute();
        });
      } catch (error) {
        // All or nothing: no file stays behind without its row.
        await Promise.allSettled(written.map((key) => files.remove(key)));
        throw error;
      }
      return stored.map(({ key }) => photoLocationOf(key));
    },

    addReport: async (report) => {
      try {
        return await insertReport(db, report);
      } catch (error) {
        if (error instanceof PhotosTaken) return 'photos_taken';
        throw error;
      }
    },
  };
};

/** The report, its photos and its incident; rolled back when a photo belongs to another report. */
const insertReport = (db: Kysely<Database>, report: NewDamageReport) =>
  db.transaction().execute(async (trx) => {
    const id = `dr-${randomUUID()}`;
    const row = {
      id,
      deal_id: report.dealId,
      reported_by: report.reportedBy,
      created_at: report.at,
      problem_type: report.problemType,
      description: report.damageDescription,
      technical_defect: report.technicalDefect,
      unknown_date: report.unknownDate,
      occurred_on: report.damageOccurrenceDate,
      same_address: report.sameAddress,
      street: report.street,
      house_number: report.housenumber,
      zip: report.zip,
      city: report.city,
      not_drivable: report.notDrivible,
      exterior_problem: report.exteriorProblem,
      damage_type: report.damageType,
    };
    await trx.insertInto('damage_reports').values(row).execute();
    // upload_id is unique: a photo another report took meanwhile is skipped here and refused below.
    const taken = await trx
      .insertInto('damage_report_photos')
      .values(
        report.photos.map((photo, position) => ({ report_id: id, position, upload_id: photo.uploadId })),
      )
      .onConflict((conflict) => conflict.column('upload_id').doNothing())
      .returning('upload_id')
      .execute();
    if (taken.length < report.photos.length) throw new PhotosTaken();
    // The report opens an incident: open and without repair, it shows as pending.
    await trx
      .insertInto('incident_damages')
      .values({
        id: `inc-${randomUUID()}`,
        deal_id: report.dealId,
        damage_report_id: id,
        occurred_on: report.damageOccurrenceDate ?? toIsoDate(berlinDayOfInstant(report.at)),
        repair_status: 'open',
        appointment_date: null,
        created_at: report.at,
      })
      .execute();
    return reportOf(
      { ...row, created_at: report.at },
      report.photos.map((photo) => photo.location),
    );
  });

/** Rolls a report back whose photos another report took first. */
class PhotosTaken extends Error {}
