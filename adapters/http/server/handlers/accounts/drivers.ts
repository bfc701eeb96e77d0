import { err, ok } from 'neverthrow';
import {
  checkNewDriver,
  type LicenceImage,
  licencesOf,
  type NewDriver,
  removeDriver,
} from '../../../../../core/account/drivers.ts';
import type { Driver, User } from '../../../../../core/account/ports.ts';
import { sqlDrivers } from '../../../../sql/driver-repository.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Handler } from '../../handler.ts';
import { bodyFields } from './account-ports.ts';

const wireDriver = (driver: Driver) => ({
  id: driver.id,
  firstname: driver.firstName,
  lastname: driver.lastName,
  status: driver.status,
  relationship_type: driver.relationshipType,
  date_of_birth: driver.dateOfBirth,
  driver_license_issue_date: driver.licenceIssueDate,
  dl_front_key: driver.licenceFrontKey,
  dl_back_key: driver.licenceBackKey,
  agreed_to_terms: driver.agreedToTerms,
  confirmed_truthful_data: driver.confirmedTruthfulData,
});

const ownerOf = (user: User | undefined): string => {
  // The routes are for consumers only: the access level has let only signed-in consumers through.
  if (!user) throw new Error('handler reached without a user');
  return user.id;
};

/** Additional drivers of the signed-in consumer (contracts/routes/drivers.ts). */
export const driverHandlers = (bff: BffContext): Record<string, Handler> => ({
  getDrivers: async ({ user }) =>
    ok({ body: { data: (await sqlDrivers(bff.db).listOf(ownerOf(user))).map(wireDriver) } }),
  addDriver: async ({ user, body, files, now }) => {
    const owner = ownerOf(user);
    const image = (field: string): LicenceImage | undefined => files.find((file) => file.field === field);
    const front = image('dl_front');
    const back = image('dl_back');
    const checked = await checkNewDriver({
      drivers: sqlDrivers(bff.db),
      newId: () => `drv-${bff.tokens.create().slice(0, 12)}`,
    })(owner, body as NewDriver, { ...(front ? { front } : {}), ...(back ? { back } : {}) }, now);
    if (checked.isErr()) {
      const error = checked.error;
      return err({
        code: error.code,
        ...('message' in error ? { message: error.message } : {}),
        ...('fields' in error ? { fields: bodyFields(error.fields) } : {}),
      });
    }
    const driver = checked.value;
    const licences = licencesOf(driver, front as LicenceImage, back as LicenceImage);
    // Both images and the driver are stored, or none: the files go first, and go again when the
    // rows cannot be written.
    await bff.files.put(licences[0]?.key as string, (front as LicenceImage).bytes);
    await bff.files.put(licences[1]?.key as string, (back as LicenceImage).bytes);
    try {
      await bff.db.transaction().execute((trx) => sqlDrivers(trx).add(driver, licences));
    } catch (error) {
      for (const licence of licences) await bff.files.remove(licence.key);
      throw error;
    }
    return ok({ status: 201, body: { data: wireDriver(driver) } });
  },
  removeDriver: async ({ user, params, now }) => {
    const result = await removeDriver(sqlDrivers(bff.db))(ownerOf(user), params.id as string, now);
    return result.isOk() ? ok({ body: { ok: true } }) : err({ code: 'not_found' });
  },
});
