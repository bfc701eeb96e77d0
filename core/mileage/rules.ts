import { err, ok, type Result } from 'neverthrow';
import { type FieldError, fieldError, requiredText } from '../shared/validation/field-error.ts';
import {
  MILEAGE_NOT_WHOLE_NUMBER,
  MILEAGE_PACKAGE_NOT_RAISED,
  MILEAGE_PACKAGE_OUT_OF_RANGE,
  MILEAGE_TOO_HIGH,
} from '../shared/validation/messages.ts';

/**
 * The highest odometer reading we accept. The specification says the report has "a maximum (value
 * not shown)"; 999,999 km is the most a six-digit odometer shows, far beyond any car of a
 * subscription, so it only catches typing errors (our choice).
 */
export const MILEAGE_REPORT_MAX_KM = 999_999;
/** Mileage package range (consumer-portal.md section 9). */
export const MILEAGE_PACKAGE_MIN_KM = 500;
export const MILEAGE_PACKAGE_MAX_KM = 5_000;

const WHOLE_NUMBER = /^\d+$/;

/**
 * The odometer reading of a mileage report: required, whole kilometres as digits only (no "12.345",
 * no "12,5", no sign), at most 999,999 km. The result is the number.
 */
export const validateMileageReport = (value: string): Result<number, FieldError> =>
  requiredText(value).andThen((text) => {
    if (!WHOLE_NUMBER.test(text)) return err(fieldError('not_whole_number', MILEAGE_NOT_WHOLE_NUMBER));
    const km = Number(text);
    return km > MILEAGE_REPORT_MAX_KM ? err(fieldError('mileage_too_high', MILEAGE_TOO_HIGH)) : ok(km);
  });

export const isMileagePackageInRange = (km: number): boolean =>
  Number.isInteger(km) && km >= MILEAGE_PACKAGE_MIN_KM && km <= MILEAGE_PACKAGE_MAX_KM;

/** An entry of available_mileage_packages (consumer-portal.md section 3); only the package matters here. */
export type MileagePackageOption = {
  readonly mileage_package: number;
  readonly mileage_package_fee?: number;
  readonly amount_change?: number;
  readonly new_amount?: number;
  readonly one_time_payment?: number;
};

/** A package change: the new package must lie in 500-5,000 km and be larger than the current one. */
export const validateMileagePackageChange = (current: number, next: number): Result<number, FieldError> => {
  if (!isMileagePackageInRange(next))
    return err(fieldError('package_out_of_range', MILEAGE_PACKAGE_OUT_OF_RANGE));
  return next > current ? ok(next) : err(fieldError('package_not_raised', MILEAGE_PACKAGE_NOT_RAISED));
};

/**
 * The packages the customer may choose: a package can only be raised, never lowered, so only those
 * larger than the current one and within 500-5,000 km, smallest first. Duplicates of one package are
 * kept, as the offer may differ in price.
 */
export const selectableMileagePackages = <Option extends MileagePackageOption>(
  available: readonly Option[],
  current: number,
): Option[] =>
  available
    .filter((option) => validateMileagePackageChange(current, option.mileage_package).isOk())
    .sort((a, b) => a.mileage_package - b.mileage_package);
