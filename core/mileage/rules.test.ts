import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { berlinDay, toIsoDate } from '../shared/calendar-days.ts';
import { cents } from '../shared/money.ts';
import {
  extraMileagePrice,
  includedKilometres,
  isMileageChangeContinueEnabled,
  mileagePackageOffers,
  monthlyUsage,
  recommendedPackage,
  selectableMileagePackages,
  validateExtraMileage,
  validateMileagePackageChange,
  validateMileageReport,
} from './rules.ts';

describe('mileage report', () => {
  it('accepts whole kilometres and gives the number', () => {
    expect(validateMileageReport(' 12345 ')._unsafeUnwrap()).toBe(12345);
    expect(validateMileageReport('0')._unsafeUnwrap()).toBe(0);
  });

  it('accepts 999,999 km and refuses 1,000,000 km', () => {
    expect(validateMileageReport('999999')._unsafeUnwrap()).toBe(999_999);
    expect(validateMileageReport('1000000')._unsafeUnwrapErr()).toEqual({
      code: 'mileage_too_high',
      message: 'Der Kilometerstand darf höchstens 999.999 km betragen.',
    });
  });

  it('refuses decimals, thousands separators, signs and letters', () => {
    for (const typed of ['12345,5', '12.345', '1e5', '-5', '+5', '12 345', 'zwölf']) {
      expect(validateMileageReport(typed)._unsafeUnwrapErr()).toEqual({
        code: 'not_whole_number',
        message: 'Bitte gib den Kilometerstand als ganze Zahl ohne Punkt oder Komma ein.',
      });
    }
  });

  it('asks for the field when empty', () => {
    expect(validateMileageReport('')._unsafeUnwrapErr().message).toBe('Dies ist ein Pflichtfeld.');
  });

  it('gives back every whole number up to the maximum as typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (km) => {
        expect(validateMileageReport(String(km))._unsafeUnwrap()).toBe(km);
      }),
    );
  });
});

describe('mileage package change', () => {
  it('raises within 500 to 5,000 km', () => {
    expect(validateMileagePackageChange(1_000, 1_500)._unsafeUnwrap()).toBe(1_500);
    expect(validateMileagePackageChange(4_500, 5_000).isOk()).toBe(true);
  });

  it('refuses 5,001 km and 499 km', () => {
    expect(validateMileagePackageChange(1_000, 5_001)._unsafeUnwrapErr()).toEqual({
      code: 'package_out_of_range',
      message: 'Das Kilometerpaket muss zwischen 500 und 5.000 km liegen.',
    });
    expect(validateMileagePackageChange(0, 499)._unsafeUnwrapErr().code).toBe('package_out_of_range');
    expect(validateMileagePackageChange(0, 500).isOk()).toBe(true);
  });

  it('never lowers the package and does not count the same package as a raise', () => {
    expect(validateMileagePackageChange(1_500, 1_000)._unsafeUnwrapErr()).toEqual({
      code: 'package_not_raised',
      message: 'Dein Kilometerpaket kann nur erhöht, aber nicht verringert werden.',
    });
    expect(validateMileagePackageChange(1_500, 1_500)._unsafeUnwrapErr().code).toBe('package_not_raised');
  });
});

describe('selectable mileage packages', () => {
  const option = (mileage_package: number) => ({ mileage_package, mileage_package_fee: 0, new_amount: 0 });

  it('offers only larger packages within the range, smallest first', () => {
    const available = [option(3_000), option(1_000), option(1_500), option(6_000), option(2_000)];
    expect(selectableMileagePackages(available, 1_500).map((o) => o.mileage_package)).toEqual([2_000, 3_000]);
  });

  it('offers nothing when the current package is the largest', () => {
    expect(selectableMileagePackages([option(1_000), option(5_000)], 5_000)).toEqual([]);
  });

  it('keeps the other fields of each option', () => {
    const offer = {
      mileage_package: 2_000,
      mileage_package_fee: 4_900,
      amount_change: 4_900,
      new_amount: 54_900,
    };
    expect(selectableMileagePackages([offer], 1_000)).toEqual([offer]);
  });

  it('offers only packages above the current one and in range, whatever is available', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 7_000 }).map(option)),
        fc.integer({ min: 0, max: 6_000 }),
        (available, current) => {
          const offered = selectableMileagePackages(available, current);
          for (const o of offered) {
            expect(o.mileage_package).toBeGreaterThan(current);
            expect(o.mileage_package).toBeGreaterThanOrEqual(500);
            expect(o.mileage_package).toBeLessThanOrEqual(5_000);
          }
          const expected = available.filter(
            (o) => o.mileage_package > current && o.mileage_package >= 500 && o.mileage_package <= 5_000,
          );
          expect(offered).toHaveLength(expected.length);
        },
      ),
    );
  });
});

describe("the edit-mileage flow's next button", () => {
  const offered = [
    { mileage_package: 2_000, new_amount: 60_800 },
    { mileage_package: 2_500, new_amount: 64_800 },
  ];

  it('stays disabled until a package is chosen', () => {
    expect(isMileageChangeContinueEnabled(offered, undefined)).toBe(false);
    expect(isMileageChangeContinueEnabled(offered, null)).toBe(false);
    expect(isMileageChangeContinueEnabled(offered, 2_000)).toBe(true);
  });

  it('stays disabled for a package that is not offered or has no new amount', () => {
    expect(isMileageChangeContinueEnabled(offered, 3_000)).toBe(false);
    expect(isMileageChangeContinueEnabled([{ mileage_package: 2_000 }], 2_000)).toBe(false);
  });

  it('stays disabled when no packages exist', () => {
    expect(isMileageChangeContinueEnabled([], 2_000)).toBe(false);
  });
});

describe('usage and package recommendation', () => {
  it('counts the kilometres per month between the first and the latest reading', () => {
    expect(
      monthlyUsage([
        { mileage: 14_250, day: '2026-11-20' },
        { mileage: 1_000, day: '2025-12-20' },
      ]),
    ).toBe(Math.round(13_250 / (335 / (365.25 / 12))));
  });

  it('has no usage from one reading or readings less than 28 days apart', () => {
    expect(monthlyUsage([{ mileage: 5, day: '2026-11-01' }])).toBeNull();
    expect(
      monthlyUsage([
        { mileage: 5, day: '2026-11-01' },
        { mileage: 900, day: '2026-11-20' },
      ]),
    ).toBeNull();
  });

  it('recommends the smallest package covering the usage, the largest when none does', () => {
    const packages = [500, 1000, 1500, 2000];
    expect(recommendedPackage(1310, packages)).toBe(1500);
    expect(recommendedPackage(1500, packages)).toBe(1500);
    expect(recommendedPackage(9000, packages)).toBe(2000);
    expect(recommendedPackage(null, packages)).toBeNull();
  });

  it('never recommends a package below the usage unless none is big enough (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.uniqueArray(fc.integer({ min: 500, max: 5_000 }), { minLength: 1 }),
        (usage, packages) => {
          const recommended = recommendedPackage(usage, packages) as number;
          const largest = Math.max(...packages);
          if (usage <= largest) {
            expect(recommended).toBeGreaterThanOrEqual(usage);
            expect(packages.filter((km) => km >= usage && km < recommended)).toEqual([]);
          } else expect(recommended).toBe(largest);
        },
      ),
    );
  });
});

describe('priced package offers', () => {
  const prices = [
    { mileage_package: 1000, monthly_fee: cents(2900) },
    { mileage_package: 1500, monthly_fee: cents(5900) },
    { mileage_package: 2000, monthly_fee: cents(11800) },
  ];

  it('prices a raise as the difference of the packages, charged once for the months driven when ACTIVE', () => {
    const active = {
      state: 'ACTIVE' as const,
      mileage_package: 1500,
      amount: 54900,
      term: 12,
      months_till_end: 1,
    };
    expect(mileagePackageOffers(active, prices)).toEqual([
      {
        mileage_package: 2000,
        mileage_package_fee: 11800,
        amount_change: 5900,
        new_amount: 60800,
        one_time_payment: 64900,
      },
    ]);
    const created = { ...active, state: 'CREATED' as const, mileage_package: 1000 };
    expect(mileagePackageOffers(created, prices).map((offer) => offer.one_time_payment)).toEqual([0, 0]);
  });

  it('offers only bigger packages, each raising the amount by its change (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.integer({ min: 1, max: 10 }).map((n) => n * 500),
          { minLength: 1 },
        ),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (packages, current, amount) => {
          const list = packages.map((km) => ({ mileage_package: km, monthly_fee: cents(km * 3) }));
          const offers = mileagePackageOffers({ state: 'ACTIVE', mileage_package: current, amount }, list);
          for (const offer of offers) {
            expect(offer.mileage_package).toBeGreaterThan(current);
            expect(offer.amount_change).toBeGreaterThanOrEqual(0);
            expect(offer.new_amount).toBe(amount + offer.amount_change);
          }
        },
      ),
    );
  });
});

describe('extra mileage', () => {
  it('takes 1 to 5,000 whole kilometres at the fee per kilometre', () => {
    expect(validateExtraMileage(500)._unsafeUnwrap()).toBe(500);
    for (const km of [0, -5, 5_001, 12.5]) expect(validateExtraMileage(km).isErr()).toBe(true);
    expect(extraMileagePrice(500, cents(19))).toBe(9500);
  });
});

describe('the kilometres a package includes', () => {
  it('grows by the package every month from the start and is none before it', () => {
    expect(includedKilometres(1500, '2026-01-01', '2026-01-01')).toBe(0);
    // 365 days are 11.99 average months (365.25 / 12 days each).
    expect(includedKilometres(1500, '2026-01-01', '2027-01-01')).toBe(17_988);
    expect(includedKilometres(1000, '2026-01-01', '2026-01-31')).toBe(986);
    expect(includedKilometres(1000, '2026-02-01', '2026-01-01')).toBe(0);
  });

  it('never falls as the day moves on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 5000 }), fc.integer({ min: 0, max: 800 }), (km, days) => {
        const from = '2026-01-01';
        const day = toIsoDate(berlinDay(from) + days);
        const next = toIsoDate(berlinDay(from) + days + 1);
        return includedKilometres(km, from, next) >= includedKilometres(km, from, day);
      }),
    );
  });
});
