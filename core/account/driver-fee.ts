import { type Cents, cents } from '../shared/money.ts';
import { ageOn, DRIVER_MIN_AGE } from '../shared/validation/birth-date.ts';

/**
 * The additional-driver conditions of consumer spec §9: free, except 19 EUR per month for drivers
 * under 23, over 65 or with a licence under 2 years; the licence must be valid 2 years without
 * interruption. Ages and licence durations are completed years on the Berlin calendar day of `now`
 * (the birthday or the issue day itself counts, as `ageOn` reads it).
 */
export const DRIVER_MONTHLY_FEE: Cents = cents(1900);
/** Under this age a driver pays the fee and must meet the young-driver criteria. */
export const YOUNG_DRIVER_AGE = 23;
/** Past this age (from the 66th birthday: "über 65") a driver pays the fee. */
export const SENIOR_DRIVER_AGE = 65;
/** Completed years a licence must have been held. */
export const LICENCE_MIN_YEARS = 2;

export type DriverFeeReason = 'under_23' | 'over_65' | 'licence_under_2_years';
export type DriverFee = { readonly monthlyFee: Cents; readonly reasons: readonly DriverFeeReason[] };

/** The dates the conditions read, as ISO dates (YYYY-MM-DD). */
export type DriverDates = { readonly dateOfBirth: string; readonly licenceIssueDate: string };

/** Completed years the licence has been held on the Berlin day of `now`. */
export const licenceYearsOn = (licenceIssueDate: string, now: Date): number => ageOn(licenceIssueDate, now);

/** What a driver costs per month on the Berlin day of `now`, and why (empty: free). */
export const driverFeeOn = (driver: DriverDates, now: Date): DriverFee => {
  const age = ageOn(driver.dateOfBirth, now);
  const reasons: DriverFeeReason[] = [];
  if (age < YOUNG_DRIVER_AGE) reasons.push('under_23');
  if (age > SENIOR_DRIVER_AGE) reasons.push('over_65');
  if (licenceYearsOn(driver.licenceIssueDate, now) < LICENCE_MIN_YEARS) reasons.push('licence_under_2_years');
  return { monthlyFee: reasons.length > 0 ? DRIVER_MONTHLY_FEE : cents(0), reasons };
};

/**
 * The young-driver criteria (consumer spec §8 `dob_young_driver_criteria_unmet`, §9): our cars are
 * available to a driver under 23 only with a licence held 2 years without interruption. From 23 on,
 * a licence under 2 years is taken and costs the fee; §9's licence rule and its fee for a licence
 * under 2 years can both hold only this way.
 */
export const meetsYoungDriverCriteria = (driver: DriverDates, now: Date): boolean =>
  ageOn(driver.dateOfBirth, now) >= YOUNG_DRIVER_AGE ||
  licenceYearsOn(driver.licenceIssueDate, now) >= LICENCE_MIN_YEARS;

/** Why a driver cannot be added at all, before any fee is talked about. */
export type DriverRefusal = 'too_young' | 'young_driver_criteria_unmet';

/**
 * The one answer to "may this driver be added, and at what monthly fee?" (consumer spec §5 "Add
 * driver", §8, §9) on the Berlin day of `now`: refused under the minimum age of 17 or when the
 * young-driver criteria fail, else the fee. The add-driver page quotes from it and the BFF decides by
 * it, so no fee is ever quoted for a driver the submit would refuse.
 */
export type DriverQuote =
  | { readonly kind: 'refused'; readonly reason: DriverRefusal }
  | { readonly kind: 'accepted'; readonly fee: DriverFee };

export const driverQuoteOn = (driver: DriverDates, now: Date): DriverQuote => {
  if (ageOn(driver.dateOfBirth, now) < DRIVER_MIN_AGE) return { kind: 'refused', reason: 'too_young' };
  if (!meetsYoungDriverCriteria(driver, now))
    return { kind: 'refused', reason: 'young_driver_criteria_unmet' };
  return { kind: 'accepted', fee: driverFeeOn(driver, now) };
};
