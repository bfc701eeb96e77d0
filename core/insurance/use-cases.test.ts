import { describe, expect, it } from 'vitest';
import { aDeal } from '../deals/a-deal.ts';
import {
  fleetAdmin,
  fleetAnalyst,
  inMemoryDeals,
  kunde,
  ofFleet,
  ownedBy,
} from '../deals/in-memory-deals.ts';
import { inDays, NOW } from '../deals/test-clock.ts';
import { cents } from '../shared/money.ts';
import type { InsuranceBooking, InsuranceStore } from './ports.ts';
import { addonGroups, bookPremiumProtection } from './use-cases.ts';

const setUp = () => {
  const car = { external_product_id: 'cupra-born' };
  const deals = inMemoryDeals([
    {
      deal: aDeal({
        id: 'd-1002',
        state: 'CREATED',
        minimum_commitment_end_date: inDays(400),
        mileage_package: 1000,
        car,
      }),
      ownership: ownedBy('u-kunde'),
    },
    {
      deal: aDeal({ id: 'd-1001', state: 'ACTIVE', minimum_commitment_end_date: inDays(28), car }),
      ownership: ownedBy('u-kunde'),
    },
    {
      deal: aDeal({ id: 'd-1012', state: 'ACTIVE', minimum_commitment_end_date: inDays(200), car }),
      ownership: ownedBy('u-kunde'),
    },
    {
      deal: aDeal({ id: 'f-2001', state: 'ACTIVE', minimum_commitment_end_date: inDays(200), car }),
      ownership: ofFleet(),
    },
  ]);
  const bookings: InsuranceBooking[] = [];
  const addonsOf = async (dealId: string) =>
    bookings.filter((b) => b.dealId === dealId).map((b) => b.addonId);
  const insurance: InsuranceStore = {
    addonsOf,
    inTransaction: (work) =>
      work({
        ...deals,
        addonsOf,
        recordBooking: async (booking) => {
          bookings.push(booking);
        },
      }),
  };
  const mileage = {
    packagePrices: async () => [
      { mileage_package: 1000, monthly_fee: cents(2900) },
      { mileage_package: 1500, monthly_fee: cents(5900) },
    ],
  };
  return { deps: { deals, insurance, mileage }, deals, bookings };
};

describe('add-on groups', () => {
  it('offers premium protection before handover, with the deductibles and whether mileage can be added', async () => {
    const { deps } = setUp();
    const [group] = (
      await addonGroups(deps)(kunde, { productId: 'cupra-born', subscriptionId: 'd-1002' }, NOW)
    )._unsafeUnwrap();
    expect(group).toMatchObject({
      insurance_type: 'basic',
      canUpgradeInsurance: true,
      canAddAdditionalMileage: true,
      fullCoverageDeductibleEur: 1000,
      partialCoverageDeductibleEur: 500,
      addons: [{ addon_id: 'premium-protection', pricing: { amount: { gross: 2900 } } }],
    });
  });

  it('answers not found for another product', async () => {
    const { deps } = setUp();
    expect(
      (
        await addonGroups(deps)(kunde, { productId: 'bmw-i4', subscriptionId: 'd-1002' }, NOW)
      )._unsafeUnwrapErr(),
    ).toEqual({ code: 'not_found' });
  });
});

describe('booking premium protection', () => {
  it('books it once for a CREATED deal; the deal shows the new amount and deductibles', async () => {
    const { deps, deals, bookings } = setUp();
    const deal = (
      await bookPremiumProtection(deps)(kunde, 'd-1002', 'premium-protection', NOW)
    )._unsafeUnwrap();
    expect(deal).toMatchObject({ insurance_amount: 2900, damage_deductible_vollkasko: 50_000 });
    expect(deals.get('d-1002')).toMatchObject({ insurance_amount: 2900 });
    expect(
      (await bookPremiumProtection(deps)(kunde, 'd-1002', 'premium-protection', NOW))._unsafeUnwrapErr().code,
    ).toBe('not_eligible');
    expect(bookings).toHaveLength(1);
  });

  it('gives level Black the comfort upgrade for free: offered and booked at 0, the deductibles lowered', async () => {
    const { deps, bookings } = setUp();
    const black = { ...deps, levelOf: async () => 'black' as const };
    const groups = (
      await addonGroups(black)(kunde, { productId: 'cupra-born', subscriptionId: 'd-1002' }, NOW)
    )._unsafeUnwrap();
    expect(groups[0]?.addons[0]?.pricing.amount.gross).toBe(0);
    const deal = (
      await bookPremiumProtection(black)(kunde, 'd-1002', 'premium-protection', NOW)
    )._unsafeUnwrap();
    expect(deal).toMatchObject({ insurance_amount: 0, damage_deductible_vollkasko: 50_000 });
    expect(bookings[0]?.monthlyPrice).toBe(0);
    const gold = { ...setUp().deps, levelOf: async () => 'gold' as const };
    const priced = (
      await addonGroups(gold)(kunde, { productId: 'cupra-born', subscriptionId: 'd-1002' }, NOW)
    )._unsafeUnwrap();
    expect(priced[0]?.addons[0]?.pricing.amount.gross).toBe(2900);
  });

  it('keeps the consumer to CREATED deals, but lets a fleet admin book for an ACTIVE car with commitment left', async () => {
    const { deps } = setUp();
    expect(
      (await bookPremiumProtection(deps)(kunde, 'd-1012', 'premium-protection', NOW))._unsafeUnwrapErr().code,
    ).toBe('not_eligible');
    expect((await bookPremiumProtection(deps)(fleetAdmin, 'f-2001', 'premium-protection', NOW)).isOk()).toBe(
      true,
    );
  });

  it('refuses less than two months of commitment left, unknown add-ons and analysts', async () => {
    const { deps, bookings } = setUp();
    expect(
      (await bookPremiumProtection(deps)(kunde, 'd-1001', 'premium-protection', NOW))._unsafeUnwrapErr().code,
    ).toBe('not_eligible');
    expect((await bookPremiumProtection(deps)(kunde, 'd-1002', 'gold', NOW))._unsafeUnwrapErr().code).toBe(
      'not_found',
    );
    expect(
      (
        await bookPremiumProtection(deps)(fleetAnalyst, 'f-2001', 'premium-protection', NOW)
      )._unsafeUnwrapErr().code,
    ).toBe('forbidden');
    expect(bookings).toEqual([]);
  });
});
