import type { DealEvaluation } from '../../core/deals/evaluation.ts';

/** The wire form of an evaluation: banners as their ids, exactly the keys support scripts rely on. */
export const toEvaluationJson = (evaluation: DealEvaluation) => ({
  dealId: evaluation.dealId,
  carsTabs: evaluation.carsTabs,
  banners: evaluation.banners.map((banner) => banner.id),
  actions: evaluation.actions,
  eligibility: evaluation.eligibility,
  deductibles: evaluation.deductibles,
  cancellationSteps: evaluation.cancellationSteps,
});
