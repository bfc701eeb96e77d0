import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionsFor } from '../../core/deals/actions.ts';
import { isFollowUpKind } from '../../core/deals/deal-dates.ts';
import { isRetentionWindowOpen } from '../../core/deals/eligibility.ts';
import { inDays, NOW } from '../../core/deals/test-clock.ts';
import type { Deal, DealContext } from '../../core/deals/types.ts';
import { evaluateText } from './evaluate-batch.ts';

/**
 * The retention window (consumer spec §4) as `portal evaluate` reads it from a deal's JSON, against
 * the actions the car page shows for the same deal (VehicleDetails runs core's actionsFor): support
 * and the customer see the follow-up offers exactly while the window is open.
 */

type CliAnswer = { actions: string[]; eligibility: { retentionWindowOpen: boolean } };

const cliEvaluates = (ctx: DealContext): CliAnswer => {
  let output = '';
  const ok = evaluateText(
    JSON.stringify(ctx),
    undefined,
    NOW,
    { format: 'json' },
    {
      result: (text) => {
        output += text;
      },
      problem: (text) => {
        throw new Error(text);
      },
    },
  );
  expect(ok).toBe(true);
  return JSON.parse(output) as CliAnswer;
};

const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null });

const aDeal: fc.Arbitrary<Deal> = fc.record({
  id: fc.constant('d-1001'),
  state: fc.constantFrom('CREATED', 'SIGNED', 'ACTIVE', 'STOPPED', 'INACTIVE', 'ENDED', 'CANCELED'),
  variant: fc.constantFrom('SUBSCRIPTION', 'LEAD'),
  created_at: fc.constant('2026-01-10T09:00:00Z'),
  days_left_to_schedule_return: maybe(fc.integer({ min: -20, max: 200 })),
  return_date: maybe(fc.integer({ min: -20, max: 200 }).map((days) => inDays(days))),
  end_date: maybe(fc.integer({ min: -20, max: 200 }).map((days) => inDays(days))),
  followup_subscription_id: maybe(fc.constant('d-2002')),
  return_type: maybe(fc.constantFrom('PICKUP', 'SELF_RETURN')),
  subscribed_to: maybe(fc.constantFrom('SWAP_SAME_DAY', 'PROLONGATION')),
  bridging_type: maybe(fc.constant('BEGINNING')),
});

describe('the retention window in the CLI and on the car page', () => {
  it('gives the same actions and window for any deal, and follow-up options only while it is open', () => {
    fc.assert(
      fc.property(aDeal, (deal) => {
        const ctx: DealContext = { deal };
        const cli = cliEvaluates(ctx);
        const page = actionsFor(ctx, NOW);
        expect(cli.actions).toEqual(page);
        expect(cli.eligibility.retentionWindowOpen).toBe(isRetentionWindowOpen(deal, NOW));
        const offered =
          deal.state === 'ACTIVE' &&
          !isFollowUpKind(deal) &&
          deal.bridging_type !== 'BEGINNING' &&
          cli.eligibility.retentionWindowOpen;
        expect(page.includes('follow_up_options')).toBe(offered);
      }),
      { numRuns: 500 },
    );
  });

  it('closes for a customer who booked both the next car and the return, whatever the days left', () => {
    const decided = {
      state: 'ACTIVE',
      variant: 'SUBSCRIPTION',
      followup_subscription_id: 'd-2002',
      return_type: 'PICKUP',
    } as const;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 }), (days) => {
        const cli = cliEvaluates({ deal: { id: 'd-1', ...decided, days_left_to_schedule_return: days } });
        expect(cli.eligibility.retentionWindowOpen).toBe(false);
        expect(cli.actions).not.toContain('follow_up_options');
      }),
    );
  });
});
