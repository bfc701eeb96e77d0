import type { Deal } from './types.ts';

/** Consumer spec §9: the special deductible applies at 50,000 cents full coverage or a customer value of 500. */
export const SPECIAL_FULL_COVERAGE_CENTS = 50_000;
export const SPECIAL_CUSTOMER_SPECIFIC_VALUE = 500;

export type Deductibles = {
  readonly fullCoverageEur: number | null;
  readonly partialCoverageEur: number | null;
  readonly special: boolean;
};

const centsToEuros = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : value / 100;

export const deductiblesOf = (deal: Deal): Deductibles => ({
  fullCoverageEur: centsToEuros(deal.damage_deductible_vollkasko),
  partialCoverageEur: centsToEuros(deal.damage_deductible_teilkasko),
  special:
    deal.damage_deductible_vollkasko === SPECIAL_FULL_COVERAGE_CENTS ||
    deal.customer_specific_vk_damage_deductible === SPECIAL_CUSTOMER_SPECIFIC_VALUE,
});
