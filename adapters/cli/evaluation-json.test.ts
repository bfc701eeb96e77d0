import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_STEPS } from '../../core/cancellation/steps.ts';
import { ACTION_IDS } from '../../core/deals/actions.ts';
import { BANNER_IDS } from '../../core/deals/banners.ts';
import type { DealEvaluation } from '../../core/deals/evaluation.ts';
import { CARS_TABS } from '../../core/fleet/cars-tabs.ts';
import { evaluationJsonLine, toEvaluationJson } from './evaluation-json.ts';

const subset = <T>(values: readonly T[]) => fc.subarray([...values]);
const evaluation: fc.Arbitrary<DealEvaluation> = fc.record({
  dealId: fc.string(),
  carsTabs: subset(CARS_TABS),
  banners: subset(BANNER_IDS).map((ids) => ids.map((id) => ({ id }))),
  actions: subset(ACTION_IDS),
  eligibility: fc.record({
    retentionWindowOpen: fc.boolean(),
    autoRenewalEligible: fc.boolean(),
    deductibleUpgrade: fc.boolean(),
    insuranceUpgrade: fc.boolean(),
    returnPlanning: fc.constantFrom('open', 'in_progress', 'closed'),
    preReturnAppraisal: fc.boolean(),
    accountDeletionBlocked: fc.boolean(),
  }),
  deductibles: fc.record({
    fullCoverageEur: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null }),
    partialCoverageEur: fc.option(
      fc.integer().map((c) => c / 100),
      { nil: null },
    ),
    special: fc.boolean(),
  }),
  cancellationSteps: subset(CANCELLATION_STEPS),
});

describe('the evaluation JSON line', () => {
  it('is exactly JSON.stringify of the wire form, whatever the evaluation (property)', () => {
    fc.assert(
      fc.property(evaluation, (e) => {
        expect(evaluationJsonLine(e)).toBe(JSON.stringify(toEvaluationJson(e)));
      }),
      { numRuns: 2_000 },
    );
  });
});
