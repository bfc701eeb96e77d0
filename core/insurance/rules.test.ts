import { describe, expect, it } from 'vitest';
import { cents } from '../shared/money.ts';
import {
  comfortProtectionPrice,
  fullCoverageDeductible,
  INSURANCE_TYPES,
  insuranceTypeOf,
  insuranceTypeTitle,
  minorDamageCovered,
  PREMIUM_PROTECTION_MONTHLY,
  partialCoverageDeductible,
  withPremiumProtection,
} from './rules.ts';

describe('insurance', () => {
  it('calls the basic protection Basis Schutz and the comfort protection Komfort Schutz', () => {
    expect(insuranceTypeTitle('basic')).toBe('Basis Schutz');
    expect(insuranceTypeTitle('comfort')).toBe('Komfort Schutz');
    expect(Object.keys(INSURANCE_TYPES)).toEqual(['basic', 'comfort']);
  });

  it('charges 29 EUR a month for premium protection', () => {
    expect(PREMIUM_PROTECTION_MONTHLY).toBe(2_900);
  });

  it('lowers the full-coverage deductible from 1,000 to 500 EUR with premium protection', () => {
    expect(fullCoverageDeductible(false)).toBe(100_000);
    expect(fullCoverageDeductible(true)).toBe(50_000);
  });

  it('caps the partial-coverage deductible at 500 EUR', () => {
    expect(partialCoverageDeductible(cents(30_000))).toBe(30_000);
    expect(partialCoverageDeductible(cents(50_000))).toBe(50_000);
    expect(partialCoverageDeductible(cents(50_001))).toBe(50_000);
  });

  it('gives Black members the comfort protection for free and charges everyone else', () => {
    expect(comfortProtectionPrice(cents(4_900), 'black')).toBe(0);
    expect(comfortProtectionPrice(cents(4_900), 'platinum')).toBe(4_900);
    expect(comfortProtectionPrice(cents(4_900), 'silver')).toBe(4_900);
  });

  it('covers minor damage up to 400 EUR', () => {
    expect(minorDamageCovered(cents(25_000))).toBe(25_000);
    expect(minorDamageCovered(cents(40_000))).toBe(40_000);
    expect(minorDamageCovered(cents(55_000))).toBe(40_000);
  });
});

describe('premium protection', () => {
  it('adds 29 EUR a month and lowers the full-coverage deductible to 500 EUR', () => {
    expect(withPremiumProtection({ insurance_amount: 1000, damage_deductible_teilkasko: 30_000 })).toEqual({
      insurance_amount: 3900,
      damage_deductible_vollkasko: 50_000,
      damage_deductible_teilkasko: 30_000,
    });
    expect(withPremiumProtection({})).toEqual({
      insurance_amount: 2900,
      damage_deductible_vollkasko: 50_000,
      damage_deductible_teilkasko: 50_000,
    });
  });

  it('turns basic protection into comfort protection', () => {
    expect(insuranceTypeOf(false)).toBe('basic');
    expect(insuranceTypeOf(true)).toBe('comfort');
  });
});
