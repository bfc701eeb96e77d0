import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aDeal, aDealContext } from './a-deal.ts';
import {
  canBookPreReturnAppraisal,
  canUpgradeDeductible,
  canUpgradeInsurance,
  isAccountDeletionBlocked,
  isAutoRenewalEligible,
  isRetentionWindowOpen,
  returnPlanningOf,
} from './eligibility.ts';
import { inDays, NOW } from './test-clock.ts';
import { DEAL_STATES } from './types.ts';

describe('retention window', () => {
  it('is open with 1 and with 90 days left to schedule the return', () => {
    expect(isRetentionWindowOpen(aDeal({ days_left_to_schedule_return: 1 }))).toBe(true);
    expect(isRetentionWindowOpen(aDeal({ days_left_to_schedule_return: 90 }))).toBe(true);
  });
  it('is closed with 0 or 91 days left', () => {
    expect(isRetentionWindowOpen(aDeal({ days_left_to_schedule_return: 0 }))).toBe(false);
    expect(isRetentionWindowOpen(aDeal({ days_left_to_schedule_return: 91 }))).toBe(false);
  });
  it('is closed when the days left are unknown', () => {
    expect(isRetentionWindowOpen(aDeal({ days_left_to_schedule_return: null }))).toBe(false);
  });
  it('is closed for a LEAD', () => {
    expect(isRetentionWindowOpen(aDeal({ variant: 'LEAD', days_left_to_schedule_return: 30 }))).toBe(false);
  });
  it('is open for CREATED and ACTIVE deals only', () => {
    for (const state of DEAL_STATES) {
      expect(isRetentionWindowOpen(aDeal({ state, days_left_to_schedule_return: 30 }))).toBe(
        state === 'CREATED' || state === 'ACTIVE',
      );
    }
  });
  it('is closed when both a follow-up and a return type exist, open with only one of them', () => {
    const base = { days_left_to_schedule_return: 30 };
    expect(
      isRetentionWindowOpen(aDeal({ ...base, followup_subscription_id: 'd-2', return_type: 'PICKUP' })),
    ).toBe(false);
    expect(isRetentionWindowOpen(aDeal({ ...base, followup_subscription_id: 'd-2' }))).toBe(true);
    expect(isRetentionWindowOpen(aDeal({ ...base, return_type: 'PICKUP' }))).toBe(true);
  });
});

describe('auto-renewal eligibility', () => {
  it('follows the backend verdict when it is a boolean', () => {
    expect(
      isAutoRenewalEligible(
        aDeal({
          computed_eligible_for_auto_renewal: false,
          minimum_commitment_end_date: inDays(-5),
          auto_renewal_end_date: inDays(5),
        }),
        NOW,
      ),
    ).toBe(false);
    expect(isAutoRenewalEligible(aDeal({ computed_eligible_for_auto_renewal: true }), NOW)).toBe(true);
  });
  it('is eligible when the commitment ended yesterday and auto-renewal ends tomorrow', () => {
    expect(
      isAutoRenewalEligible(
        aDeal({ minimum_commitment_end_date: inDays(-1), auto_renewal_end_date: inDays(1) }),
        NOW,
      ),
    ).toBe(true);
  });
  it('is not eligible on the day the commitment ends or the day auto-renewal ends', () => {
    expect(
      isAutoRenewalEligible(
        aDeal({ minimum_commitment_end_date: inDays(0), auto_renewal_end_date: inDays(30) }),
        NOW,
      ),
    ).toBe(false);
    expect(
      isAutoRenewalEligible(
        aDeal({ minimum_commitment_end_date: inDays(-30), auto_renewal_end_date: inDays(0) }),
        NOW,
      ),
    ).toBe(false);
  });
  it('is not eligible without the dates', () => {
    expect(isAutoRenewalEligible(aDeal({ minimum_commitment_end_date: inDays(-1) }), NOW)).toBe(false);
  });
});

describe('deductible upgrade', () => {
  it('is possible with the minimum commitment ending exactly two calendar months from today', () => {
    expect(canUpgradeDeductible(aDealContext({ minimum_commitment_end_date: '2027-01-22' }), NOW)).toBe(true);
  });
  it('is not possible one day earlier', () => {
    expect(canUpgradeDeductible(aDealContext({ minimum_commitment_end_date: '2027-01-21' }), NOW)).toBe(
      false,
    );
  });
  it('is not possible with a deductible add-on already booked', () => {
    const ctx = aDealContext(
      { minimum_commitment_end_date: '2027-06-01' },
      { addons: { hasDeductibleAddon: true } },
    );
    expect(canUpgradeDeductible(ctx, NOW)).toBe(false);
  });
  it('is possible for CREATED and ACTIVE deals only', () => {
    for (const state of DEAL_STATES) {
      const ctx = aDealContext({ state, minimum_commitment_end_date: '2027-06-01' });
      expect(canUpgradeDeductible(ctx, NOW)).toBe(state === 'CREATED' || state === 'ACTIVE');
    }
  });
});

describe('insurance upgrade', () => {
  it('is possible for a CREATED deal whose add-ons allow it', () => {
    expect(
      canUpgradeInsurance(aDealContext({ state: 'CREATED' }, { addons: { canUpgradeInsurance: true } })),
    ).toBe(true);
  });
  it('is not possible when the add-ons do not allow it or the deal is ACTIVE', () => {
    expect(
      canUpgradeInsurance(aDealContext({ state: 'CREATED' }, { addons: { canUpgradeInsurance: false } })),
    ).toBe(false);
    expect(canUpgradeInsurance(aDealContext({ state: 'CREATED' }))).toBe(false);
    expect(
      canUpgradeInsurance(aDealContext({ state: 'ACTIVE' }, { addons: { canUpgradeInsurance: true } })),
    ).toBe(false);
  });
});

describe('return planning', () => {
  it('is in progress once a return type is set, whatever the state', () => {
    expect(returnPlanningOf(aDeal({ state: 'ENDED', return_type: 'SELF_RETURN' }), NOW)).toBe('in_progress');
  });
  it('is open when the backend says the return window is open', () => {
    expect(returnPlanningOf(aDeal({ is_return_window_open: true, return_date: inDays(200) }), NOW)).toBe(
      'open',
    );
  });
  it('is closed when the backend says the window is closed, even 10 days ahead', () => {
    expect(returnPlanningOf(aDeal({ is_return_window_open: false, return_date: inDays(10) }), NOW)).toBe(
      'closed',
    );
  });
  it('opens 45 days before the return date when the backend does not say', () => {
    expect(returnPlanningOf(aDeal({ return_date: inDays(45) }), NOW)).toBe('open');
    expect(returnPlanningOf(aDeal({ return_date: inDays(46) }), NOW)).toBe('closed');
  });
  it('is closed for a deal that is not ACTIVE', () => {
    expect(returnPlanningOf(aDeal({ state: 'CREATED', is_return_window_open: true }), NOW)).toBe('closed');
  });
});

describe('pre-return appraisal', () => {
  // NOW is Sunday 22 November 2026: working days start Monday the 23rd.
  it('is available with exactly 8 working days until the return', () => {
    const ctx = aDealContext({ return_date: '2026-12-02' }, { returnData: {} });
    expect(canBookPreReturnAppraisal(ctx, NOW)).toBe(true);
  });
  it('is unavailable with 7 working days', () => {
    const ctx = aDealContext({ return_date: '2026-12-01' }, { returnData: {} });
    expect(canBookPreReturnAppraisal(ctx, NOW)).toBe(false);
  });
  it('is unavailable without return data', () => {
    expect(canBookPreReturnAppraisal(aDealContext({ return_date: '2027-01-30' }), NOW)).toBe(false);
  });
  it('is unavailable once an appointment was requested', () => {
    const ctx = aDealContext(
      { return_date: '2027-01-30' },
      { returnData: {}, appraisal: { appointment_date: '2027-01-10' } },
    );
    expect(canBookPreReturnAppraisal(ctx, NOW)).toBe(false);
  });
});

describe('account deletion', () => {
  it('is blocked while any deal is CREATED, ACTIVE, STOPPED or INACTIVE', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DEAL_STATES),
        fc.array(fc.constantFrom(...DEAL_STATES), { maxLength: 5 }),
        (state, others) => {
          const ctx = aDealContext(
            { state },
            { otherDeals: others.map((s, i) => ({ id: `d-${i}`, state: s })) },
          );
          const blocking = [state, ...others].some((s) =>
            ['CREATED', 'ACTIVE', 'STOPPED', 'INACTIVE'].includes(s),
          );
          expect(isAccountDeletionBlocked(ctx)).toBe(blocking);
        },
      ),
    );
  });
  it('is allowed when every deal has ended', () => {
    expect(
      isAccountDeletionBlocked(
        aDealContext({ state: 'ENDED' }, { otherDeals: [{ id: 'd-2', state: 'CANCELED' }] }),
      ),
    ).toBe(false);
  });
});
