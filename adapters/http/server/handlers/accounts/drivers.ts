import { err, ok } from 'neverthrow';
import { driverFeeOn } from '../../../../../core/account/driver-fee.ts';
import {
  type AddDriverError,
  checkNewDriver,
  type LicenceImage,
  licenceKey,
  licencesOf,
  type NewDriver,
  removeDriver,
} from '../../../../../core/account/drivers.ts';
import type { Driver, User } from '../../../../../core/account/ports.ts';
import { sqlDrivers } from '../../../../sql/driver-repository.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Failure, Handler } from '../../handler.ts';
import { bodyFields } from './account-ports.ts';

const wireDriver = (driver: Driver, now: Date) => {
  const fee = driverFeeOn(driver, now);
  return {
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
    monthly_fee: fee.monthlyFee,
    fee_reasons: [...fee.reasons],
  };
};

const failureOf = (error: AddDriverError): Failure => ({
  code: error.code,
  ...('message' in error ? { message: error.message } : {}),
  ...('fields' in error ? { fields: bodyFields(error.fields) } : {}),
});

/** A refusal inside the transaction: rolls it back and becomes the answer. */
class Refused extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(failure.code);
    this.failure = failure;
  }
}

const ownerOf = (user: User | undefined): string => {
  // The routes are for consumers only: the access level has let only signed-in consumers through.
  if (!user) throw new Error('handler reached without a user');
  return user.id;
};

/** Additional drivers of the signed-in consumer (contracts/routes/drivers.ts). */
export const driverHandlers = (bff: BffContext): Record<string, Handler> => ({
  getDrivers: async ({ user, now }) =>
    ok({
      body: {
        data: (await sqlDrivers(bff.db).listOf(ownerOf(user))).map((driver) => wireDriver(driver, now)),
      },
    }),
  addDriver: async ({ user, body, files, now }) => {
    const owner = ownerOf(user);
    const image = (field: string): LicenceImage | undefined => files.find((file) => file.field === field);
    const front = image('dl_front');
    const back = image('dl_back');
    // The images take the driver's keys before the transaction, which then waits on nothing but the
    // database (a move to an object store is two calls over the network); they are removed again
    // when the driver is not stored, and a crash before the commit leaves images that no upload row
    // names, which the sweep of interrupted uploads removes (sql/interrupted-uploads.ts).
    const id = `drv-${bff.tokens.create().slice(0, 12)}`;
    const kept: string[] = [];
    try {
      for (const [side, file] of [
        ['front', front],
        ['back', back],
      ] as const) {
        if (!file) continue;
        const key = licenceKey(id, side, file);
        await bff.files.move(file.receivedKey, key);
        kept.push(key);
      }
      return await bff.db.transaction().execute(async (trx) => {
        const drivers = sqlDrivers(trx);
        // The "already exists" check holds until the commit: one addition per account at a time.
        await drivers.lockAccount(owner);
        const checked = await checkNewDriver({ drivers, newId: () => id })(
          owner,
          body as NewDriver,
          { ...(front ? { front } : {}), ...(back ? { back } : {}) },
          now,
        );
        if (checked.isErr()) throw new Refused(failureOf(checked.error));
        const driver = checked.value;
        await drivers.add(driver, licencesOf(driver, front as LicenceImage, back as LicenceImage));
        return ok({ status: 201, body: { data: wireDriver(driver, now) } });
      });
    } catch (error) {
      await Promise.allSettled(kept.map((key) => bff.files.remove(key)));
      if (error instanceof Refused) return err(error.failure);
      throw error;
    }
  },
  removeDriver: async ({ user, params, now }) => {
    const result = await removeDriver(sqlDrivers(bff.db))(ownerOf(user), params.id as string, now);
    return result.isOk() ? ok({ body: { ok: true } }) : err({ code: 'not_found' });
  },
});
