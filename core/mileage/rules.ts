import { err, ok, type Result } from 'neverthrow';
import type { Deal } from '../deals/types.ts';
import { berlinDay } from '../shared/calendar-days.ts';
import { type Cents, cents } from '../shared/money.ts';
import { type FieldError, fieldError, requiredText } from '../shared/validation/field-error.ts';
import {
  MILEAGE_NOT_WHOLE_NUMBER,
  MILEAGE_PACKAGE_NOT_RAISED,
  MILEAGE_PACKAGE_OUT_OF_RANGE,
  MILEAGE_TOO_HIGH,
} from '../shared/validation/messages.ts';
import { EXTRA_MILEAGE_OUT_OF_RANGE } from './messages.ts';

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

/**
 * The edit-mileage flow's buttons (consumer spec §5 "Mileage change"): next is disabled until a
 * package with a new amount is chosen, and when no packages exist; submit is disabled without a
 * selection. A choice counts only when it is one of the packages offered and carries its new rate.
 */
export const isMileageChangeContinueEnabled = (
  packages: readonly MileagePackageOption[],
  chosen: number | null | undefined,
): boolean =>
  packages.some(
    (option) =>
      option.mileage_package === chosen &&
      typeof option.new_amount === 'number' &&
      Number.isFinite(option.new_amount),
  );

/** Average days in a month, for usage per month from readings days apart. */
const DAYS_PER_MONTH = 365.25 / 12;
/** Readings closer together than this say too little about a month's driving. */
export const MIN_USAGE_SPAN_DAYS = 28;

export type MileageReading = {
  readonly mileage: number /** Berlin calendar day, 'YYYY-MM-DD'. */;
  readonly day: string;
};

/**
 * Kilometres driven per month: the distance between the first and the latest reading over the
 * months between them, rounded; none while the readings span less than 28 days.
 */
export const monthlyUsage = (readings: readonly MileageReading[]): number | null => {
  if (readings.length < 2) return null;
  const sorted = readings.toSorted((a, b) => berlinDay(a.day) - berlinDay(b.day));
  const first = sorted[0] as MileageReading;
  const last = sorted[sorted.length - 1] as MileageReading;
  const days = berlinDay(last.day) - berlinDay(first.day);
  if (days < MIN_USAGE_SPAN_DAYS) return null;
  return Math.max(0, Math.round((last.mileage - first.mileage) / (days / DAYS_PER_MONTH)));
};

/** The smallest package that covers the usage; the largest when none does; none without a usage. */
export const recommendedPackage = (usage: number | null, packages: readonly number[]): number | null => {
  if (usage === null || packages.length === 0) return null;
  const sorted = packages.toSorted((a, b) => a - b);
  return sorted.find((km) => km >= usage) ?? (sorted[sorted.length - 1] as number);
};

/** A package's monthly price; amount_change is the difference to the current package's. */
export type MileagePackagePrice = { readonly mileage_package: number; readonly monthly_fee: Cents };

export type MileagePackageOffer = {
  readonly mileage_package: number;
  readonly mileage_package_fee: Cents;
  readonly amount_change: Cents;
  readonly new_amount: Cents;
  readonly one_time_payment: Cents;
};

/** Whole months of the term already driven: term minus months left, else none. */
export const monthsDriven = (deal: Pick<Deal, 'term' | 'months_till_end'>): number =>
  typeof deal.term === 'number' && typeof deal.months_till_end === 'number'
    ? Math.max(0, deal.term - deal.months_till_end)
    : 0;

/**
 * The packages a deal can move up to, priced: the monthly fee rises by the difference between the
 * packages' prices; an ACTIVE deal pays that difference once for every month already driven, as a
 * raise applies retroactively for the whole term (consumer spec §4). Only raises, 500-5,000 km.
 */
export const mileagePackageOffers = (
  deal: Pick<Deal, 'state' | 'mileage_package' | 'amount' | 'term' | 'months_till_end'>,
  prices: readonly MileagePackagePrice[],
): MileagePackageOffer[] => {
  const current = deal.mileage_package ?? 0;
  const currentFee = prices.find((price) => price.mileage_package === current)?.monthly_fee ?? 0;
  const retroactiveMonths = deal.state === 'ACTIVE' ? monthsDriven(deal) : 0;
  return selectableMileagePackages(prices, current).map((price) => {
    const change = cents(Math.max(0, price.monthly_fee - currentFee));
    return {
      mileage_package: price.mileage_package,
      mileage_package_fee: price.monthly_fee,
      amount_change: change,
      new_amount: cents((deal.amount ?? 0) + change),
      one_time_payment: cents(change * retroactiveMonths),
    };
  });
};

/** Deals whose package can still change: before handover (edit) and while driving (manage kilometres). */
export const canChangeMileagePackage = (deal: Pick<Deal, 'state'>): boolean =>
  deal.state === 'CREATED' || deal.state === 'ACTIVE';

/** One-time extra mileage (mileage management modal): whole kilometres, 1 to 5,000 (our bound). */
export const EXTRA_MILEAGE_MAX_KM = 5_000;

export const validateExtraMileage = (km: number): Result<number, FieldError> =>
  Number.isInteger(km) && km >= 1 && km <= EXTRA_MILEAGE_MAX_KM
    ? ok(km)
    : err(fieldError('extra_mileage_out_of_range', EXTRA_MILEAGE_OUT_OF_RANGE));

/** The one-time price of extra kilometres at the deal's fee per kilometre (cents, "from data"). */
/**
 * A booking of the same kilometres for the same deal within this time is the same booking sent again
 * (a double click, a retry after a lost answer): it answers the first one and charges nothing more.
 * Our design; the specification says nothing about repeats. Two bookings on purpose are either
 * different amounts or further apart.
 */
export const EXTRA_MILEAGE_REPEAT_WINDOW_MS = 10 * 60_000;

export const extraMileagePrice = (km: number, feePerKm: Cents): Cents => cents(km * feePerKm);

/**
 * The kilometres a package includes from `from` to `day` (Berlin calendar days, 'YYYY-MM-DD'): the
 * package's kilometres a month for every month in between, rounded; none before `from`. The portal
 * charts the readings against it over the term.
 */
export const includedKilometres = (packageKm: number, from: string, day: string): number =>
  Math.max(0, Math.round((packageKm * (berlinDay(day) - berlinDay(from))) / DAYS_PER_MONTH));
