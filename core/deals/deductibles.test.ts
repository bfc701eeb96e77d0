import { describe, expect, it } from 'vitest';
import { aDeal } from './a-deal.ts';
import { deductiblesOf } from './deductibles.ts';

describe('deductibles', () => {
  it('shows cents as euros', () => {
    expect(
      deductiblesOf(aDeal({ damage_deductible_vollkasko: 100_000, damage_deductible_teilkasko: 50_000 })),
    ).toEqual({
      fullCoverageEur: 1000,
      partialCoverageEur: 500,
      special: false,
    });
  });
  it('applies the special deductible at 50,000 cents full coverage', () => {
    expect(deductiblesOf(aDeal({ damage_deductible_vollkasko: 50_000 })).special).toBe(true);
  });
  it('applies the special deductible at a customer-specific value of 500', () => {
    expect(deductiblesOf(aDeal({ customer_specific_vk_damage_deductible: 500 })).special).toBe(true);
    expect(deductiblesOf(aDeal({ customer_specific_vk_damage_deductible: 1000 })).special).toBe(false);
  });
  it('leaves missing deductibles empty', () => {
    expect(deductiblesOf(aDeal())).toEqual({
      fullCoverageEur: null,
      partialCoverageEur: null,
      special: false,
    });
  });
});
