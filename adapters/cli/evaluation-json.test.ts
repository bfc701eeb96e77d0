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

  it('writes every list right, also past the number of lists it remembers', () => {
    const base: DealEvaluation = {
      dealId: 'd-1',
      carsTabs: [],
      banners: [],
      actions: [],
      eligibility: {
        retentionWindowOpen: false,
        autoRenewalEligible: true,
        deductibleUpgrade: false,
        insuranceUpgrade: false,
        returnPlanning: 'open',
        preReturnAppraisal: false,
        accountDeletionBlocked: true,
      },
      deductibles: { fullCoverageEur: 500, partialCoverageEur: null, special: false },
      cancellationSteps: [],
    };
    for (let n = 0; n < 12_000; n++) {
      const e = {
        ...base,
        actions: [`a_${n % 7}`, `b_${n}`, `c_${n % 3}`] as unknown as DealEvaluation['actions'],
      };
      expect(evaluationJsonLine(e)).toBe(JSON.stringify(toEvaluationJson(e)));
      expect(evaluationJsonLine(e)).toBe(JSON.stringify(toEvaluationJson(e)));
    }
  });
});
