import { describe, expect, it } from 'vitest';
import { aDealContext } from './a-deal.ts';
import { actionsFor } from './actions.ts';
import { inDays, NOW } from './test-clock.ts';
import type { Deal, DealContext } from './types.ts';

const actions = (deal: Partial<Deal>, context: Omit<Partial<DealContext>, 'deal'> = {}) =>
  actionsFor(aDealContext(deal, context), NOW);

describe('deal actions', () => {
  it('offers delivery options, mileage package and cancellation before handover', () => {
    expect(actions({ state: 'CREATED' })).toEqual([
      'delivery_options',
      'edit_mileage_package',
      'cancellation',
    ]);
  });

  it('offers the insurance upgrade before handover when the add-ons allow it', () => {
    expect(actions({ state: 'CREATED' }, { addons: { canUpgradeInsurance: true } })).toEqual([
      'delivery_options',
      'edit_mileage_package',
      'cancellation',
      'insurance_upgrade',
    ]);
  });

  it('offers follow-up, damage, kilometres, mileage, service and cancellation for an ACTIVE deal', () => {
    expect(actions({ state: 'ACTIVE' })).toEqual([
      'follow_up_options',
      'damage_report',
      'manage_kilometres',
      'report_mileage',
      'schedule_service',
      'cancellation',
    ]);
  });

  it('hides follow-up options for same-day swap, prolongation and bridging deals', () => {
    for (const deal of [
      { subscribed_to: 'SWAP_SAME_DAY' },
      { subscribed_as: 'SWAP_SAME_DAY' },
      { subscribed_to: 'PROLONGATION' },
      { subscribed_as: 'PROLONGATION' },
      { bridging_type: 'BEGINNING' },
    ] as const) {
      expect(actions({ state: 'ACTIVE', ...deal })).not.toContain('follow_up_options');
    }
  });

  it('offers plan return last when the return window is open', () => {
    expect(actions({ state: 'ACTIVE', return_date: inDays(45) }).at(-1)).toBe('plan_return');
    expect(actions({ state: 'ACTIVE', return_date: inDays(46) })).not.toContain('plan_return');
  });

  it('does not offer insurance upgrade to an ACTIVE deal even when the add-ons allow it', () => {
    expect(actions({ state: 'ACTIVE' }, { addons: { canUpgradeInsurance: true } })).not.toContain(
      'insurance_upgrade',
    );
  });

  it('offers nothing for an ended deal', () => {
    expect(actions({ state: 'ENDED', return_date: inDays(-30) })).toEqual([]);
  });
});
