import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectableMileagePackages, validateMileagePackageChange, validateMileageReport } from './rules.ts';

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
