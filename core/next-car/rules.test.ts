import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aModel } from '../catalogue/a-model.ts';
import { PROTECTION_PACKAGES } from '../catalogue/configuration.ts';
import { aDeal } from '../deals/a-deal.ts';
import { cents } from '../shared/money.ts';
import {
  isRefusal,
  NEXT_CAR_KM_PACKAGES,
  NEXT_CAR_MESSAGES,
  nextCarDeliveryDays,
  nextCarErrors,
  nextCarOfferFor,
  nextCarPrice,
  normalisedVoucherCode,
  voucherProblem,
  voucherValue,
} from './rules.ts';

// A Monday.
const NOW = new Date('2026-11-23T09:00:00Z');
const base = { term: 12, kmPackage: 1500, protection: 'base', tireAndWindshield: false } as const;
const input = {
  modelId: 'bmw-i4',
  term: 12,
  kmPackage: 1500,
  protection: 'comfort',
  deliveryDate: '2026-12-15',
  voucherCode: null,
};
const voucher = { code: 'TREUE-1', points: 4_000, issuedOn: '2026-10-01', usedForDealId: null };

describe('nextCarOfferFor', () => {
  it('offers the next car for a running subscription, on the return day for a same-day swap', () => {
    expect(nextCarOfferFor(aDeal())).toEqual({ swapSameDay: false });
    expect(nextCarOfferFor(aDeal({ subscribed_to: 'SWAP_SAME_DAY' }))).toEqual({ swapSameDay: true });
  });

  it('refuses reservations, ended deals, leads, prolongations and transition vehicles', () => {
    for (const deal of [
      aDeal({ state: 'NOT_SIGNED' }),
      aDeal({ state: 'ENDED' }),
      aDeal({ state: 'CREATED' }),
      aDeal({ variant: 'LEAD' }),
      aDeal({ subscribed_to: 'PROLONGATION' }),
      aDeal({ subscribed_as: 'PROLONGATION' }),
      aDeal({ bridging_type: 'BEGINNING' }),
    ])
      expect(nextCarOfferFor(deal)).toEqual({ code: 'not_eligible', message: NEXT_CAR_MESSAGES.notEligible });
  });

  it('says the next car is booked once the deal has its follow-up', () => {
    const offer = nextCarOfferFor(aDeal({ followup_subscription_id: 'd-5001' }));
    expect(isRefusal(offer) && offer.code).toBe('conflict');
  });
});

describe('nextCarDeliveryDays', () => {
  it('offers working days from the lead time to a week after the return day', () => {
    const days = nextCarDeliveryDays(aDeal({ return_date: '2026-12-21' }), { swapSameDay: false }, NOW);
    expect(days[0]).toBe('2026-12-14');
    expect(days.at(-1)).toBe('2026-12-28');
    expect(days).not.toContain('2026-12-19');
  });

  it('starts four weeks before a return day far off', () => {
    const days = nextCarDeliveryDays(aDeal({ return_date: '2027-03-01' }), { swapSameDay: false }, NOW);
    expect([days[0], days.at(-1)]).toEqual(['2027-02-01', '2027-03-08']);
  });

  it('offers two weeks from the lead time when the return is too close for its window', () => {
    const days = nextCarDeliveryDays(aDeal({ return_date: '2026-11-30' }), { swapSameDay: false }, NOW);
    expect([days[0], days.at(-1)]).toEqual(['2026-12-14', '2026-12-28']);
  });

  it("gives a same-day swap the return day only, a weekend's too, and nothing once it has passed", () => {
    const swap = { swapSameDay: true };
    expect(nextCarDeliveryDays(aDeal({ return_date: '2027-01-02' }), swap, NOW)).toEqual(['2027-01-02']);
    expect(nextCarDeliveryDays(aDeal({ return_date: '2026-11-23' }), swap, NOW)).toEqual([]);
    expect(nextCarDeliveryDays(aDeal(), swap, NOW)).toEqual([]);
  });
});

describe('nextCarPrice', () => {
  it('prices the car as the shop does, delivery at the custom fee, the voucher off the first rate', () => {
    const price = nextCarPrice(
      aModel(),
      { ...base, kmPackage: 2000, protection: 'premium' },
      { swapSameDay: false, loyaltyLevel: 'gold', voucherValue: cents(4_000) },
      NOW,
    );
    expect(price).toEqual({
      monthlyPrice: 64_900 + 3_500 + 2_900,
      deliveryFee: 20_924,
      voucherDiscount: 4_000,
      firstMonthlyPrice: 64_900 + 3_500 + 2_900 - 4_000,
      deductible: 50_000,
    });
  });

  it('delivers a same-day swap and a Black member free', () => {
    const swap = nextCarPrice(
      aModel(),
      base,
      { swapSameDay: true, loyaltyLevel: null, voucherValue: null },
      NOW,
    );
    const black = nextCarPrice(
      aModel(),
      base,
      { swapSameDay: false, loyaltyLevel: 'black', voucherValue: null },
      NOW,
    );
    expect([swap?.deliveryFee, black?.deliveryFee]).toEqual([0, 0]);
  });

  it('has no price for a term the model is not offered for', () => {
    expect(
      nextCarPrice(
        aModel(),
        { ...base, term: 6 },
        { swapSameDay: false, loyaltyLevel: null, voucherValue: null },
        NOW,
      ),
    ).toBeNull();
  });

  it('never takes more off than the first rate, and never charges more than the rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...NEXT_CAR_KM_PACKAGES),
        fc.constantFrom(...PROTECTION_PACKAGES),
        (monthly, points, kmPackage, protection) => {
          const model = aModel({ prices: [{ term: 12, monthly: monthly as never, withDownpayment: null }] });
          const price = nextCarPrice(
            model,
            { ...base, kmPackage, protection },
            { swapSameDay: false, loyaltyLevel: null, voucherValue: voucherValue(points) },
            NOW,
          );
          expect(price).not.toBeNull();
          if (!price) return;
          expect(price.firstMonthlyPrice).toBeGreaterThanOrEqual(0);
          expect(price.firstMonthlyPrice).toBeLessThanOrEqual(price.monthlyPrice);
          expect(price.voucherDiscount + price.firstMonthlyPrice).toBe(price.monthlyPrice);
        },
      ),
    );
  });
});

describe('the voucher of a booking', () => {
  it('is used once, within its year, and only as its owner holds it', () => {
    expect(voucherProblem(voucher, NOW)).toBeNull();
    expect(voucherProblem(undefined, NOW)).toBe(NEXT_CAR_MESSAGES.voucherUnknown);
    expect(voucherProblem({ ...voucher, usedForDealId: 'd-5001' }, NOW)).toBe(NEXT_CAR_MESSAGES.voucherUsed);
    expect(voucherProblem({ ...voucher, issuedOn: '2025-11-23' }, NOW)).toBe(
      NEXT_CAR_MESSAGES.voucherExpired,
    );
    expect(voucherProblem({ ...voucher, issuedOn: '2025-11-24' }, NOW)).toBeNull();
  });

  it('is typed in any case, with spaces around it', () => {
    expect(normalisedVoucherCode('  treue-4k-kim00001 ')).toBe('TREUE-4K-KIM00001');
  });
});

describe('nextCarErrors', () => {
  const context = {
    model: aModel(),
    offer: { swapSameDay: false },
    deliveryDays: ['2026-12-14', '2026-12-15'],
    voucher: undefined,
  };

  it('finds nothing wrong with a booking that can be made', () => {
    expect(nextCarErrors(input, context, NOW)).toEqual({});
    expect(nextCarErrors({ ...input, voucherCode: 'TREUE-1' }, { ...context, voucher }, NOW)).toEqual({});
  });

  it('names each field that is wrong with its message', () => {
    expect(
      nextCarErrors({ ...input, modelId: ' ', protection: 'gold', deliveryDate: '' }, context, NOW),
    ).toEqual({
      modelId: NEXT_CAR_MESSAGES.required,
      protection: NEXT_CAR_MESSAGES.protection,
      deliveryDate: NEXT_CAR_MESSAGES.required,
    });
    expect(
      nextCarErrors({ ...input, term: 6, deliveryDate: '2026-12-16', voucherCode: 'X' }, context, NOW),
    ).toEqual({
      term: NEXT_CAR_MESSAGES.termUnavailable,
      deliveryDate: NEXT_CAR_MESSAGES.deliveryDate,
      voucherCode: NEXT_CAR_MESSAGES.voucherUnknown,
    });
    expect(nextCarErrors({ ...input, kmPackage: 1234 }, context, NOW)).toEqual({
      kmPackage: NEXT_CAR_MESSAGES.kmPackage,
    });
    expect(nextCarErrors(input, { ...context, model: aModel({ stock: 0 }) }, NOW)).toEqual({
      modelId: NEXT_CAR_MESSAGES.vehicleUnavailable,
    });
  });

  it('tells a same-day swap that its next car comes on the return day', () => {
    expect(
      nextCarErrors(input, { ...context, offer: { swapSameDay: true }, deliveryDays: ['2027-01-02'] }, NOW),
    ).toEqual({ deliveryDate: NEXT_CAR_MESSAGES.swapDate });
  });
});
