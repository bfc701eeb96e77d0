import { type Kysely, sql } from 'kysely';
import type { Driver, DriverRepository } from '../../core/account/ports.ts';
import { lockUserRow } from './account-repositories.ts';
import type { Database } from './schema.ts';

const columns = [
  'id',
  'owner_user_id',
  'relationship_type',
  'first_name',
  'last_name',
  // Date columns as their text: drivers would turn them into Dates at local midnight.
  sql<string>`date_of_birth::text`.as('date_of_birth'),
  sql<string>`driver_license_issue_date::text`.as('driver_license_issue_date'),
  'dl_front_key',
  'dl_back_key',
  'agreed_to_terms',
  'confirmed_truthful_data',
  'status',
  'created_at',
] as const;

const select = (db: Kysely<Database>, ownerUserId: string) =>
  db
    .selectFrom('drivers')
    .select(columns)
    .where('owner_user_id', '=', ownerUserId)
    .where('status', '!=', 'deleted');

type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

const driverOf = (row: Row): Driver => ({
  id: row.id,
  ownerUserId: row.owner_user_id,
  relationshipType: row.relationship_type,
  firstName: row.first_name,
  lastName: row.last_name,
  dateOfBirth: row.date_of_birth,
  licenceIssueDate: row.driver_license_issue_date,
  licenceFrontKey: row.dl_front_key,
  licenceBackKey: row.dl_back_key,
  agreedToTerms: row.agreed_to_terms,
  confirmedTruthfulData: row.confirmed_truthful_data,
  status: row.status,
  createdAt: new Date(row.created_at),
});

export const sqlDrivers = (db: Kysely<Database>): DriverRepository => ({
  listOf: async (ownerUserId) =>
    (await select(db, ownerUserId).orderBy('created_at').orderBy('id').execute()).map(driverOf),
  findOf: async (ownerUserId, id) => {
    const row = await select(db, ownerUserId).where('id', '=', id).executeTakeFirst();
    return row ? driverOf(row) : undefined;
  },
  lockAccount: (ownerUserId) => lockUserRow(db, ownerUserId),
  add: async (driver, licences) => {
    await db
      .insertInto('drivers')
      .values({
        id: driver.id,
        owner_user_id: driver.ownerUserId,
        relationship_type: driver.relationshipType,
        first_name: driver.firstName,
        last_name: driver.lastName,
        date_of_birth: driver.dateOfBirth,
        driver_license_issue_date: driver.licenceIssueDate,
        dl_front_key: driver.licenceFrontKey,
        dl_back_key: driver.licenceBackKey,
        agreed_to_terms: driver.agreedToTerms,
        confirmed_truthful_data: driver.confirmedTruthfulData,
        status: driver.status,
        created_at: driver.createdAt,
        removed_at: null,
      })
      .execute();
    for (const [index, licence] of licences.entries()) {
      await db
        .insertInto('uploads')
        .values({
          id: `${driver.id}-licence-${index + 1}`,
          owner_user_id: driver.ownerUserId,
          purpose: 'driver_licence',
          deal_id: null,
          file_name: licence.filename,
          media_type: licence.mediaType,
          size_bytes: licence.sizeBytes,
          storage_key: licence.key,
          created_at: driver.createdAt,
        })
        .execute();
    }
  },
  remove: async (ownerUserId, id, at) => {
    const row = await db
      .updateTable('drivers')
      .set({ status: 'deleted', removed_at: at })
      .where('owner_user_id', '=', ownerUserId)
      .where('id', '=', id)
      .where('status', '!=', 'deleted')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
});
