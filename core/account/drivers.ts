import { err, ok, type Result } from 'neverthrow';
import { berlinDay, berlinDayOfInstant } from '../shared/calendar-days.ts';
import type { ReceivedFile } from '../shared/ports.ts';
import { validateDriverBirthDate } from '../shared/validation/birth-date.ts';
import { parseDateInput } from '../shared/validation/date-input.ts';
import {
  type FieldError,
  type FormErrors,
  fieldError,
  requiredText,
} from '../shared/validation/field-error.ts';
import { AGE_LIMITS_EXCEEDED, REQUIRED } from '../shared/validation/messages.ts';
import { checkLicenceFile } from '../shared/validation/uploads.ts';
import { driverQuoteOn } from './driver-fee.ts';
import type { Driver, DriverRepository, RelationshipType, StoredLicence } from './ports.ts';

/** The add-driver form as the portal sends it; the two confirmations come as the text "true". */
export type NewDriver = {
  readonly relationship_type: RelationshipType;
  readonly firstname: string;
  readonly lastname: string;
  readonly date_of_birth: string;
  readonly driver_license_issue_date: string;
  readonly agreed_to_terms: string;
  readonly confirmed_truthful_data: string;
};
export type DriverField = keyof NewDriver | 'dl_front' | 'dl_back';

/** A licence image of the form, already checked by the server for size and type by content. */
export type LicenceImage = ReceivedFile;

// Server error texts of the add-driver catalogue (consumer spec §8).
export const DRIVER_ALREADY_EXISTS = 'Dieser Fahrer wurde bereits als Zweitfahrer hinzugefügt';
/** Not given by the specification, which names only the codes of the two confirmations. */
export const TERMS_NOT_AGREED = 'Bitte stimme den Bedingungen für Zusatzfahrer:innen zu.';
export const TRUTHFUL_DATA_NOT_CONFIRMED = 'Bitte bestätige, dass deine Angaben wahrheitsgemäß sind.';
/** Not given by the specification. */
export const ISSUE_DATE_IMPOSSIBLE = 'Das Ausstellungsdatum muss zwischen dem Geburtsdatum und heute liegen.';
/**
 * `dob_young_driver_criteria_unmet` (consumer spec §8: the car is not available for drivers under
 * 23), worded for the rule we apply (driver-fee.ts `meetsYoungDriverCriteria`).
 */
export const YOUNG_DRIVER_CRITERIA_UNMET =
  'Unsere Fahrzeuge sind für Fahrer:innen unter 23 Jahren nur verfügbar, wenn der Führerschein seit mindestens 2 Jahren ununterbrochen gilt.';
export const DRIVER_REMOVAL_FAILED = 'Entfernen fehlgeschlagen!';

export type AddDriverError =
  | { readonly code: 'bad_request'; readonly fields: FormErrors<DriverField> }
  | {
      readonly code: 'dob_age_limits_exceeded';
      readonly message: string;
      readonly fields: FormErrors<DriverField>;
    }
  | {
      readonly code: 'dob_young_driver_criteria_unmet';
      readonly message: string;
      readonly fields: FormErrors<DriverField>;
    }
  | { readonly code: 'agree_to_terms_invalid'; readonly message: string }
  | { readonly code: 'truthful_data_invalid'; readonly message: string }
  | { readonly code: 'driver_already_exists'; readonly message: string };

export type DriverPorts = {
  readonly drivers: DriverRepository;
  readonly newId: () => string;
};

const extensionOf = (image: LicenceImage): string =>
  ({ 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf', 'image/heic': 'heic' })[
    image.mediaType
  ] ?? 'bin';

/** Where a driver's licence image is kept in the file store. */
export const licenceKey = (driverId: string, side: 'front' | 'back', image: LicenceImage) =>
  `licences/${driverId}/${side}.${extensionOf(image)}`;

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('de-DE') === b.trim().toLocaleLowerCase('de-DE');

/**
 * Checks an additional driver (consumer spec §5 "Add driver", §9): names, relationship, a date of
 * birth of at least 17 years, a licence issue date between birth and today, a driver under 23
 * with a licence held 2 years (the young-driver criteria), both sides of the
 * licence (10 MB, jpg/png/pdf/heic), both confirmations; and that the account has no such driver
 * yet (same names and birthday). Answers the driver to store, pending until staff check the
 * licence; storing the images and the row is the caller's single step.
 */
export const checkNewDriver =
  (ports: DriverPorts) =>
  async (
    ownerUserId: string,
    form: NewDriver,
    licence: { readonly front?: LicenceImage; readonly back?: LicenceImage },
    now: Date,
  ): Promise<Result<Driver, AddDriverError>> => {
    const fields: FormErrors<DriverField> = {};
    const keep = (field: DriverField, result: Result<unknown, FieldError>) => {
      if (result.isErr()) fields[field] = result.error;
    };
    const firstname = requiredText(form.firstname);
    const lastname = requiredText(form.lastname);
    keep('firstname', firstname);
    keep('lastname', lastname);
    const birth = parseDateInput(form.date_of_birth);
    keep('date_of_birth', birth);
    const issue = parseDateInput(form.driver_license_issue_date).andThen((date) =>
      berlinDay(date) > berlinDayOfInstant(now) || (birth.isOk() && date < birth.value)
        ? err(fieldError('issue_date_impossible', ISSUE_DATE_IMPOSSIBLE))
        : ok(date),
    );
    keep('driver_license_issue_date', issue);
    for (const side of ['front', 'back'] as const) {
      const image = licence[side];
      keep(
        side === 'front' ? 'dl_front' : 'dl_back',
        image
          ? checkLicenceFile({ name: image.filename, size: image.size })
          : err(fieldError('required', REQUIRED)),
      );
    }
    if (Object.keys(fields).length > 0) return err({ code: 'bad_request', fields });
    const age = validateDriverBirthDate(form.date_of_birth, now);
    if (age.isErr() && age.error.code !== 'too_young')
      return err({ code: 'bad_request', fields: { date_of_birth: age.error } });
    if (age.isErr())
      return err({
        code: 'dob_age_limits_exceeded',
        message: AGE_LIMITS_EXCEEDED,
        fields: { date_of_birth: age.error },
      });
    const dates = { dateOfBirth: birth._unsafeUnwrap(), licenceIssueDate: issue._unsafeUnwrap() };
    // The same quote the add-driver page shows before the submit (driver-fee.ts driverQuoteOn).
    const quote = driverQuoteOn(dates, now);
    if (quote.kind === 'refused')
      return err({
        code: 'dob_young_driver_criteria_unmet',
        message: YOUNG_DRIVER_CRITERIA_UNMET,
        fields: {
          driver_license_issue_date: fieldError('young_driver_criteria_unmet', YOUNG_DRIVER_CRITERIA_UNMET),
        },
      });
    if (form.agreed_to_terms !== 'true')
      return err({ code: 'agree_to_terms_invalid', message: TERMS_NOT_AGREED });
    if (form.confirmed_truthful_data !== 'true')
      return err({ code: 'truthful_data_invalid', message: TRUTHFUL_DATA_NOT_CONFIRMED });
    const existing = await ports.drivers.listOf(ownerUserId);
    const dateOfBirth = birth._unsafeUnwrap();
    if (
      existing.some(
        (d) =>
          sameName(d.firstName, firstname._unsafeUnwrap()) &&
          sameName(d.lastName, lastname._unsafeUnwrap()) &&
          d.dateOfBirth === dateOfBirth,
      )
    )
      return err({ code: 'driver_already_exists', message: DRIVER_ALREADY_EXISTS });
    const id = ports.newId();
    const front = licence.front as LicenceImage;
    const back = licence.back as LicenceImage;
    return ok({
      id,
      ownerUserId,
      relationshipType: form.relationship_type,
      firstName: firstname._unsafeUnwrap(),
      lastName: lastname._unsafeUnwrap(),
      dateOfBirth,
      licenceIssueDate: issue._unsafeUnwrap(),
      licenceFrontKey: licenceKey(id, 'front', front),
      licenceBackKey: licenceKey(id, 'back', back),
      agreedToTerms: true,
      confirmedTruthfulData: true,
      status: 'pending',
      createdAt: now,
    });
  };

/** The licence metadata of a checked driver, for the upload records. */
export const licencesOf = (driver: Driver, front: LicenceImage, back: LicenceImage): StoredLicence[] => [
  {
    key: driver.licenceFrontKey as string,
    filename: front.filename,
    mediaType: front.mediaType,
    sizeBytes: front.size,
  },
  {
    key: driver.licenceBackKey as string,
    filename: back.filename,
    mediaType: back.mediaType,
    sizeBytes: back.size,
  },
];

/** Removes a driver of the account; another account's driver is not found (consumer spec §6). */
export const removeDriver =
  (drivers: DriverRepository) =>
  async (ownerUserId: string, id: string, now: Date): Promise<Result<true, { code: 'not_found' }>> =>
    (await drivers.remove(ownerUserId, id, now)) ? ok(true) : err({ code: 'not_found' });
