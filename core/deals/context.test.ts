import { describe, expect, it } from 'vitest';
import { aDeal } from './a-deal.ts';
import { dealContextOf } from './context.ts';
import { canBookPreReturnAppraisal } from './eligibility.ts';

const NOW = new Date('2026-11-23T09:00:00Z');

describe('the deal context built from what the BFF serves', () => {
  it('is the deal alone when nothing else is loaded', () => {
    const deal = aDeal();
    expect(dealContextOf({ deal })).toEqual({
      deal,
      followUpDeal: null,
      handover: null,
      handoverMetadata: null,
      returnData: null,
      appraisal: null,
      addons: null,
      otherDeals: null,
      bannerDismissals: null,
    });
  });

  it('names a bridging car’s next car and its handover date, planned before preferred', () => {
    const ctx = dealContextOf({
      deal: aDeal({ bridging_type: 'BEGINNING', followup_subscription_id: 'd-1002' }),
      followUp: {
        deal: { id: 'd-1002', car: { oem: 'Cupra', model: 'Born' } },
        handover: { planned_delivery_date: null, preferred_delivery_date: '2026-12-18' },
      },
    });
    expect(ctx.followUpDeal).toEqual({
      id: 'd-1002',
      preferred_handover_date: '2026-12-18',
      car: { oem: 'Cupra', model: 'Born' },
    });
  });

  it('counts a return as booked only once it has a type, so the appraisal needs a booked return', () => {
    const deal = aDeal({ return_date: '2027-01-29' });
    const unbooked = dealContextOf({
      deal,
      returnData: { return_type: null, preferred_delivery_date: '2027-01-29' },
    });
    expect(unbooked.returnData).toBeNull();
    expect(canBookPreReturnAppraisal(unbooked, NOW)).toBe(false);
    const booked = dealContextOf({
      deal,
      returnData: { return_type: 'PICKUP', preferred_delivery_date: '2027-01-29' },
    });
    expect(booked.returnData).toEqual({ preferred_delivery_date: '2027-01-29', planned_delivery_date: null });
    expect(canBookPreReturnAppraisal(booked, NOW)).toBe(true);
  });

  it('reads comfort protection as the deductible add-on and keeps whether the upgrade is open', () => {
    expect(
      dealContextOf({ deal: aDeal(), protection: { insurance_type: 'comfort', canUpgradeInsurance: false } })
        .addons,
    ).toEqual({ canUpgradeInsurance: false, hasDeductibleAddon: true });
    expect(
      dealContextOf({ deal: aDeal(), protection: { insurance_type: 'basic', canUpgradeInsurance: true } })
        .addons,
    ).toEqual({ canUpgradeInsurance: true, hasDeductibleAddon: false });
  });

  it('lists the customer’s other deals without the deal itself, by id and state only', () => {
    const ctx = dealContextOf({
      deal: aDeal({ id: 'd-1001' }),
      deals: [aDeal({ id: 'd-1001' }), aDeal({ id: 'd-1002', state: 'CREATED', amount: 100 })],
    });
    expect(ctx.otherDeals).toEqual([{ id: 'd-1002', state: 'CREATED' }]);
  });
});
