import { describe, expect, it } from 'vitest';
import { DAMAGE_POLICY_ITEM_KEYS, damagePricesFor, isChargeableDamage } from './policy.ts';

describe('damage policy', () => {
  it('counts a scratch on an alloy rim as damage over 20 mm, on a steel rim over 50 mm', () => {
    expect(isChargeableDamage('alloyRimScratch', 20)).toBe(false);
    expect(isChargeableDamage('alloyRimScratch', 21)).toBe(true);
    expect(isChargeableDamage('steelRimScratch', 50)).toBe(false);
    expect(isChargeableDamage('steelRimScratch', 51)).toBe(true);
  });

  it('counts rim corrosion over 80 mm, a paint scratch over 20 mm and a dent over 10 mm diameter', () => {
    expect(isChargeableDamage('rimCorrosion', 80)).toBe(false);
    expect(isChargeableDamage('rimCorrosion', 81)).toBe(true);
    expect(isChargeableDamage('paintScratch', 21)).toBe(true);
    expect(isChargeableDamage('dent', 10)).toBe(false);
    expect(isChargeableDamage('dent', 11)).toBe(true);
  });

  it('prices every item of a model between 100 and 400 euros', () => {
    const prices = damagePricesFor({ brandId: 'bmw', modelId: 'i4' });
    expect(prices.map((price) => price.key)).toEqual([...DAMAGE_POLICY_ITEM_KEYS]);
    for (const price of prices) expect([price.minCents, price.maxCents]).toEqual([10_000, 40_000]);
  });
});
