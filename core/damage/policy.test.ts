import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_RATE_RANGE,
  DAMAGE_POLICY_ITEM_KEYS,
  DAMAGE_POLICY_ITEMS,
  damagePriceRangeOf,
  damagePricesFor,
  isChargeableDamage,
} from './policy.ts';

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

  it('prices every item of a model within 100 to 400 euros, each model its own part of it', () => {
    const prices = damagePricesFor({ cheapestRateCents: 49_900 });
    expect(prices.map((price) => price.key)).toEqual([...DAMAGE_POLICY_ITEM_KEYS]);
    for (const price of prices) expect([price.minCents, price.maxCents]).toEqual([13_000, 28_000]);
    expect(damagePriceRangeOf(CATALOGUE_RATE_RANGE.minCents)).toEqual({ minCents: 10_000, maxCents: 25_000 });
    expect(damagePriceRangeOf(CATALOGUE_RATE_RANGE.maxCents)).toEqual({ minCents: 25_000, maxCents: 40_000 });
    expect(damagePriceRangeOf(99_900)).not.toEqual(damagePriceRangeOf(29_900));
  });

  it('gives a model without a known rate the whole range', () => {
    expect(damagePriceRangeOf(null)).toEqual({ minCents: 10_000, maxCents: 40_000 });
    expect(damagePriceRangeOf(undefined)).toEqual({ minCents: 10_000, maxCents: 40_000 });
  });

  it('never leaves 100 to 400 euros, and a dearer model never pays less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 500_000 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const cheap = damagePriceRangeOf(low);
        const dear = damagePriceRangeOf(high);
        expect(cheap.minCents).toBeGreaterThanOrEqual(10_000);
        expect(dear.maxCents).toBeLessThanOrEqual(40_000);
        expect(dear.minCents).toBeGreaterThanOrEqual(cheap.minCents);
        expect(cheap.minCents % 500).toBe(0);
      }),
    );
  });

  it('gives each rim damage a picture, and paint damage none', () => {
    const pictures = Object.fromEntries(DAMAGE_POLICY_ITEMS.map((item) => [item.key, item.image_url]));
    expect(pictures).toEqual({
      alloyRimScratch: '/images/damage/alloy-rim-scratch.svg',
      steelRimScratch: '/images/damage/steel-rim-scratch.svg',
      rimCorrosion: '/images/damage/rim-corrosion.svg',
      paintScratch: undefined,
      dent: undefined,
    });
  });
});
