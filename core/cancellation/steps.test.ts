import { describe, expect, it } from 'vitest';
import { aDealContext } from '../deals/a-deal.ts';
import { hoursAgo, NOW } from '../deals/test-clock.ts';
import { cancellationSteps } from './steps.ts';

const ALL = ['select_subscription', 'fee', 'losses', 'reason', 'alternatives', 'date', 'more_info'];

describe('cancellation steps', () => {
  it('shows every step but documents for an ACTIVE deal with months left and no reason yet', () => {
    expect(cancellationSteps(aDealContext({ months_till_end: 4 }), NOW)).toEqual(ALL);
  });

  it('hides the fee step when no months are left', () => {
    expect(cancellationSteps(aDealContext({ months_till_end: 0 }), NOW)).not.toContain('fee');
    expect(cancellationSteps(aDealContext({ months_till_end: -1 }), NOW)).not.toContain('fee');
  });

  it('hides the fee step for a deal younger than 24 hours, shows it at 24 hours', () => {
    expect(
      cancellationSteps(aDealContext({ months_till_end: 6, created_at: hoursAgo(23.9) }), NOW),
    ).not.toContain('fee');
    expect(cancellationSteps(aDealContext({ months_till_end: 6, created_at: hoursAgo(24) }), NOW)).toContain(
      'fee',
    );
  });

  it('hides the fee step for a LEAD', () => {
    expect(cancellationSteps(aDealContext({ months_till_end: 6, variant: 'LEAD' }), NOW)).not.toContain(
      'fee',
    );
  });

  it('hides the fee step for a CREATED deal while another deal is CREATED too', () => {
    const other = { otherDeals: [{ id: 'd-2', state: 'CREATED' as const }] };
    expect(
      cancellationSteps(aDealContext({ state: 'CREATED', months_till_end: 6 }, other), NOW),
    ).not.toContain('fee');
    expect(cancellationSteps(aDealContext({ state: 'CREATED', months_till_end: 6 }), NOW)).toContain('fee');
    expect(cancellationSteps(aDealContext({ state: 'ACTIVE', months_till_end: 6 }, other), NOW)).toContain(
      'fee',
    );
  });

  it('asks for documents instead of alternatives for income decline, health, death and moving abroad', () => {
    for (const reason of ['income_decline', 'health', 'death', 'moving_abroad']) {
      const steps = cancellationSteps(
        aDealContext({ months_till_end: 6 }, { cancellationReason: reason }),
        NOW,
      );
      expect(steps).toContain('documents');
      expect(steps).not.toContain('alternatives');
    }
  });

  it('offers alternatives and no documents for other reasons', () => {
    const steps = cancellationSteps(
      aDealContext({ months_till_end: 6 }, { cancellationReason: 'dont_like_car' }),
      NOW,
    );
    expect(steps).toContain('alternatives');
    expect(steps).not.toContain('documents');
  });

  it('hides the date step before handover', () => {
    expect(cancellationSteps(aDealContext({ state: 'CREATED', months_till_end: 6 }), NOW)).not.toContain(
      'date',
    );
  });
});
