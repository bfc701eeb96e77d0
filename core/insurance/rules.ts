import type { LoyaltyLevelId } from '../loyalty/rules.ts';
import { type Cents, cents } from '../shared/money.ts';

/** Protection and deductibles (consumer spec §3 "Addons", §6 Black benefits, §9 "Premium protection"). */
export const INSURANCE_TYPES = { basic: 'Basis Schutz', comfort: 'Komfort Schutz' } as const;
export type InsuranceType = keyof typeof INSURANCE_TYPES;

export const insuranceTypeTitle = (type: InsuranceType): string => INSURANCE_TYPES[type];

export const PREMIUM_PROTECTION_MONTHLY: Cents = cents(2_900);
export const FULL_COVERAGE_DEDUCTIBLE: Cents = cents(100_000);
export const FULL_COVERAGE_DEDUCTIBLE_WITH_PREMIUM: Cents = cents(50_000);
export const PARTIAL_COVERAGE_DEDUCTIBLE_MAX: Cents = cents(50_000);
export const MINOR_DAMAGE_COVER_MAX: Cents = cents(40_000);

/** Premium protection lowers the full-coverage deductible from 1,000 to 500 EUR. */
export const fullCoverageDeductible = (hasPremiumProtection: boolean): Cents =>
  hasPremiumProtection ? FULL_COVERAGE_DEDUCTIBLE_WITH_PREMIUM : FULL_COVERAGE_DEDUCTIBLE;

/** The partial-coverage deductible never exceeds 500 EUR, whatever the data says. */
export const partialCoverageDeductible = (deductible: Cents): Cents =>
  cents(Math.min(Math.max(0, deductible), PARTIAL_COVERAGE_DEDUCTIBLE_MAX));

/** Level Black gets the comfort protection for free (consumer spec §6). */
export const comfortProtectionPrice = (monthlyPrice: Cents, level: LoyaltyLevelId): Cents =>
  level === 'black' ? cents(0) : monthlyPrice;

/**
 * The part of a minor damage's cost the cover pays: the cost up to 400 EUR, so a damage of
 * 550 EUR is covered with 400 EUR and the customer pays 150 EUR.
 */
export const minorDamageCovered = (damageCost: Cents): Cents =>
  cents(Math.min(Math.max(0, damageCost), MINOR_DAMAGE_COVER_MAX));
