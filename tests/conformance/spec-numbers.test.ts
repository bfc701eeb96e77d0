import { describe, expect, it } from 'vitest';
import { OPEN_URL_DELAY_MS } from '../../adapters/react-ui/src/lib/open-url.ts';
import { PAYMENT_METHOD_CHOICE_DAYS } from '../../core/account/payment-choice.ts';
import { SHORT_NOTICE_CANCELLATION_FEE } from '../../core/cancellation/fees.ts';
import { FEE_STEP_MIN_AGE_HOURS } from '../../core/cancellation/steps.ts';
import { POLICY_BRANDS } from '../../core/car-policy/policy.ts';
import { CATALOGUE_FUELS, CATALOGUE_TERMS } from '../../core/catalogue/types.ts';
import { BUY_CAR_EXCEPTION_CONFIG, DEFAULT_MIN_HOURS_AFTER_CREATION } from '../../core/content/visibility.ts';
import { CATALOGUE_RATE_RANGE, DAMAGE_POLICY_ITEMS, DAMAGE_PRICE_RANGE } from '../../core/damage/policy.ts';
import { DAMAGE_DESCRIPTION_LIST_LENGTH, DAMAGE_DESCRIPTION_MIN_LENGTH } from '../../core/damage/rules.ts';
import {
  BANNER_DISMISSAL_HOURS,
  EXTEND_BANNER_FROM_DAYS,
  EXTEND_BANNER_TO_DAYS,
  RESERVATION_HOURS,
  RETURN_BANNER_DAYS,
} from '../../core/deals/banners.ts';
import {
  SPECIAL_CUSTOMER_SPECIFIC_VALUE,
  SPECIAL_FULL_COVERAGE_CENTS,
} from '../../core/deals/deductibles.ts';
import { DOCUMENT_VERIFICATION_WORKING_DAYS } from '../../core/deals/display-status.ts';
import {
  DEDUCTIBLE_UPGRADE_MIN_MONTHS,
  RETENTION_WINDOW_MAX_DAYS,
  RETURN_PLANNING_OPENS_DAYS,
} from '../../core/deals/eligibility.ts';
import { DELIVERY_FEE_ANNOUNCEMENT, INVOICE_ANNOUNCEMENT } from '../../core/fleet/announcement-catalogue.ts';
import {
  B2B_RETURN_PLANNING_DAYS,
  RESERVATION_DAYS,
  SWAP_WINDOW_DAYS,
  TRANSITION_VEHICLE,
} from '../../core/fleet/orders.ts';
import { ADDRESS_TEXT_MAX_LENGTH } from '../../core/handover/address-fields.ts';
import {
  CUSTOM_DELIVERY_FEE,
  DELIVERY_WINDOW_DAYS_AFTER,
  DELIVERY_WINDOW_DAYS_BEFORE,
  HANDOVER_DEFAULT_TIME,
  PICKUP_SLOTS,
  SELF_PICKUP_FEE,
  SELF_PICKUP_OFFER_DAYS,
  SELF_PICKUP_SAVING,
  STANDARD_DELIVERY_FEE,
  STATION_OPENING_HOURS,
} from '../../core/handover/rules.ts';
import {
  FULL_COVERAGE_DEDUCTIBLE,
  FULL_COVERAGE_DEDUCTIBLE_WITH_PREMIUM,
  MINOR_DAMAGE_COVER_MAX,
  PARTIAL_COVERAGE_DEDUCTIBLE_MAX,
  PREMIUM_PROTECTION_MONTHLY,
} from '../../core/insurance/rules.ts';
import {
  ELECTRIC_SUBSCRIPTION_POINTS,
  LOYALTY_LEVELS,
  pointsForPayment,
  VOUCHER_MIN_POINTS,
  VOUCHER_VALIDITY_MONTHS,
  VOUCHERS_PER_BOOKING,
} from '../../core/loyalty/rules.ts';
import { MILEAGE_PACKAGE_MAX_KM, MILEAGE_PACKAGE_MIN_KM } from '../../core/mileage/rules.ts';
import { MAX_PROLONGATION_TERM, MIN_PROLONGATION_TERM, VAT_PERCENT } from '../../core/prolongation/rules.ts';
import {
  FRIEND_FIRST_INSTALMENT_DISCOUNT,
  MAX_REFERRALS,
  REFERRAL_POINTS,
  REFERRER_NEXT_INSTALMENT_DISCOUNT,
} from '../../core/referral/rules.ts';
import { FINAL_INVOICE_WEEKS, RETURN_PROTOCOL_DAYS } from '../../core/return/return-status.ts';
import {
  APPRAISAL_SLOTS,
  DEFAULT_APPRAISAL_SLOT,
  FREE_RETURN_DATE_CHANGE_DAYS,
} from '../../core/return/rules.ts';
import { ALTERNATIVE_CAR_DISCOUNT } from '../../core/service/rules.ts';
import { cents } from '../../core/shared/money.ts';
import { DRIVER_MIN_AGE } from '../../core/shared/validation/birth-date.ts';
import { PHONE_MAX_LENGTH } from '../../core/shared/validation/phone.ts';
import { POSTAL_CODE_LENGTH } from '../../core/shared/validation/postal-code.ts';
import {
  DAMAGE_PHOTO_MAX_BYTES,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
} from '../../core/shared/validation/uploads.ts';

/** The numbers of section 9 of both specification files, against the core constants that hold them. */
describe('the consumer specification’s constants and limits (§9)', () => {
  it('self-pickup: offered 6 days before delivery, 149 instead of 249 EUR, saving 100, hourly slots 8 to 18', () => {
    expect(SELF_PICKUP_OFFER_DAYS).toBe(6);
    expect([SELF_PICKUP_FEE, STANDARD_DELIVERY_FEE, SELF_PICKUP_SAVING]).toEqual([14_900, 24_900, 10_000]);
    expect(STATION_OPENING_HOURS).toEqual({ opens: '08:00', closes: '19:00' });
    expect(PICKUP_SLOTS.map((slot) => slot.value)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });

  it('fees: 249 EUR extra when the handover is planned (short notice)', () => {
    expect(SHORT_NOTICE_CANCELLATION_FEE).toBe(24_900);
  });

  it('drivers and uploads: age 17, licence 10 MB, photos 6 MB, the five extensions, 40 characters, PLZ 5, phone 30, address 100', () => {
    expect(DRIVER_MIN_AGE).toBe(17);
    expect(DOCUMENT_MAX_BYTES).toBe(10_485_760);
    expect(DAMAGE_PHOTO_MAX_BYTES).toBe(6_291_456);
    expect(DOCUMENT_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'pdf', 'heic']);
    expect([DAMAGE_DESCRIPTION_MIN_LENGTH, DAMAGE_DESCRIPTION_LIST_LENGTH]).toEqual([40, 40]);
    expect([POSTAL_CODE_LENGTH, PHONE_MAX_LENGTH, ADDRESS_TEXT_MAX_LENGTH]).toEqual([5, 30, 100]);
  });

  it('windows: extend 14 to 121 days, retention up to 90, banners 90, planning 45, free change 5, 24 hours', () => {
    expect([EXTEND_BANNER_FROM_DAYS, EXTEND_BANNER_TO_DAYS]).toEqual([14, 121]);
    expect([RETENTION_WINDOW_MAX_DAYS, RETURN_BANNER_DAYS, RETURN_PLANNING_OPENS_DAYS]).toEqual([90, 90, 45]);
    expect(FREE_RETURN_DATE_CHANGE_DAYS).toBe(5);
    expect([BANNER_DISMISSAL_HOURS, FEE_STEP_MIN_AGE_HOURS, DEFAULT_MIN_HOURS_AFTER_CREATION]).toEqual([
      24, 24, 24,
    ]);
  });

  it('protection: 29 EUR a month, full deductible 1,000 → 500, partial at most 500, minor damage 400, 2 months', () => {
    expect(PREMIUM_PROTECTION_MONTHLY).toBe(2_900);
    expect([FULL_COVERAGE_DEDUCTIBLE, FULL_COVERAGE_DEDUCTIBLE_WITH_PREMIUM]).toEqual([100_000, 50_000]);
    expect([PARTIAL_COVERAGE_DEDUCTIBLE_MAX, MINOR_DAMAGE_COVER_MAX]).toEqual([50_000, 40_000]);
    expect([SPECIAL_FULL_COVERAGE_CENTS, SPECIAL_CUSTOMER_SPECIFIC_VALUE]).toEqual([50_000, 500]);
    expect(DEDUCTIBLE_UPGRADE_MIN_MONTHS).toBe(2);
  });

  it('mileage 500 to 5,000 km; prolongation 3 to 18 months with 19% VAT; delivery window 4 weeks before to 1 after', () => {
    expect([MILEAGE_PACKAGE_MIN_KM, MILEAGE_PACKAGE_MAX_KM]).toEqual([500, 5_000]);
    expect([MIN_PROLONGATION_TERM, MAX_PROLONGATION_TERM, VAT_PERCENT]).toEqual([3, 18, 19]);
    expect([DELIVERY_WINDOW_DAYS_BEFORE, DELIVERY_WINDOW_DAYS_AFTER]).toEqual([28, 7]);
    expect(HANDOVER_DEFAULT_TIME).toBe('11:00');
  });

  it('appraisal slots 10:00 (08:00-12:00, default) and 13:00 (12:00-15:30)', () => {
    expect(APPRAISAL_SLOTS).toEqual([
      { value: '10:00', formatted_time: '08:00-12:00' },
      { value: '13:00', formatted_time: '12:00-15:30' },
    ]);
    expect(DEFAULT_APPRAISAL_SLOT).toBe('10:00');
  });

  it('final invoice 3-4 weeks and return protocol about 7 days after the return; signing within 3 days', () => {
    expect(FINAL_INVOICE_WEEKS).toEqual({ from: 3, to: 4 });
    expect(RETURN_PROTOCOL_DAYS).toBe(7);
    expect(RESERVATION_HOURS).toBe(3 * 24);
  });

  it('document verification up to 3 working days, payment method within 7 days, 50 EUR off an alternative car', () => {
    expect(DOCUMENT_VERIFICATION_WORKING_DAYS).toBe(3);
    expect(PAYMENT_METHOD_CHOICE_DAYS).toBe(7);
    expect(ALTERNATIVE_CAR_DISCOUNT).toBe(5_000);
  });

  it('open-URL delay 100 ms; catalogue price range 139 to 1989', () => {
    expect(OPEN_URL_DELAY_MS).toBe(100);
    expect(CATALOGUE_RATE_RANGE).toEqual({ minCents: 13_900, maxCents: 198_900 });
  });

  it('buy-car configuration 999 / 998 / preferred_return_date', () => {
    expect(BUY_CAR_EXCEPTION_CONFIG).toEqual({
      min_days_till_return: 999,
      min_days_before_return: 998,
      date_field: 'preferred_return_date',
    });
  });

  it('rim and paint damage thresholds, price range 100-400 EUR', () => {
    expect(Object.fromEntries(DAMAGE_POLICY_ITEMS.map((item) => [item.key, item.thresholdMm]))).toEqual({
      alloyRimScratch: 20,
      steelRimScratch: 50,
      rimCorrosion: 80,
      paintScratch: 20,
      dent: 10,
    });
    expect(DAMAGE_PRICE_RANGE).toEqual({ minCents: 10_000, maxCents: 40_000 });
  });

  it('loyalty: 1 EUR = 1 point, voucher from 4,000 points for a year, one per booking, levels and free km, 500 for electric', () => {
    expect(pointsForPayment(cents(100))).toBe(1);
    expect([VOUCHER_MIN_POINTS, VOUCHER_VALIDITY_MONTHS, VOUCHERS_PER_BOOKING]).toEqual([4_000, 12, 1]);
    expect(LOYALTY_LEVELS.map((level) => [level.title, level.minimumPoints, level.freeKilometres])).toEqual([
      ['Silver', 0, 0],
      ['Gold', 2_500, 250],
      ['Platinum', 10_000, 500],
      ['Black', 50_000, 1_000],
    ]);
    expect(ELECTRIC_SUBSCRIPTION_POINTS).toBe(500);
  });

  it('referral: up to 5 friends, 200 EUR for each side, 1,000 points', () => {
    expect(MAX_REFERRALS).toBe(5);
    expect([FRIEND_FIRST_INSTALMENT_DISCOUNT, REFERRER_NEXT_INSTALMENT_DISCOUNT]).toEqual([20_000, 20_000]);
    expect(REFERRAL_POINTS).toBe(1_000);
  });

  it('catalogue: terms 6 to 24 months, the four fuels, 24 makes for a car policy', () => {
    expect(CATALOGUE_TERMS).toEqual([6, 9, 12, 18, 24]);
    expect(CATALOGUE_FUELS).toEqual(['Benzin', 'Diesel', 'Elektro', 'Plug-In-Hybrid']);
    expect(POLICY_BRANDS).toHaveLength(24);
  });
});

describe('the business specification’s constants and limits (§9)', () => {
  it('reservation 3 days, return planning from 45 days, banners 90 days, swap within 7 days', () => {
    expect(RESERVATION_DAYS).toBe(3);
    expect(B2B_RETURN_PLANNING_DAYS).toBe(45);
    expect(RETURN_BANNER_DAYS).toBe(90);
    expect(SWAP_WINDOW_DAYS).toBe(7);
  });

  it('transition vehicle: 7 days, 1,000 km a month, deductibles 1,000 / 500, premium 500, tyres and windshield 0', () => {
    expect(TRANSITION_VEHICLE).toEqual({
      deliveryDaysAfterSigning: 7,
      kilometresPerMonth: 1000,
      base: { fullCoverage: 100_000, partialCoverage: 50_000 },
      premium: { fullCoverage: 50_000, partialCoverage: 50_000 },
      tireAndWindshieldDeductible: 0,
    });
  });

  it('custom delivery 209.24 EUR from 15 Nov 2025, and the two announcement windows', () => {
    expect(CUSTOM_DELIVERY_FEE).toBe(20_924);
    expect(DELIVERY_FEE_ANNOUNCEMENT.config).toMatchObject({
      startDate: '2025-10-16',
      endDate: '2025-11-15',
    });
    expect(INVOICE_ANNOUNCEMENT.config).toMatchObject({ startDate: '2025-08-16', endDate: '2025-09-15' });
  });
});
