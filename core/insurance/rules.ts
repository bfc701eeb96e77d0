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

/** The deductible add-on: premium protection (consumer spec §9), booked as a monthly add-on. */
export const PREMIUM_PROTECTION_ADDON = {
  addon_id: 'premium-protection',
  title: 'Premium-Schutz',
  coverage: 'full',
  monthlyPrice: PREMIUM_PROTECTION_MONTHLY,
} as const;

/** The protection a deal has: comfort once the deductible add-on is booked, basic before. */
export const insuranceTypeOf = (hasDeductibleAddon: boolean): InsuranceType =>
  hasDeductibleAddon ? 'comfort' : 'basic';

/**
 * The deal's protection figures after booking premium protection: the monthly insurance amount rises
 * by the add-on's price (29 EUR; nothing for level Black), the full-coverage deductible drops to 500 EUR and the partial-coverage one
 * stays at most 500 EUR.
 */
export const withPremiumProtection = (
  insurance: {
    readonly insurance_amount?: number | null;
    readonly damage_deductible_teilkasko?: number | null;
  },
  monthlyPrice: Cents = PREMIUM_PROTECTION_MONTHLY,
): {
  readonly insurance_amount: Cents;
  readonly damage_deductible_vollkasko: Cents;
  readonly damage_deductible_teilkasko: Cents;
} => ({
  insurance_amount: cents((insurance.insurance_amount ?? 0) + monthlyPrice),
  damage_deductible_vollkasko: fullCoverageDeductible(true),
  damage_deductible_teilkasko: partialCoverageDeductible(
    cents(insurance.damage_deductible_teilkasko ?? PARTIAL_COVERAGE_DEDUCTIBLE_MAX),
  ),
});

/**
 * The insurance upgrade's steps (consumer spec §2 INSURANCE_UPGRADE): one, the protection's choice;
 * its content form may set steps of its own around it.
 */
export const INSURANCE_UPGRADE_STEPS = ['addon'] as const;
